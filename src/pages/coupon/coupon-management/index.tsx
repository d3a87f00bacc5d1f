import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /coupon/couponManagement: the coupon templates a carrier issues. */
export default function CouponManagementPage() {
  return (
    <PageContainer
      titleId="menu.coupon.couponManagement"
      descriptionId="pages.coupon.couponManagement.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
