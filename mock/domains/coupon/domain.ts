import { handlers } from './handlers';
import { couponCounts } from './holdings';
import { couponMessages } from './messages';
import { settleCoupons } from './notices';
import { couponTables } from './schema';

import type { MockDomain } from '../../core/registry';

/** What the coupon lends the domains below it: the member centre counts the member's coupons. */
const couponLends = { couponCounts };

export const couponDomain: MockDomain = {
  name: 'coupon',
  handlers,
  tables: couponTables,
  settle: settleCoupons,
  messages: couponMessages,
  lends: { coupon: couponLends },
};

declare module '../../core/registry' {
  interface Lent {
    coupon: typeof couponLends;
  }
}

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    coupon: typeof couponMessages;
  }
}
