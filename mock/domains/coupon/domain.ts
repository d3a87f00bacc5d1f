import { handlers } from './handlers';
import { couponMessages } from './messages';
import { couponTables } from './schema';
import { seedCoupons } from './seed';

import type { MockDomain } from '../../core/registry';

export const couponDomain: MockDomain = {
  name: 'coupon',
  handlers,
  tables: couponTables,
  seed: seedCoupons,
  messages: couponMessages,
};
