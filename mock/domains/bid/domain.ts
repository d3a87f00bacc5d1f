import { handlers } from './handlers';
import { bidMessages } from './messages';
import { bidTables } from './schema';

import type { MockDomain } from '../../core/registry';

export const bidDomain: MockDomain = {
  name: 'bid',
  handlers,
  tables: bidTables,
  messages: bidMessages,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    bid: typeof bidMessages;
  }
}
