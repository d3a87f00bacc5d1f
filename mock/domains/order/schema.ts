import type { TotalLine } from '@/contract/bid/total';
import type { Currency, Decimal } from '@/contract/common/trade';
import type { OrderStatus, PayMethod, PaymentStatus } from '@/contract/order/types';

import type { TableShapes } from '../../core/schema';

/** What a coupon-pack order buys: `quantity` coupons of a sold template at `unitPrice` each. */
export interface OrderPack {
  templateId: string;
  quantity: number;
  unitPrice: Decimal;
  /** The buyer's click: the same id again gives this order back. */
  requestId: string;
}

/** An order pays for an awarded bid (tenderId and bidId) or for a coupon pack (pack). */
export interface OrderRow {
  orderNo: string;
  tenderId?: string;
  bidId?: string;
  pack?: OrderPack;
  payerId: string;
  payerEnterpriseId: string;
  payeeId: string;
  payeeEnterpriseId: string;
  /** Locked at creation: the awarded total. */
  amount: Decimal;
  currency: Currency;
  /** Yuan for one unit of `currency` on the day it was paid (its invoice converts at it); not for yuan. */
  yuanRate?: Decimal;
  lines: TotalLine[];
  /** The coupon reserved for it (unpaid) or used on it (paid); freight orders only. */
  couponCode?: string;
  /** The payer chose to pay without a coupon. */
  couponDeclined?: boolean;
  /** A coupon reserved for it that ran out of validity before it was paid, released then. */
  lapsedCoupon?: { code: string; at: number };
  status: OrderStatus;
  createdAt: number;
  expiresAt: number;
  paidAt?: number;
  cancelledAt?: number;
  cancelReason?: 'payer' | 'timeout';
}

export interface PaymentRow {
  paymentNo: string;
  orderNo: string;
  /** NO_GATEWAY: nothing was left to pay after the coupon; succeeded at once. */
  method: PayMethod;
  /** The order's payable when the payment started. */
  amount: Decimal;
  currency: Currency;
  status: PaymentStatus;
  /** Every `requestId` that asked for this payment (the same id always gets it back). */
  requestIds: string[];
  createdAt: number;
  paidAt?: number;
  closedAt?: number;
}

declare module '../../core/schema' {
  interface Tables {
    /** By orderNo. */
    orders: Record<string, OrderRow>;
    /** By paymentNo. */
    payments: Record<string, PaymentRow>;
  }
}

/** The order tables, empty (registered with the domain). */
export const orderTables: TableShapes = { orders: {}, payments: {} };
