import { useMemo } from 'react';

import type { MyBid } from '@/contract/bid/types';
import { usePortText } from '@/hooks/use-port-text';
import { sheetColumns } from '@/lib/export/columns';
import type { ListExport } from '@/lib/export/sheet';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';

import { getMyBidPage } from '../api';

import type { BidTab } from '../utils/bid-state';

const column = sheetColumns<MyBid>();

/**
 * The bidder's bids in one state (or all) as the list shows them, for an export: the bid and its
 * tender, the state, the own total in its currency, the deadline and last change (China time) and
 * the order of a won bid.
 */
export function useMyBidExport(tab: BidTab): ListExport<MyBid> {
  const text = useText();
  const statuses = useDict('bid_status');
  const ports = usePortText();
  return useMemo(
    () => ({
      title: text('menu.business.myBid'),
      conditions:
        tab === 'all'
          ? []
          : [{ label: text('bid.mine.col.status'), value: text(`bid.mine.tab.${tab}`) }],
      columns: [
        column.text(text('bid.mine.col.bidNo'), (bid) => bid.bidNo),
        column.text(text('bid.mine.col.tender'), (bid) => bid.tender.title),
        column.text(text('bid.mine.tenderNo'), (bid) => bid.tender.tenderNo),
        column.text(text('trade.tenderFacts.lane'), (bid) =>
          ports.lane(bid.tender.pol, bid.tender.pod),
        ),
        column.text(text('bid.mine.col.status'), (bid) => statuses.labelOf(bid.status)),
        column.money(
          text('bid.mine.total'),
          (bid) => bid.total,
          (bid) => bid.currency,
        ),
        column.dateTime(text('bid.mine.deadline'), (bid) => bid.tender.bidDeadline),
        column.dateTime(text('bid.mine.updatedAt'), (bid) => bid.updatedAt),
        column.text(text('bid.mine.orderNo'), (bid) => bid.orderNo),
      ],
      fetchPage: ({ current, size }) =>
        getMyBidPage(
          { status: tab === 'all' ? undefined : tab, current, size },
          { skipErrorToast: true },
        ),
    }),
    [text, tab, statuses, ports],
  );
}
