import { handlers } from './handlers';
import { orderMessages } from './messages';
import { settleOrders } from './rules';
import { orderTables } from './schema';

import type { MockDomain } from '../../core/registry';

export const orderDomain: MockDomain = {
  name: 'order',
  handlers,
  tables: orderTables,
  settle: settleOrders,
  messages: orderMessages,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    order: typeof orderMessages;
  }
}
