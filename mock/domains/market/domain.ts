import { handlers } from './handlers';
import { marketFieldLabels, marketMessages } from './messages';
import { laneIndexReader } from './rate-index';
import { marketTables } from './schema';
import { seedMarket } from './seed';

import type { MockDomain } from '../../core/registry';

/**
 * What the market lends the domains that may not import it: the tender shows its issuer the lane
 * index of the tender's week (`tender/market`).
 */
const marketLends = { laneIndexReader };

export const marketDomain: MockDomain = {
  name: 'market',
  handlers,
  tables: marketTables,
  seed: seedMarket,
  messages: marketMessages,
  fieldLabels: marketFieldLabels,
  lends: { market: marketLends },
};

declare module '../../core/registry' {
  interface Lent {
    market: typeof marketLends;
  }
}

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    market: typeof marketMessages;
  }
}
