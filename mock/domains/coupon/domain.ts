import { handlers } from './handlers';
import { couponMessages } from './messages';
import { settleCoupons } from './notices';
import { couponTables } from './schema';

import type { MockDomain } from '../../core/registry';

export const couponDomain: MockDomain = {
  name: 'coupon',
  handlers,
  tables: couponTables,
  settle: settleCoupons,
  messages: couponMessages,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    coupon: typeof couponMessages;
  }
}
