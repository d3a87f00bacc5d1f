import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { RetryAlert } from '@/components/retry-alert';
import type { HsCode } from '@/contract/hs-code/types';

import { useHsCode } from '../hooks/use-hs-requests';
import { useSlow } from '../hooks/use-slow';
import styles from './hs-code.module.css';
import { HsDetail } from './hs-detail';

interface HsDetailPanelProps {
  /** The opened code (10 digits), '' for none. */
  code: string;
  /** The page of results, where the code usually is. */
  records: HsCode[] | undefined;
  onClose: () => void;
}

/** The opened code's details: from the results, else asked for by its digits (a shared link). */
export function HsDetailPanel({ code, records, onClose }: HsDetailPanelProps) {
  const intl = useIntl();
  const known = records?.find((row) => row.code === code);
  const single = useHsCode(code, Boolean(known));
  const row = known ?? single.data;
  const slow = useSlow(single.loading);
  const panel = useRef<HTMLElement>(null);

  // In one column the details sit below the list: bring an opened code into view.
  useEffect(() => {
    if (code && window.matchMedia?.('(max-width: 767px)').matches) {
      panel.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [code]);

  let body;
  if (!code) {
    body = (
      <p className={styles.muted}>
        <FormattedMessage id="hsCode.detail.none" />
      </p>
    );
  } else if (row) {
    body = <HsDetail row={row} onClose={onClose} />;
  } else if (single.error && !single.loading) {
    body = (
      <RetryAlert
        title={intl.formatMessage({ id: 'hsCode.detail.loadFailed' }, { code })}
        error={single.error}
        onRetry={single.refresh}
      />
    );
  } else if (row === null) {
    body = (
      <p role="status">
        <FormattedMessage id="hsCode.detail.notFound" values={{ code }} />
      </p>
    );
  } else {
    body = (
      <>
        {slow && (
          <p role="status" className={styles.slow}>
            <FormattedMessage id="hsCode.results.slow" />
          </p>
        )}
        <LoadingSkeleton rows={8} />
      </>
    );
  }

  return (
    <section
      ref={panel}
      className={styles.detailPanel}
      aria-label={intl.formatMessage({ id: 'hsCode.detail.label' })}
    >
      {body}
    </section>
  );
}
