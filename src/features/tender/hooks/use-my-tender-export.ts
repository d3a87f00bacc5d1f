import { useMemo } from 'react';

import type { TenderStatus, TenderSummary } from '@/contract/tender/types';
import { usePortText } from '@/hooks/use-port-text';
import { sheetColumns } from '@/lib/export/columns';
import type { ListExport } from '@/lib/export/sheet';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';

import { getMyTenderPage } from '../api';

const column = sheetColumns<TenderSummary>();

/**
 * The issuer's tenders as the list shows them under its status filter, for an export: the
 * tender's title, number and lane, status, bid deadline (China time) and bid count, headed by
 * the table's own words.
 */
export function useMyTenderExport(status: TenderStatus | undefined): ListExport<TenderSummary> {
  const text = useText();
  const statuses = useDict('tender_status');
  const ports = usePortText();
  return useMemo(
    () => ({
      title: text('issuer.mine.title'),
      conditions: status
        ? [{ label: text('issuer.mine.col.status'), value: statuses.labelOf(status) }]
        : [],
      columns: [
        column.text(text('issuer.mine.col.tender'), (t) => t.title),
        column.text(text('issuer.mine.col.tenderNo'), (t) => t.tenderNo),
        column.text(text('trade.tenderFacts.lane'), (t) => ports.lane(t.pol, t.pod)),
        column.text(text('issuer.mine.col.status'), (t) => statuses.labelOf(t.status)),
        column.dateTime(text('issuer.mine.col.deadline'), (t) => t.bidDeadline),
        column.number(text('issuer.mine.col.bids'), (t) => t.bidCount),
      ],
      fetchPage: ({ current, size }) =>
        getMyTenderPage({ status, current, size }, { skipErrorToast: true }),
    }),
    [text, status, statuses, ports],
  );
}
