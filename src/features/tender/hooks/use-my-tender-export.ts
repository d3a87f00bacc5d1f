import { useMemo } from 'react';

import type { TenderStatus, TenderSummary } from '@/contract/tender/types';
import { usePortText } from '@/hooks/use-port-text';
import type { ListExport } from '@/lib/export/sheet';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';

import { getMyTenderPage } from '../api';

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
        { header: text('issuer.mine.col.tender'), kind: 'text', value: (t) => t.title },
        { header: text('issuer.mine.col.tenderNo'), kind: 'text', value: (t) => t.tenderNo },
        {
          header: text('trade.tenderFacts.lane'),
          kind: 'text',
          value: (t) => ports.lane(t.pol, t.pod),
        },
        {
          header: text('issuer.mine.col.status'),
          kind: 'text',
          value: (t) => statuses.labelOf(t.status),
        },
        { header: text('issuer.mine.col.deadline'), kind: 'dateTime', value: (t) => t.bidDeadline },
        { header: text('issuer.mine.col.bids'), kind: 'number', value: (t) => t.bidCount },
      ],
      fetchPage: ({ current, size }) =>
        getMyTenderPage({ status, current, size }, { skipErrorToast: true }),
    }),
    [text, status, statuses, ports],
  );
}
