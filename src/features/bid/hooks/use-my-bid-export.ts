import { useMemo } from 'react';

import type { MyBid } from '@/contract/bid/types';
import { usePortText } from '@/hooks/use-port-text';
import type { ListExport } from '@/lib/export/sheet';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';

import { getMyBidPage } from '../api';

import type { BidTab } from '../utils/bid-state';

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
        { header: text('bid.mine.col.bidNo'), kind: 'text', value: (bid) => bid.bidNo },
        { header: text('bid.mine.col.tender'), kind: 'text', value: (bid) => bid.tender.title },
        { header: text('bid.mine.tenderNo'), kind: 'text', value: (bid) => bid.tender.tenderNo },
        {
          header: text('trade.tenderFacts.lane'),
          kind: 'text',
          value: (bid) => ports.lane(bid.tender.pol, bid.tender.pod),
        },
        {
          header: text('bid.mine.col.status'),
          kind: 'text',
          value: (bid) => statuses.labelOf(bid.status),
        },
        {
          header: text('bid.mine.total'),
          kind: 'money',
          value: (bid) => bid.total,
          currency: (bid) => bid.currency,
        },
        {
          header: text('bid.mine.deadline'),
          kind: 'dateTime',
          value: (bid) => bid.tender.bidDeadline,
        },
        { header: text('bid.mine.updatedAt'), kind: 'dateTime', value: (bid) => bid.updatedAt },
        { header: text('bid.mine.orderNo'), kind: 'text', value: (bid) => bid.orderNo },
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
