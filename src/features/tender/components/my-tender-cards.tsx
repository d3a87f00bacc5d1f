import { useId } from 'react';

import { DateTimeText } from '@/components/date-time-text';
import { DictTag } from '@/components/dict-tag';
import { PagedResults } from '@/components/paged-results';
import type { Page } from '@/contract/http';
import type { TenderSummary } from '@/contract/tender/types';
import { useText } from '@/lib/i18n/use-text';

import { CompareBidsButton } from './compare-bids-button';
import styles from './my-tender.module.css';
import { TenderLane } from './tender-lane';

const noop = () => undefined;

interface TenderCardProps {
  tender: TenderSummary;
  selected: boolean;
  onSelect: (tenderId: string) => void;
}

/** One of the issuer's tenders as a card: title and status, number and lane, deadline, bids. */
function TenderCard({ tender, selected, onSelect }: TenderCardProps) {
  const t = useText();
  const titleId = useId();
  return (
    <article
      className={selected ? `${styles.card} ${styles.selectedCard}` : styles.card}
      aria-labelledby={titleId}
    >
      <header className={styles.cardHeader}>
        <div className={styles.tenderCell}>
          <h3 className={styles.cardTitle} id={titleId} dir="auto">
            {tender.title}
          </h3>
          <span className={styles.muted}>
            {tender.tenderNo} · <TenderLane pol={tender.pol} pod={tender.pod} />
          </span>
        </div>
        <DictTag dict="tender_status" value={tender.status} />
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('issuer.mine.col.deadline')}</dt>
          <dd>
            <DateTimeText value={tender.bidDeadline} />
          </dd>
        </div>
        <div>
          <dt>{t('issuer.mine.col.bids')}</dt>
          <dd>{tender.bidCount}</dd>
        </div>
      </dl>
      <CompareBidsButton tender={tender} selected={selected} onSelect={onSelect} block />
    </article>
  );
}

interface MyTenderCardsProps {
  page: Page<TenderSummary> | undefined;
  loading: boolean;
  selectedId: string | undefined;
  onSelect: (tenderId: string) => void;
  onPage: (current: number) => void;
}

/**
 * A page of the issuer's tenders as cards (phones, where the table would show a title cut short
 * and the compare button, the status, deadline and bids out of view), with the count and pages.
 * A failed page is the caller's to show.
 */
export function MyTenderCards({ page, loading, selectedId, onSelect, onPage }: MyTenderCardsProps) {
  const t = useText();
  return (
    <PagedResults<TenderSummary>
      data={page}
      loading={loading}
      error={undefined}
      onRetry={noop}
      onPageChange={onPage}
      messages="issuer.mine"
      label={t('issuer.mine.title')}
      layout="column"
      empty={<p className={styles.plain}>{t('issuer.mine.empty')}</p>}
      itemKey={(tender) => tender.id}
      renderItem={(tender) => (
        <TenderCard tender={tender} selected={tender.id === selectedId} onSelect={onSelect} />
      )}
    />
  );
}
