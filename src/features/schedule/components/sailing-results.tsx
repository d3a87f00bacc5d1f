import { Alert, Empty } from 'antd';
import { useEffect, type ReactNode } from 'react';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { ResultsPagination } from '@/components/results-pagination';
import { RetryAlert } from '@/components/retry-alert';
import type { Page } from '@/contract/http';
import type { Sailing } from '@/contract/schedule/types';
import { lazyPart } from '@/lib/lazy-part';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import { SailingCard } from './sailing-card';
import styles from './schedule.module.css';
import { SlowNotice } from './slow-notice';

const loadingSkeleton = <LoadingSkeleton rows={6} />;

// Phones see cards: the table's code loads only where it shows.
const SailingTable = lazyPart(
  () => import('./sailing-table').then((module) => module.SailingTable),
  loadingSkeleton,
);

interface SailingResultsProps {
  data: Page<Sailing> | undefined;
  loading: boolean;
  error: Error | undefined;
  /** The failure names a search field: it is shown there, not here. */
  fieldError: boolean;
  wide: boolean;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  onSelect: (sailing: Sailing) => void;
  toolbar: ReactNode;
  /** Suggestions when nothing matches. */
  empty: ReactNode;
}

/** The sailings: loading (and slow), error with retry, empty with suggestions, table or cards and pager. */
export function SailingResults(props: SailingResultsProps) {
  const { data, loading, error, fieldError, wide, onRetry, onPageChange, onSelect } = props;
  const format = useScheduleFormat();
  // Wide screens fetch the table's code with the sailings, not after them.
  useEffect(() => {
    if (wide) SailingTable.preload();
  }, [wide]);
  let body: ReactNode;
  if (error && !loading) {
    body = fieldError ? (
      <Alert type="warning" showIcon title={format.text('schedule.error.field')} />
    ) : (
      <RetryAlert title={format.text('schedule.error.title')} error={error} onRetry={onRetry} />
    );
  } else if (loading && !data) {
    body = loadingSkeleton;
  } else if (!data || data.records.length === 0) {
    body = <Empty description={format.text('schedule.empty.title')}>{props.empty}</Empty>;
  } else {
    body = (
      <>
        {wide ? (
          <SailingTable sailings={data.records} onSelect={onSelect} />
        ) : (
          <ul className={styles.list}>
            {data.records.map((sailing) => (
              <li key={sailing.id}>
                <SailingCard sailing={sailing} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.pager}>
          <ResultsPagination
            page={data}
            label={format.text('schedule.pages')}
            onChange={onPageChange}
          />
        </div>
      </>
    );
  }
  return (
    <section
      className={styles.results}
      aria-busy={loading}
      aria-label={format.text('schedule.list.title')}
    >
      <div className={styles.toolbar}>
        <span className={styles.muted} aria-live="polite">
          {data && !error ? format.text('schedule.list.total', { total: data.total }) : ''}
        </span>
        {props.toolbar}
      </div>
      <SlowNotice loading={loading} />
      {body}
    </section>
  );
}
