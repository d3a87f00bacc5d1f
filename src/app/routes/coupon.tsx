import { CARRIER, MEMBER, pageRoute, type AppRoute } from '../route-builders';

/** The coupon domain's pages: the issuer's templates and redemption, the centre, the market, a member's coupons. */
export const couponPages: AppRoute[] = [
  pageRoute(
    'coupon.couponManagement',
    () => import('@/pages/coupon/coupon-management'),
    ['coupon', 'coupon-issuer'],
    CARRIER,
  ),
  pageRoute(
    'coupon.couponCollectionCenter',
    () => import('@/pages/coupon/coupon-collection-center'),
    ['coupon'],
    MEMBER,
  ),
  pageRoute('coupon.myCoupon', () => import('@/pages/coupon/my-coupon'), ['coupon'], MEMBER),
  pageRoute(
    'coupon.couponMarket',
    () => import('@/pages/coupon/coupon-market'),
    ['coupon'],
    MEMBER,
  ),
  pageRoute(
    'coupon.couponVerification',
    () => import('@/pages/coupon/coupon-verification'),
    ['coupon', 'coupon-issuer', 'export'],
    CARRIER,
  ),
];
