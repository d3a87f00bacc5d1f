import { Empty } from 'antd';

import { LoadFailedPanel } from '@/components/load-failed-panel';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import type { ResultsPage } from '@/components/paged-results';
import { ResultsPagination } from '@/components/results-pagination';
import { RetryAlert } from '@/components/retry-alert';
import type { ContainerType } from '@/contract/common/trade';
import type { ListingSummary } from '@/contract/market/types';

import { useListingFormat } from '../hooks/use-listing-format';
import { useListingTrends } from '../hooks/use-listing-trends';
import { ListingCard } from './listing-card';
import { ListingTrend } from './listing-trend';
import styles from './market.module.css';

import type { ReactNode } from 'react';

interface ListingResultsProps extends ResultsPage<ListingSummary> {
  /** Shown when nothing matches. */
  empty: ReactNode;
  /** Above the list, next to the total (the sort). */
  toolbar?: ReactNode;
  /** The container type filtered on: the lanes' trends follow it. */
  containerType?: ContainerType;
}

/** The market's results: loading, error with retry, empty, or the cards and the pager. */
export function ListingResults(props: ListingResultsProps) {
  const { data, loading, error, onRetry, onPageChange, empty, toolbar, containerType } = props;
  const { text } = useListingFormat();
  const trends = useListingTrends(data?.records, containerType);
  if (error && !loading) {
    return <LoadFailedPanel titleId="market.loadFailed" error={error} onRetry={onRetry} />;
  }
  return (
    <section aria-busy={loading} aria-label={text('market.list.title')}>
      <div className={styles.toolbar}>
        <span className={styles.muted} aria-live="polite">
          {data ? text('market.list.total', { total: data.total }) : ''}
        </span>
        {toolbar}
      </div>
      {loading && !data ? (
        <LoadingSkeleton />
      ) : data && data.records.length > 0 ? (
        <>
          {trends.error !== undefined && !trends.loading && (
            <RetryAlert
              size="small"
              title={text('market.trend.failed')}
              error={trends.error}
              onRetry={trends.retry}
            />
          )}
          <ul className={styles.list}>
            {data.records.map((listing) => (
              <li key={listing.id}>
                <ListingCard
                  listing={listing}
                  trend={
                    <ListingTrend
                      listing={listing}
                      unit={trends.unitOf(listing)}
                      trend={trends.trendOf(listing)}
                    />
                  }
                />
              </li>
            ))}
          </ul>
          <div className={styles.pager}>
            <ResultsPagination page={data} label={text('market.pages')} onChange={onPageChange} />
          </div>
        </>
      ) : (
        <Empty description={text('market.list.empty')}>{empty}</Empty>
      )}
    </section>
  );
}
