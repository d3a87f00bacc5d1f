import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /coupon/couponCollectionCenter: free coupons to collect. */
export default function CouponCollectionCenterPage() {
  return (
    <PageContainer
      titleId="menu.coupon.couponCollectionCenter"
      descriptionId="pages.coupon.couponCollectionCenter.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
