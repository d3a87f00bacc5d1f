import { handlers } from './handlers';
import { settleOrders } from './rules';

import type { MockDomain } from '../../core/registry';

export const orderDomain: MockDomain = {
  name: 'order',
  handlers,
  settle: settleOrders,
};
