import { useState } from 'react';

import { SectionCard } from '@/components/section-card';
import { useText } from '@/lib/i18n/use-text';
import { useSession } from '@/lib/session';

import { useInvoiceTitles } from '../hooks/use-invoice-titles';
import { ApplicationList } from './application-list';
import { ApplyPanel } from './apply-panel';
import styles from './invoice.module.css';
import { TitleList } from './title-list';

/** The payer's side of invoicing: apply for paid orders, the applications made, the titles used. */
export function PayerDesk() {
  const text = useText();
  const { member } = useSession();
  // One load of the titles for both sections: a title added below is offered above at once.
  const titles = useInvoiceTitles();
  // Bumped by each application made above, so the list below shows it.
  const [applied, setApplied] = useState(0);
  return (
    <div className={styles.desk}>
      <SectionCard title={text('invoice.apply.title')}>
        {/* Titles that failed to load: the list below says so with a retry; apply offers none. */}
        <ApplyPanel
          titles={titles.data?.titles ?? (titles.error ? [] : undefined)}
          email={member?.email}
          onApplied={() => setApplied((count) => count + 1)}
        />
      </SectionCard>
      <SectionCard title={text('invoice.records.payer')}>
        <ApplicationList side="payer" version={applied} />
      </SectionCard>
      <SectionCard title={text('invoice.titles.title')}>
        <TitleList titles={titles} />
      </SectionCard>
    </div>
  );
}
