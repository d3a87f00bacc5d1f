import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /coupon/couponVerification: redeeming a coupon code. */
export default function CouponVerificationPage() {
  return (
    <PageContainer
      titleId="menu.coupon.couponVerification"
      descriptionId="pages.coupon.couponVerification.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
