import { OfferPage } from '../components/offer-page';

/** /coupon/couponCollectionCenter: free coupons with stock left, to claim. */
export default function CouponCollectionCenterPage() {
  return <OfferPage kind="free" />;
}
