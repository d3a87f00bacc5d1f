import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/payment: paying one order. */
export default function PaymentPage() {
  return (
    <PageContainer
      titleId="menu.business.payment"
      descriptionId="pages.business.payment.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
