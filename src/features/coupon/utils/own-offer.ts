import type { CouponOffer } from '@/contract/coupon/types';

/**
 * Whether the reader's company issues the coupon on offer: the server refuses a company its own
 * coupons (4003), so the page offers no claim or purchase of them and says why.
 */
export function isOwnOffer(offer: CouponOffer, enterpriseId: string | undefined): boolean {
  return enterpriseId !== undefined && offer.issuer.enterpriseId === enterpriseId;
}
