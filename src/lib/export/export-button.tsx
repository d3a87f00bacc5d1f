import { DownloadOutlined } from '@ant-design/icons';
import { useLockFn } from 'ahooks';
import { Button } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { RetryAlert } from '@/components/retry-alert';
import { chinaToday } from '@/contract/common/calendar';
import { useUnmountSignal } from '@/hooks/use-unmount-signal';
import { isRtl } from '@/lib/i18n/direction';
import { useText } from '@/lib/i18n/use-text';
import { BUSINESS_MINUTE } from '@/utils/business-time';

import { downloadSheet } from './download-sheet';
import styles from './export-button.module.css';
import { fetchAllPages } from './fetch-all-pages';

import type { ListExport } from './sheet';

type ExportState =
  | { step: 'idle' }
  | { step: 'fetching'; received: number; total: number | undefined }
  | { step: 'writing'; total: number }
  | { step: 'done'; total: number; fileName: string }
  | { step: 'failed'; error: unknown };

/** A file name without the characters a file system refuses. */
const safeFileName = (name: string) =>
  name
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .trim();

/**
 * Exports every row of a list under its current filters to an .xlsx file: the rows are fetched a
 * thousand at a time, the spreadsheet library loads (only now) and the file is saved. The button
 * is busy meanwhile, a status line says how far it got and then what was saved; a failure is said
 * in words with Retry.
 */
export function ExportButton<T>({
  source,
  className,
}: {
  source: ListExport<T>;
  /** Where the button sits in its line (the block holds the button, its status and a failure). */
  className?: string;
}) {
  const intl = useIntl();
  const text = useText();
  const signal = useUnmountSignal();
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const busy = state.step === 'fetching' || state.step === 'writing';

  const run = useLockFn(async () => {
    const { title } = source;
    const update = (next: ExportState) => {
      if (!signal.aborted) setState(next);
    };
    update({ step: 'fetching', received: 0, total: undefined });
    try {
      const rows = await fetchAllPages(source.fetchPage, {
        signal,
        onProgress: ({ received, total }) => update({ step: 'fetching', received, total }),
      });
      update({ step: 'writing', total: rows.length });
      const now = new Date();
      const fileName = `${safeFileName(
        text('export.fileName', { title, date: chinaToday(now.getTime()) }),
      )}.xlsx`;
      const time = intl.formatDate(now, BUSINESS_MINUTE);
      signal.throwIfAborted();
      // The spreadsheet library's chunk loads now, with the first file the member asks for.
      await downloadSheet({
        fileName,
        sheetName: title,
        title,
        conditions: [
          ...(source.conditions.length === 0
            ? [text('export.noFilters')]
            : source.conditions.map((filter) => text('export.filter', { ...filter }))),
          text('export.exportedAt', { time }),
        ],
        columns: source.columns.map((column) =>
          column.kind === 'dateTime'
            ? { ...column, header: text('export.zoned', { header: column.header }) }
            : column,
        ),
        rows,
        rightToLeft: isRtl(intl.locale),
      });
      update({ step: 'done', total: rows.length, fileName });
    } catch (error) {
      update({ step: 'failed', error });
    }
  });

  const status = (() => {
    switch (state.step) {
      case 'fetching':
        return state.total === undefined
          ? ''
          : text('export.fetching', { received: state.received, total: state.total });
      case 'writing':
        return text('export.writing', { total: state.total });
      case 'done':
        return text('export.done', { total: state.total, fileName: state.fileName });
      default:
        return '';
    }
  })();

  return (
    <div className={className ? `${styles.export} ${className}` : styles.export}>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={busy}
        aria-busy={busy}
        aria-label={text('export.actionNamed', { title: source.title })}
        onClick={() => void run()}
      >
        {text('export.action')}
      </Button>
      <p className={styles.status} role="status">
        {status}
      </p>
      {state.step === 'failed' && (
        <RetryAlert
          size="small"
          title={text('export.failed', { title: source.title })}
          error={state.error}
          onRetry={() => void run()}
          retrying={busy}
        />
      )}
    </div>
  );
}
