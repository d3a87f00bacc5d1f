import type { CouponOffer } from '@/contract/coupon/types';

/**
 * The most coupons of `offer` the reader may buy now: what the per-user limit leaves (coupons held or
 * on order count against it) and what is left in stock.
 */
export function maxToBuy(offer: Pick<CouponOffer, 'perUserLimit' | 'taken' | 'remaining'>): number {
  return Math.max(0, Math.min(offer.perUserLimit - offer.taken, offer.remaining));
}

export type QuantityProblem = 'required' | 'range';

/** Why `quantity` cannot be bought (whole numbers 1..max), or undefined when it can. */
export function quantityProblem(
  quantity: number | null | undefined,
  max: number,
): QuantityProblem | undefined {
  if (quantity === null || quantity === undefined) return 'required';
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) return 'range';
  return undefined;
}
