import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { IssuerBid } from '@/contract/bid/types';
import type { TenderDetail } from '@/contract/tender/types';
import { usePortText } from '@/hooks/use-port-text';
import { sheetColumns } from '@/lib/export/columns';
import type { ListExport } from '@/lib/export/sheet';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';
import { partyName } from '@/utils/party-name';

import { getTenderBids, getTenderMarket } from '../api';
import { useStandingWords } from '../components/market-standing-text';
import { marketStanding, type MarketStanding } from '../utils/market-standing';
import { compareByTotal } from '../utils/my-tender-sort';

type ComparedBid = IssuerBid & { standing: MarketStanding | undefined };

const column = sheetColumns<ComparedBid>();

/**
 * A tender's bids compared, for an export: cheapest first in the tender's currency as the table
 * sorts them, each with its total (and converted total), its place in the market's band, its terms
 * and state; the tender, its lane and currency written above.
 */
export function useBidComparisonExport(tender: TenderDetail): ListExport<ComparedBid> {
  const intl = useIntl();
  const text = useText();
  const ports = usePortText();
  const carriers = useDict('carrier');
  const statuses = useDict('bid_status');
  const standingWords = useStandingWords();
  const { id, title, tenderNo, pol, pod, currency } = tender;
  return useMemo(
    () => ({
      title: text('issuer.bids.title', { title }),
      conditions: [
        { label: text('issuer.mine.col.tenderNo'), value: tenderNo },
        { label: text('trade.tenderFacts.lane'), value: ports.lane(pol, pod) },
        { label: text('issuer.bids.currencyLabel'), value: currency },
      ],
      columns: [
        column.text(text('issuer.bids.col.bidNo'), (bid) => bid.bidNo),
        column.text(text('issuer.bids.col.bidder'), (bid) => partyName(bid.bidder, intl.locale)),
        column.money(
          text('issuer.bids.col.total'),
          (bid) => bid.total,
          (bid) => bid.currency,
        ),
        column.money(
          text('issuer.bids.col.totalIn', { currency }),
          (bid) => bid.converted?.amount ?? bid.total,
          () => currency,
        ),
        column.text(text('issuer.market.col'), (bid) =>
          bid.standing ? standingWords(bid.standing).position : text('issuer.market.none'),
        ),
        column.text(text('issuer.market.vsMedianCol'), (bid) =>
          bid.standing ? standingWords(bid.standing).vsMedian : undefined,
        ),
        column.text(text('issuer.bids.col.carrier'), (bid) => carriers.labelOf(bid.carrier)),
        column.number(text('issuer.bids.col.transit'), (bid) => bid.transitDays),
        column.date(text('issuer.bids.col.etd'), (bid) => bid.etd),
        column.date(text('issuer.bids.col.validUntil'), (bid) => bid.validUntil),
        column.number(text('issuer.bids.col.freeDays'), (bid) => bid.freeDays),
        column.text(text('issuer.bids.col.status'), (bid) => statuses.labelOf(bid.status)),
        column.number(text('issuer.bids.col.revision'), (bid) => bid.revision),
      ],
      // A tender's bids are one reply, its market another: one page of every bid, placed.
      fetchPage: async () => {
        const [{ bids }, market] = await Promise.all([
          getTenderBids(id, { skipErrorToast: true }),
          getTenderMarket(id, { skipErrorToast: true }),
        ]);
        const records = [...bids]
          .sort((a, b) => compareByTotal(a, b, currency))
          .map((bid) => ({ ...bid, standing: marketStanding(market, bid.id) }));
        return { records, total: records.length, current: 1, size: records.length };
      },
    }),
    [
      intl.locale,
      text,
      ports,
      carriers,
      statuses,
      standingWords,
      id,
      title,
      tenderNo,
      pol,
      pod,
      currency,
    ],
  );
}
