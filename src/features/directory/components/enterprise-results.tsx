import { Skeleton } from 'antd';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ResultsPagination } from '@/components/results-pagination';
import { RetryAlert } from '@/components/retry-alert';
import type { EnterpriseSummary } from '@/contract/directory/types';
import type { Page } from '@/contract/http';

import styles from './directory.module.css';
import { EnterpriseCard } from './enterprise-card';

import type { ReactNode } from 'react';

interface EnterpriseResultsProps {
  data: Page<EnterpriseSummary> | undefined;
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
  onPageChange: (current: number) => void;
  /** Shown when the search has no result. */
  empty: ReactNode;
}

/**
 * A page of enterprises as cards, with the count and paging; a skeleton before the first answer,
 * an error with Retry (earlier results stay below it), and `empty` for no result.
 */
export function EnterpriseResults(props: EnterpriseResultsProps) {
  const { data, loading, error, onRetry, onPageChange, empty } = props;
  const intl = useIntl();
  const top = useRef<HTMLDivElement>(null);

  const failure = error && !loading && (
    <RetryAlert
      title={intl.formatMessage({ id: 'directory.list.loadFailed' })}
      error={error}
      onRetry={onRetry}
    />
  );

  if (!data) return failure || <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <div className={styles.results} ref={top} aria-busy={loading}>
      {failure}
      <p className={styles.count} role="status">
        <FormattedMessage id="directory.list.total" values={{ total: data.total }} />
      </p>
      {data.records.length === 0 ? (
        empty
      ) : (
        <ul
          className={loading ? `${styles.list} ${styles.stale}` : styles.list}
          aria-label={intl.formatMessage({ id: 'directory.list.label' })}
        >
          {data.records.map((enterprise) => (
            <li key={enterprise.id}>
              <EnterpriseCard enterprise={enterprise} />
            </li>
          ))}
        </ul>
      )}
      <ResultsPagination
        page={data}
        label={intl.formatMessage({ id: 'directory.list.pages' })}
        className={styles.pagination}
        onChange={(current) => {
          onPageChange(current);
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </div>
  );
}
