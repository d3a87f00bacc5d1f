import { Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { ResultsPagination } from '@/components/results-pagination';
import { RetryAlert } from '@/components/retry-alert';
import type { HsCode } from '@/contract/hs-code/types';
import type { Page } from '@/contract/http';

import { useSlow } from '../hooks/use-slow';
import { groupHsCode } from '../utils/hs-input';
import styles from './hs-code.module.css';

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
      <FormattedMessage id="hsCode.results.slow" />
    </p>
  );
  const failure = error && !loading && (
    <RetryAlert
      title={intl.formatMessage({ id: 'hsCode.results.loadFailed' })}
      error={error}
      onRetry={onRetry}
    />
  );

  if (!data) {
    return (
      <div className={styles.results}>
        {slowNote}
        {failure || (loading && <LoadingSkeleton rows={6} />)}
      </div>
    );
  }

  return (
    <div className={styles.results} aria-busy={loading}>
      {slowNote}
      {failure}
      <p className={styles.count} role="status">
        <FormattedMessage id="hsCode.results.total" values={{ what, total: data.total }} />
      </p>
      {data.records.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id="hsCode.results.empty" values={{ what }} />
          </p>
          <p>
            <FormattedMessage id="hsCode.results.emptyHint" />
          </p>
          <Button onClick={onClear}>
            <FormattedMessage id="hsCode.results.clear" />
          </Button>
        </div>
      ) : (
        <ul
          className={loading ? `${styles.list} ${styles.stale}` : styles.list}
          aria-label={intl.formatMessage({ id: 'hsCode.results.label' })}
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
                  <span className={styles.rowName} dir="auto">
                    {name}
                  </span>
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
        label={intl.formatMessage({ id: 'hsCode.results.pages' })}
        className={styles.pagination}
        onChange={onPageChange}
      />
    </div>
  );
}
