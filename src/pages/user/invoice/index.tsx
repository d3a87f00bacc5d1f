import { PageContainer } from '@/components/page-container';
import { InvoiceDesk } from '@/features/invoice/components/invoice-desk';

/** /user/invoice: apply for invoices for paid orders, and the invoice titles. */
export default function InvoicePage() {
  return (
    <PageContainer titleId="menu.user.invoice" descriptionId="pages.user.invoice.description">
      <InvoiceDesk />
    </PageContainer>
  );
}
