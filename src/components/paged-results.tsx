import { useDeferredValue, useRef, type CSSProperties, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import type { Page } from '@/contract/http';
import { useText } from '@/lib/i18n/use-text';
import type { MessagePrefix } from '@/locales/message-id';

import styles from './paged-results.module.css';
import { ResultsPagination } from './results-pagination';
import { RetryAlert } from './retry-alert';
import { SectionBoundary } from './section-boundary';

import type { LoadRequest } from './loading-or-failed';

/**
 * A list's messages by their common start: `${prefix}.loadFailed` (what failed), `.total` (the
 * count line, `{total}`), `.pages` (the page navigation's name) and `.label` (the list's name),
 * unless the list names itself (`label`).
 */
type CountedMessages = MessagePrefix<'loadFailed'> &
  MessagePrefix<'total'> &
  MessagePrefix<'pages'>;
export type ResultsMessages = CountedMessages & MessagePrefix<'label'>;

/** What a list of results takes from the page that searches: a page of results and its request. */
export interface ResultsPage<T> {
  data: Page<T> | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onPageChange: (current: number) => void;
}

/**
 * The results of a page request (ahooks' useRequest) as a list takes them: Retry runs the request
 * again, and a page change goes to `onPageChange` (which keeps the rest of the search).
 */
export function resultsPage<T>(
  request: LoadRequest<Page<T>>,
  onPageChange: (current: number) => void,
): ResultsPage<T> {
  const { data, loading, error, refresh } = request;
  return { data, loading, error, onRetry: refresh, onPageChange };
}

type PagedResultsProps<T> = ResultsPage<T> &
  (
    | { messages: ResultsMessages; label?: undefined }
    /** A list whose name says more than its messages (the coupons of one state). */
    | { messages: CountedMessages; label: string }
  ) & {
    /** Shown when the search has no result. */
    empty: ReactNode;
    /** Beside the result count (e.g. sort controls). */
    toolbar?: ReactNode;
    /** Cards in a grid at least this wide (px), or one item a line. */
    layout?: { cardWidth: number } | 'column';
    itemKey: (item: T) => string;
    renderItem: (item: T) => ReactNode;
  };

/**
 * A page of search results with its count and paging: a skeleton before the first answer, a failure
 * with Retry above the previous results (kept, dimmed, while the next page loads), `empty` for no
 * result; paging scrolls back to the top of the list.
 *
 * A new answer renders as a transition (the previous one stays, dimmed, meanwhile): React renders
 * the cards in slices between which the page keeps responding, where a page of cards rendered at
 * once held a phone's main thread for a tenth of a second.
 */
export function PagedResults<T>(props: PagedResultsProps<T>) {
  const { error, onRetry, onPageChange, messages, empty, toolbar } = props;
  const data = useDeferredValue(props.data);
  const loading = props.loading || data !== props.data;
  const { layout = { cardWidth: 380 } } = props;
  const text = useText();
  const top = useRef<HTMLDivElement>(null);
  const listLabel = props.label === undefined ? text(`${props.messages}.label`) : props.label;

  const failure = Boolean(error) && !loading && (
    <RetryAlert title={text(`${messages}.loadFailed`)} error={error} onRetry={onRetry} />
  );
  if (!data) return failure || <LoadingSkeleton rows={8} />;

  const listClass = [styles.list, layout === 'column' && styles.column, loading && styles.stale]
    .filter(Boolean)
    .join(' ');
  const listStyle =
    layout === 'column'
      ? undefined
      : ({ '--card-width': `${layout.cardWidth}px` } as CSSProperties);

  return (
    <div className={styles.results} ref={top} aria-busy={loading}>
      {failure}
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          <FormattedMessage id={`${messages}.total`} values={{ total: data.total }} />
        </p>
        {toolbar}
      </div>
      {data.records.length === 0 ? (
        empty
      ) : (
        <SectionBoundary name={`the list "${listLabel}"`}>
          <ul className={listClass} style={listStyle} aria-label={listLabel}>
            {data.records.map((item) => (
              <li key={props.itemKey(item)}>{props.renderItem(item)}</li>
            ))}
          </ul>
        </SectionBoundary>
      )}
      <ResultsPagination
        page={data}
        label={text(`${messages}.pages`)}
        className={styles.pagination}
        onChange={(current) => {
          onPageChange(current);
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </div>
  );
}
