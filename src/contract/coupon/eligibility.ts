/**
 * Whether a coupon may be used on an order: paid to its issuer, in its currency, the amount at least
 * its threshold, unused (or already reserved for this very order) and valid at that moment.
 */
import { compareMoney, toCents } from '@/contract/common/money';
import type { Currency, Decimal } from '@/contract/common/trade';

import { discountCents } from './discount';

import type { CouponStatus, CouponTerms } from './types';

export type UnusableReason = 'issuer' | 'currency' | 'threshold' | 'status' | 'notYet' | 'expired';

/** What eligibility reads of a coupon. */
export interface CouponForOrder extends CouponTerms {
  code: string;
  issuerEnterpriseId: string;
  status: CouponStatus;
  validFrom: string;
  validTo: string;
  orderNo?: string;
}

/** What eligibility reads of an order. */
export interface OrderForCoupon {
  orderNo: string;
  payeeEnterpriseId: string;
  currency: Currency;
  amount: Decimal;
}

/** Why `coupon` cannot be used on `order` at `nowMs`, or undefined when it can. */
export function unusableReason(
  coupon: CouponForOrder,
  order: OrderForCoupon,
  nowMs: number,
): UnusableReason | undefined {
  if (coupon.issuerEnterpriseId !== order.payeeEnterpriseId) return 'issuer';
  if (coupon.currency !== order.currency) return 'currency';
  const heldHere = coupon.status === 'reserved' && coupon.orderNo === order.orderNo;
  if (coupon.status !== 'unused' && !heldHere) return 'status';
  if (nowMs < Date.parse(coupon.validFrom)) return 'notYet';
  if (nowMs > Date.parse(coupon.validTo)) return 'expired';
  if (compareMoney(order.amount, coupon.threshold) < 0) return 'threshold';
  return undefined;
}

/**
 * The coupon that saves the most on `amount`; on a tie the one that expires first (use it before it
 * is lost), then the lowest code, so the choice is the same every time.
 */
export function bestCoupon<T extends CouponForOrder>(
  coupons: readonly T[],
  amount: Decimal,
): T | undefined {
  const cents = toCents(amount) ?? 0;
  return [...coupons].sort(
    (a, b) =>
      discountCents(b, cents) - discountCents(a, cents) ||
      Date.parse(a.validTo) - Date.parse(b.validTo) ||
      a.code.localeCompare(b.code),
  )[0];
}
