import type { TotalLine } from '@/contract/bid/total';
import type { Currency, Decimal, PartyRef } from '@/contract/common/trade';
import type { PageQuery } from '@/contract/http';

/** unpaid → paid | cancelled (by the payer, or 30 minutes after creation). */
export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An unpaid order is cancelled this long after it was created. */
export const ORDER_PAY_WINDOW_MINUTES = 30;

export const PAYMENT_METHODS = ['wechat', 'alipay', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What an order pays for: an awarded bid, or a pack of coupons bought on the coupon market. */
export type OrderSource =
  | {
      kind: 'tender';
      tenderId: string;
      tenderNo: string;
      title: string;
      bidId: string;
      bidNo: string;
    }
  | {
      kind: 'coupon';
      templateId: string;
      name: string;
      quantity: number;
      /** Per coupon, in the order's currency. */
      unitPrice: Decimal;
    };

/** The coupon reserved for (or used on) an order. */
export interface AppliedCoupon {
  code: string;
  name: string;
  discount: Decimal;
}

/** A coupon that ran out of validity while reserved for an unpaid order. */
export interface LapsedCoupon {
  code: string;
  name: string;
  /** ISO 8601 with offset: the end of its validity. */
  expiredAt: string;
}

/** 'none': nothing is left to pay once the coupon is taken off; the order completes without the gateway. */
export const NO_GATEWAY = 'none';

/** How an order is paid: through the gateway, or without it when the coupon covers it all. */
export type PayMethod = PaymentMethod | typeof NO_GATEWAY;

/** pending: waiting for the (simulated) gateway; succeeded: the order is paid; closed: replaced or the order ended. */
export type PaymentStatus = 'pending' | 'succeeded' | 'closed';

/** One attempt to pay through the gateway. */
export interface Payment {
  paymentNo: string;
  method: PayMethod;
  amount: Decimal;
  currency: Currency;
  status: PaymentStatus;
  /** WeChat Pay / Alipay: the content of the QR code to scan. */
  qrContent?: string;
  /** Bank transfer: where to send the money, and the reference to quote. */
  bankAccount?: { bank: string; accountName: string; accountNo: string; reference: string };
  /** ISO 8601 with offset. */
  createdAt: string;
  paidAt?: string;
}

export interface Order {
  orderNo: string;
  source: OrderSource;
  payer: PartyRef;
  payee: PartyRef;
  /** Locked at creation: the awarded bid's total, in its currency. */
  amount: Decimal;
  currency: Currency;
  /** The awarded bid's worked-out lines (empty for a coupon pack). */
  lines: TotalLine[];
  /** The coupon chosen for it (reserved while unpaid, used once paid). */
  coupon?: AppliedCoupon;
  /** What the coupon takes off ('0' without one). */
  discount: Decimal;
  /** amount − discount: what the payment charges. */
  payable: Decimal;
  /** The payer chose to pay without a coupon (no best coupon is proposed again). */
  couponDeclined?: boolean;
  /** Unpaid only: a coupon reserved for it that expired first, and was taken off it then. */
  lapsedCoupon?: LapsedCoupon;
  status: OrderStatus;
  /** The reader's side of it. */
  role: 'payer' | 'payee';
  /** ISO 8601 with offset. */
  createdAt: string;
  /** When an unpaid order is cancelled automatically. */
  expiresAt: string;
  paidAt?: string;
  cancelledAt?: string;
  cancelReason?: 'payer' | 'timeout';
  /** The latest payment attempt (payer only). */
  payment?: Payment;
}

export interface MyOrderQuery extends PageQuery {
  role?: 'payer' | 'payee';
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
