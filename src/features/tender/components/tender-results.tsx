import { Skeleton } from 'antd';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ResultsPagination } from '@/components/results-pagination';
import { RetryAlert } from '@/components/retry-alert';
import type { Page } from '@/contract/http';
import type { TenderSummary } from '@/contract/tender/types';

import { TenderCard } from './tender-card';
import styles from './tender-results.module.css';

import type { ReactNode } from 'react';

interface TenderResultsProps {
  data: Page<TenderSummary> | undefined;
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
  onPageChange: (current: number) => void;
  /** Shown when the search has no result. */
  empty: ReactNode;
  /** Beside the result count (e.g. sort controls). */
  toolbar?: ReactNode;
}

/**
 * A page of tenders as cards, with its count and paging; a skeleton before the first answer, an
 * error with Retry (the previous results stay visible below it), and `empty` for no result.
 */
export function TenderResults(props: TenderResultsProps) {
  const { data, loading, error, onRetry, onPageChange, empty, toolbar } = props;
  const intl = useIntl();
  const top = useRef<HTMLDivElement>(null);

  const failure = error && !loading && (
    <RetryAlert
      title={intl.formatMessage({ id: 'tender.list.loadFailed' })}
      error={error}
      onRetry={onRetry}
    />
  );

  if (!data) {
    return failure || <Skeleton active paragraph={{ rows: 8 }} />;
  }

  return (
    <div className={styles.results} ref={top} aria-busy={loading}>
      {failure}
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          <FormattedMessage id="tender.list.total" values={{ total: data.total }} />
        </p>
        {toolbar}
      </div>
      {data.records.length === 0 ? (
        empty
      ) : (
        <ul
          className={loading ? `${styles.list} ${styles.stale}` : styles.list}
          aria-label={intl.formatMessage({ id: 'tender.list.label' })}
        >
          {data.records.map((tender) => (
            <li key={tender.id}>
              <TenderCard tender={tender} />
            </li>
          ))}
        </ul>
      )}
      <ResultsPagination
        page={data}
        label={intl.formatMessage({ id: 'tender.list.pages' })}
        className={styles.pagination}
        onChange={(current) => {
          onPageChange(current);
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </div>
  );
}
