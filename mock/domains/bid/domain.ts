import { handlers } from './handlers';
import { bidMessages } from './messages';
import { bidTables } from './schema';
import { toIssuerBid } from './views';

import type { MockDomain } from '../../core/registry';

/** What the bid lends the domains below it: the tender shows its issuer the bids with it. */
const bidLends = { toIssuerBid };

export const bidDomain: MockDomain = {
  name: 'bid',
  handlers,
  tables: bidTables,
  messages: bidMessages,
  lends: { bid: bidLends },
};

declare module '../../core/registry' {
  interface Lent {
    bid: typeof bidLends;
  }
}

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    bid: typeof bidMessages;
  }
}
