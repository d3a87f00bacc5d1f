import { PageContainer } from '@/components/page-container';
import { PrintHeader } from '@/components/print/print-header';
import { Tabs } from '@/components/tabs';
import { PayeeDesk } from '@/features/invoice/components/payee-desk';
import { PayerDesk } from '@/features/invoice/components/payer-desk';
import { formatInvoiceView, parseInvoiceView } from '@/features/invoice/utils/invoice-view';
import { useUrlSearch } from '@/hooks/use-url-search';
import { useText } from '@/lib/i18n/use-text';
import { useSession } from '@/lib/session';

/**
 * /user/invoice: the member's invoicing (apply for paid orders, its applications, its titles); for
 * forwarders and consolidators, who are paid too, a second view (`?view=issue`) to answer the
 * applications addressed to them.
 */
export default function InvoicePage() {
  const text = useText();
  const { member } = useSession();
  const { search, setSearch } = useUrlSearch(parseInvoiceView, formatInvoiceView);
  const payee = member !== undefined && member.userType !== 1;
  // Only a payee has the desk: a shipper's `?view=issue` shows the member's own view.
  const view = payee ? search.view : 'mine';

  return (
    <>
      <PrintHeader />
      <PageContainer titleId="menu.user.invoice" descriptionId="pages.user.invoice.description">
        {payee ? (
          <Tabs
            activeKey={view}
            onChange={(key) => setSearch({ view: key === 'issue' ? 'issue' : 'mine' })}
            destroyOnHidden
            items={[
              { key: 'mine', label: text('invoice.view.mine'), children: <PayerDesk /> },
              { key: 'issue', label: text('invoice.view.issue'), children: <PayeeDesk /> },
            ]}
          />
        ) : (
          <PayerDesk />
        )}
      </PageContainer>
    </>
  );
}
