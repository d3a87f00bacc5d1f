import { fromCents } from '@/contract/common/money';
import type { Decimal } from '@/contract/common/trade';
import { payableAfter } from '@/contract/coupon/discount';

import { orderDiscountCents } from '../coupon/order-coupon';

import type { Db } from '../../core/schema';
import type { OrderRow } from './schema';

/** amount − discount: what a payment of `order` charges (the amount itself without a coupon). */
export function orderPayable(db: Db, order: OrderRow): Decimal {
  const off = orderDiscountCents(db, order);
  return off === 0 ? order.amount : payableAfter(order.amount, fromCents(off));
}
