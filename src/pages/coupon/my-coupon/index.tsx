import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /coupon/myCoupon: the member's coupons. */
export default function MyCouponPage() {
  return (
    <PageContainer titleId="menu.coupon.myCoupon" descriptionId="pages.coupon.myCoupon.description">
      <ComingSoon />
    </PageContainer>
  );
}
