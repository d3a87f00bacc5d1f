import { SectionCard } from '@/components/section-card';
import { useText } from '@/lib/i18n/use-text';

import { ApplicationList } from './application-list';
import styles from './invoice.module.css';

/**
 * The payee's side, for forwarders and consolidators: the applications addressed to their
 * enterprise, pending ones first, to issue or reject; issued ones to download or send again.
 */
export function PayeeDesk() {
  const text = useText();
  return (
    <div className={styles.desk}>
      <SectionCard title={text('invoice.records.payee')}>
        <ApplicationList side="payee" />
      </SectionCard>
    </div>
  );
}
