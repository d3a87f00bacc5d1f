import { SectionCard } from '@/components/section-card';
import { useText } from '@/lib/i18n/use-text';
import { useSession } from '@/lib/session';

import { useInvoiceTitles } from '../hooks/use-invoice-titles';
import { ApplicationList } from './application-list';
import { ApplyPanel } from './apply-panel';
import styles from './invoice.module.css';
import { TitleList } from './title-list';

/**
 * Invoicing: apply for paid orders, the member's applications, those a forwarder or consolidator
 * has to answer, and the titles an application uses.
 */
export function InvoiceDesk() {
  const text = useText();
  const { user } = useSession();
  // One load of the titles for both sections: a title added below is offered above at once.
  const titles = useInvoiceTitles();
  return (
    <div className={styles.desk}>
      <SectionCard title={text('invoice.apply.title')}>
        {/* Titles that failed to load: the list below says so with a retry; apply offers none. */}
        <ApplyPanel
          titles={titles.data?.titles ?? (titles.error ? [] : undefined)}
          email={user?.email}
        />
      </SectionCard>
      <SectionCard title={text('invoice.records.payer')}>
        <ApplicationList side="payer" />
      </SectionCard>
      {/* Forwarders and consolidators are paid, so they issue invoices too. */}
      {user && user.userType !== 1 && (
        <SectionCard title={text('invoice.records.payee')}>
          <ApplicationList side="payee" />
        </SectionCard>
      )}
      <SectionCard title={text('invoice.titles.title')}>
        <TitleList titles={titles} />
      </SectionCard>
    </div>
  );
}
