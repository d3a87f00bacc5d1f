import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /user/invoice: invoice titles and applications. */
export default function InvoicePage() {
  return (
    <PageContainer titleId="menu.user.invoice" descriptionId="pages.user.invoice.description">
      <ComingSoon />
    </PageContainer>
  );
}
