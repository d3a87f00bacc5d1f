import { OfferPage } from '../components/offer-page';

/** /coupon/couponMarket: coupons for sale, bought as an order paid on the payment page. */
export default function CouponMarketPage() {
  return <OfferPage kind="sold" />;
}
