import { useSearchParams } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { Tabs } from '@/components/tabs';
import { INVOICE_DESK_QUERY } from '@/config/paths';
import { PayeeDesk } from '@/features/invoice/components/payee-desk';
import { PayerDesk } from '@/features/invoice/components/payer-desk';
import { useText } from '@/lib/i18n/use-text';
import { useSession } from '@/lib/session';

type View = 'mine' | 'issue';

/**
 * /user/invoice: the member's invoicing (apply for paid orders, its applications, its titles); for
 * forwarders and consolidators, who are paid too, a second view (`?view=issue`) to answer the
 * applications addressed to them.
 */
export default function InvoicePage() {
  const text = useText();
  const { member } = useSession();
  const [search, setSearch] = useSearchParams();
  const payee = member !== undefined && member.userType !== 1;
  const view: View = payee && search.get('view') === INVOICE_DESK_QUERY.view ? 'issue' : 'mine';

  const show = (next: View) => {
    const query = new URLSearchParams(search);
    if (next === 'issue') query.set('view', INVOICE_DESK_QUERY.view);
    else query.delete('view');
    setSearch(query, { replace: true });
  };

  return (
    <PageContainer titleId="menu.user.invoice" descriptionId="pages.user.invoice.description">
      {payee ? (
        <Tabs
          activeKey={view}
          onChange={(key) => show(key === 'issue' ? 'issue' : 'mine')}
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
  );
}
