import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /coupon/couponMarket: coupon packs for sale. */
export default function CouponMarketPage() {
  return (
    <PageContainer
      titleId="menu.coupon.couponMarket"
      descriptionId="pages.coupon.couponMarket.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
