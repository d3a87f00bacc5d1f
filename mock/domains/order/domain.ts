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
