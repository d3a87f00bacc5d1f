import { Button, Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { ResultsPagination } from '@/components/results-pagination';
import { RetryAlert } from '@/components/retry-alert';
import type { Page } from '@/types/api';

import { useSlow } from '../hooks/use-slow';
import { groupHsCode } from '../utils/hs-input';
import styles from './customs.module.css';

import type { HsCode } from '../types';

interface HsResultsProps {
  /** What was searched for, in words ('codes starting with 8517'). */
  what: string;
  data: Page<HsCode> | undefined;
  loading: boolean;
  error: Error | undefined;
  /** The opened code. */
  code: string;
  onOpen: (code: string) => void;
  onRetry: () => void;
  onPageChange: (current: number) => void;
  onClear: () => void;
}

/**
 * A compact list of codes with the count and paging: a skeleton before the first answer, a slow
 * notice after ~3 s, an error with Retry (earlier results stay), and an empty state with hints.
 */
export function HsResults(props: HsResultsProps) {
  const { what, data, loading, error, code, onOpen, onRetry, onPageChange, onClear } = props;
  const intl = useIntl();
  const slow = useSlow(loading);
  const zh = intl.locale.toLowerCase().startsWith('zh');

  const slowNote = slow && (
    <p role="status" className={styles.slow}>
      <FormattedMessage id="customs.results.slow" />
    </p>
  );
  const failure = error && !loading && (
    <RetryAlert
      title={intl.formatMessage({ id: 'customs.results.loadFailed' })}
      error={error}
      onRetry={onRetry}
    />
  );

  if (!data) {
    return (
      <div className={styles.results}>
        {slowNote}
        {failure || (loading && <Skeleton active paragraph={{ rows: 6 }} />)}
      </div>
    );
  }

  return (
    <div className={styles.results} aria-busy={loading}>
      {slowNote}
      {failure}
      <p className={styles.count} role="status">
        <FormattedMessage id="customs.results.total" values={{ what, total: data.total }} />
      </p>
      {data.records.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id="customs.results.empty" values={{ what }} />
          </p>
          <p>
            <FormattedMessage id="customs.results.emptyHint" />
          </p>
          <Button onClick={onClear}>
            <FormattedMessage id="customs.results.clear" />
          </Button>
        </div>
      ) : (
        <ul
          className={loading ? `${styles.list} ${styles.stale}` : styles.list}
          aria-label={intl.formatMessage({ id: 'customs.results.label' })}
        >
          {data.records.map((row) => {
            const name = zh ? row.name : row.nameEn;
            return (
              <li key={row.code}>
                <button
                  type="button"
                  className={styles.row}
                  aria-current={row.code === code ? 'true' : undefined}
                  onClick={() => onOpen(row.code)}
                >
                  <span className={styles.rowCode}>{groupHsCode(row.code)}</span>
                  <span className={styles.rowName}>{name}</span>
                  <span className={styles.rowOther} lang={zh ? 'en' : 'zh-CN'}>
                    {zh ? row.nameEn : row.name}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ResultsPagination
        page={data}
        label={intl.formatMessage({ id: 'customs.results.pages' })}
        className={styles.pagination}
        onChange={onPageChange}
      />
    </div>
  );
}
