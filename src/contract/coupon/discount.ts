/**
 * What a coupon takes off an order, in integer cents: a cash coupon its face value, a discount
 * coupon its percentage of the amount rounded half up to the cent and never more than its cap;
 * neither ever more than the amount itself.
 */
import { fromCents, toCents } from '@/contract/common/money';
import type { Decimal } from '@/contract/common/trade';

import type { CouponTerms } from './types';

/** `cents` × percent / 100, rounded half up (cents ≥ 0). */
function percentOf(cents: number, percent: number): number {
  const scaled = cents * percent;
  const whole = Math.floor(scaled / 100);
  return scaled % 100 >= 50 ? whole + 1 : whole;
}

/** The discount in cents of `terms` on an order of `amountCents` (threshold not checked here). */
export function discountCents(terms: CouponTerms, amountCents: number): number {
  if (amountCents <= 0) return 0;
  if (terms.kind === 'cash') return Math.min(toCents(terms.faceValue ?? '0') ?? 0, amountCents);
  const off = percentOf(amountCents, terms.percent ?? 0);
  const cap = toCents(terms.cap ?? '0') ?? 0;
  return Math.min(off, cap, amountCents);
}

/** The discount of `terms` on `amount`, as a decimal string. */
export function couponDiscount(terms: CouponTerms, amount: Decimal): Decimal {
  return fromCents(discountCents(terms, toCents(amount) ?? 0));
}

/** amount − discount, as a decimal string (never below 0). */
export function payableAfter(amount: Decimal, discount: Decimal): Decimal {
  const left = (toCents(amount) ?? 0) - (toCents(discount) ?? 0);
  return fromCents(Math.max(left, 0));
}
