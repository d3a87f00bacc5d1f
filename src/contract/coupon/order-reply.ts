/**
 * The order the coupon calls answer with (`buy`: the unpaid coupon-pack order; `apply`: the order
 * with its coupon chosen or released), as the order contract describes it. The order domain has no
 * schema of its own yet; once it has, `buy` and `apply` take that one and this file goes.
 */
import * as v from 'valibot';

import {
  CONTAINER_TYPES,
  CURRENCIES,
  PartyRefSchema,
  SURCHARGE_CODES,
  SURCHARGE_UNITS,
} from '@/contract/common/trade';
import { NO_GATEWAY, ORDER_STATUSES, PAYMENT_METHODS, type Order } from '@/contract/order/types';
import { count, decimal, entityId, filled, isoDateTime, listOf, optional } from '@/contract/schema';

const TotalLineSchema = v.object({
  kind: v.picklist(['freight', 'surcharge']),
  item: v.picklist([...CONTAINER_TYPES, 'cbm', ...SURCHARGE_CODES]),
  unit: v.picklist([...CONTAINER_TYPES, 'cbm', ...SURCHARGE_UNITS]),
  quantity: decimal,
  unitAmount: decimal,
  amount: decimal,
});

const OrderSourceSchema = v.variant('kind', [
  v.object({
    kind: v.literal('tender'),
    tenderId: entityId,
    tenderNo: filled,
    title: filled,
    bidId: entityId,
    bidNo: filled,
  }),
  v.object({
    kind: v.literal('coupon'),
    templateId: entityId,
    name: filled,
    quantity: v.pipe(count, v.minValue(1)),
    unitPrice: decimal,
  }),
]);

const PaymentSchema = v.object({
  paymentNo: filled,
  method: v.picklist([...PAYMENT_METHODS, NO_GATEWAY]),
  amount: decimal,
  currency: v.picklist(CURRENCIES),
  status: v.picklist(['pending', 'succeeded', 'closed']),
  qrContent: optional(filled),
  bankAccount: optional(
    v.object({ bank: filled, accountName: filled, accountNo: filled, reference: filled }),
  ),
  createdAt: isoDateTime,
  paidAt: optional(isoDateTime),
});

const OrderSchema = v.object({
  orderNo: filled,
  source: OrderSourceSchema,
  payer: PartyRefSchema,
  payee: PartyRefSchema,
  amount: decimal,
  currency: v.picklist(CURRENCIES),
  lines: listOf(TotalLineSchema),
  coupon: optional(v.object({ code: filled, name: filled, discount: decimal })),
  discount: decimal,
  payable: decimal,
  couponDeclined: optional(v.boolean()),
  lapsedCoupon: optional(v.object({ code: filled, name: filled, expiredAt: isoDateTime })),
  status: v.picklist(ORDER_STATUSES),
  role: v.picklist(['payer', 'payee']),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  paidAt: optional(isoDateTime),
  cancelledAt: optional(isoDateTime),
  cancelReason: optional(v.picklist(['payer', 'timeout'])),
  payment: optional(PaymentSchema),
});

/** The order a coupon call answers with; its type is the order contract's. */
export const CouponOrderSchema = OrderSchema satisfies v.GenericSchema<unknown, Order>;
