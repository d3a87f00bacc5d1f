import * as v from 'valibot';

import { TotalLineSchema } from '@/contract/bid/total';
import { money, PartyRefSchema } from '@/contract/common/trade';
import type { PageQuery } from '@/contract/http';
import { count, decimal, entityId, filled, isoDateTime, optional } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/** unpaid → paid | cancelled (by the payer, or 30 minutes after creation). */
export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An unpaid order is cancelled this long after it was created. */
export const ORDER_PAY_WINDOW_MINUTES = 30;

export const PAYMENT_METHODS = ['wechat', 'alipay', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The reader's side of an order. */
export const ORDER_ROLES = ['payer', 'payee'] as const;
export type OrderRole = (typeof ORDER_ROLES)[number];

/** Who cancelled an order: its payer, or the clock (unpaid past its deadline). */
export const CANCEL_REASONS = ['payer', 'timeout'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** What an order pays for: an awarded bid, or a pack of coupons bought on the coupon market. */
export const OrderSourceSchema = v.variant('kind', [
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
    quantity: count,
    /** Per coupon, in the order's currency. */
    unitPrice: decimal,
  }),
]);
export type OrderSource = Infer<typeof OrderSourceSchema>;

/** The coupon reserved for (or used on) an order. */
export const AppliedCouponSchema = v.object({
  code: filled,
  name: filled,
  discount: decimal,
});
export type AppliedCoupon = Infer<typeof AppliedCouponSchema>;

/** A coupon that ran out of validity while reserved for an unpaid order: which one, and when. */
export const LapsedCouponSchema = v.object({
  ...v.pick(AppliedCouponSchema, ['code', 'name']).entries,
  /** The end of its validity. */
  expiredAt: isoDateTime,
});
export type LapsedCoupon = Infer<typeof LapsedCouponSchema>;

/** 'none': nothing is left to pay once the coupon is taken off; the order completes without the gateway. */
export const NO_GATEWAY = 'none';

/** How an order is paid: through the gateway, or without it when the coupon covers it all. */
export const PAY_METHODS = [...PAYMENT_METHODS, NO_GATEWAY] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** pending: waiting for the (simulated) gateway; succeeded: the order is paid; closed: replaced or the order ended. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'closed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One attempt to pay through the gateway. */
export const PaymentSchema = v.object({
  paymentNo: filled,
  method: v.picklist(PAY_METHODS),
  ...money,
  status: v.picklist(PAYMENT_STATUSES),
  /** WeChat Pay / Alipay: the content of the QR code to scan. */
  qrContent: optional(filled),
  /** Bank transfer: where to send the money, and the reference to quote. */
  bankAccount: optional(
    v.object({ bank: filled, accountName: filled, accountNo: filled, reference: filled }),
  ),
  createdAt: isoDateTime,
  paidAt: optional(isoDateTime),
});
export type Payment = Infer<typeof PaymentSchema>;

export const OrderSchema = v.object({
  orderNo: filled,
  source: OrderSourceSchema,
  payer: PartyRefSchema,
  payee: PartyRefSchema,
  /** Locked at creation: the awarded bid's total, in its currency. */
  ...money,
  /** The awarded bid's worked-out lines (empty for a coupon pack). */
  lines: v.array(TotalLineSchema),
  /** The coupon chosen for it (reserved while unpaid, used once paid). */
  coupon: optional(AppliedCouponSchema),
  /** What the coupon takes off ('0' without one). */
  discount: decimal,
  /** amount − discount: what the payment charges. */
  payable: decimal,
  /** The payer chose to pay without a coupon (no best coupon is proposed again). */
  couponDeclined: optional(v.boolean()),
  /** Unpaid only: a coupon reserved for it that expired first, and was taken off it then. */
  lapsedCoupon: optional(LapsedCouponSchema),
  status: v.picklist(ORDER_STATUSES),
  /** The reader's side of it. */
  role: v.picklist(ORDER_ROLES),
  createdAt: isoDateTime,
  /** When an unpaid order is cancelled automatically. */
  expiresAt: isoDateTime,
  paidAt: optional(isoDateTime),
  cancelledAt: optional(isoDateTime),
  cancelReason: optional(v.picklist(CANCEL_REASONS)),
  /** The latest payment attempt (payer only). */
  payment: optional(PaymentSchema),
});
export type Order = Infer<typeof OrderSchema>;

export interface MyOrderQuery extends PageQuery {
  role?: OrderRole;
  status?: OrderStatus;
}

/**
 * POST order/pay. `requestId` is made once per click by the page: the same id twice gives the same
 * payment, so a repeated request never starts a second charge. A pending payment with the same
 * method is also returned as it is.
 */
export interface PayBody {
  orderNo: string;
  /** NO_GATEWAY only when the payable is 0, and then whatever is sent completes the order. */
  method: PayMethod;
  requestId: string;
}
