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

/** The order's source: an award (a coupon-pack purchase comes with the coupon issue). */
export interface OrderSource {
  kind: 'tender';
  tenderId: string;
  tenderNo: string;
  title: string;
  bidId: string;
  bidNo: string;
}

/** pending: waiting for the (simulated) gateway; succeeded: the order is paid; closed: replaced or the order ended. */
export type PaymentStatus = 'pending' | 'succeeded' | 'closed';

/** One attempt to pay through the gateway. */
export interface Payment {
  paymentNo: string;
  method: PaymentMethod;
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
  /** The awarded bid's worked-out lines. */
  lines: TotalLine[];
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
  method: PaymentMethod;
  requestId: string;
}
