import type { Bid, BidTenderSummary, ConvertedTotal, IssuerBid, MyBid } from '@/contract/bid/types';
import { fromCents, multiplyCents, toCents } from '@/contract/common/money';
import type { Currency } from '@/contract/common/trade';

import { cstDate, isoCst } from '../../core/time';
import { partyRef } from '../member/views';
import { exchangeRate } from '../reference/data-exchange-rates';
import { countBids, tenderHead } from '../tender/views';
import { bidLines } from './lines';

import type { Db } from '../../core/schema';
import type { TenderRow } from '../tender/schema';
import type { BidRow } from './schema';

export function toBid(db: Db, bid: BidRow): Bid {
  const bidder = db.members[bid.bidderId];
  return {
    id: bid.id,
    bidNo: bid.bidNo,
    tenderId: bid.tenderId,
    bidder: { ...partyRef(db, bid.enterpriseId), userType: bidder?.userType ?? 2 },
    currency: bid.currency,
    freight: bid.freight.map((line) => ({ ...line })),
    surcharges: bid.surcharges.map((line) => ({ ...line })),
    total: bid.total,
    lines: bidLines(db.tenders[bid.tenderId], bid),
    carrier: bid.carrier,
    transitDays: bid.transitDays,
    etd: bid.etd,
    validUntil: bid.validUntil,
    freeDays: bid.freeDays,
    ...(bid.remarks ? { remarks: bid.remarks } : {}),
    status: bid.status,
    revision: bid.revision,
    createdAt: isoCst(bid.createdAt),
    updatedAt: isoCst(bid.updatedAt),
  };
}

function bidTenderSummary(db: Db, tender: TenderRow): BidTenderSummary {
  return {
    ...tenderHead(tender),
    bidDeadline: isoCst(tender.bidDeadline),
    status: tender.status,
    bidCount: countBids(db, tender.id),
  };
}

export function toMyBid(db: Db, bid: BidRow): MyBid {
  const tender = db.tenders[bid.tenderId] as TenderRow;
  const won = bid.status === 'won' && tender.orderNo;
  return {
    ...toBid(db, bid),
    tender: bidTenderSummary(db, tender),
    ...(won ? { orderNo: tender.orderNo } : {}),
  };
}

/** The bid's total in `currency` at today's mock rate (China time), rounded half up to cents. */
export function convertTotal(
  total: string,
  from: Currency,
  to: ConvertedTotal['currency'],
  now: number,
): ConvertedTotal {
  const rate = exchangeRate(from, to);
  const amount = fromCents(multiplyCents(toCents(total) ?? 0, rate));
  return { amount, currency: to, rate, rateDate: cstDate(now) };
}

export function toIssuerBid(db: Db, bid: BidRow, tender: TenderRow, now: number): IssuerBid {
  return {
    ...toBid(db, bid),
    ...(bid.currency !== tender.currency
      ? { converted: convertTotal(bid.total, bid.currency, tender.currency, now) }
      : {}),
  };
}
