import { Button, Empty, Skeleton } from 'antd';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ResultsPagination } from '@/components/results-pagination';
import { RetryAlert } from '@/components/retry-alert';
import type { Page } from '@/contract/http';
import type { NewsSummary } from '@/contract/news/types';

import { NewsCard } from './news-card';
import styles from './news-list.module.css';

interface NewsResultsProps {
  data: Page<NewsSummary> | undefined;
  loading: boolean;
  error: Error | undefined;
  keyword: string;
  onRetry: () => void;
  onPageChange: (current: number) => void;
  onClearSearch: () => void;
}

/**
 * A page of articles with its count and paging: a skeleton before the first answer, an error with
 * Retry (earlier results stay below it), and an empty state that names the search.
 */
export function NewsResults(props: NewsResultsProps) {
  const { data, loading, error, keyword, onRetry, onPageChange, onClearSearch } = props;
  const intl = useIntl();
  const top = useRef<HTMLDivElement>(null);

  const failure = error && !loading && (
    <RetryAlert
      title={intl.formatMessage({ id: 'news.list.loadFailed' })}
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
      <p className={styles.count} role="status">
        <FormattedMessage id="news.list.total" values={{ total: data.total }} />
      </p>
      {data.records.length === 0 ? (
        <Empty
          description={
            keyword ? (
              <FormattedMessage id="news.list.emptyFor" values={{ keyword }} />
            ) : (
              <FormattedMessage id="news.list.empty" />
            )
          }
        >
          {keyword && (
            <Button onClick={onClearSearch}>
              <FormattedMessage id="news.list.clearSearch" />
            </Button>
          )}
        </Empty>
      ) : (
        <ul
          className={loading ? `${styles.list} ${styles.stale}` : styles.list}
          aria-label={intl.formatMessage({ id: 'news.list.label' })}
        >
          {data.records.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
      <ResultsPagination
        page={data}
        label={intl.formatMessage({ id: 'news.list.pages' })}
        className={styles.pagination}
        onChange={(current) => {
          onPageChange(current);
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </div>
  );
}
