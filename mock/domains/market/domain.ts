import { handlers } from './handlers';
import { marketFieldLabels, marketMessages } from './messages';
import { marketTables } from './schema';
import { seedMarket } from './seed';

import type { MockDomain } from '../../core/registry';

export const marketDomain: MockDomain = {
  name: 'market',
  handlers,
  tables: marketTables,
  seed: seedMarket,
  messages: marketMessages,
  fieldLabels: marketFieldLabels,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    market: typeof marketMessages;
  }
}
