import type { TotalLine } from '@/contract/bid/total';
import type {
  Currency,
  Decimal,
  FreightLine,
  PartyRef,
  PortRef,
  ShipmentType,
  SurchargeLine,
} from '@/contract/common/trade';
import type { UserType } from '@/contract/common/user';
import type { PageQuery } from '@/contract/http';

import type { TenderStatus } from '../tender/types';

/** submitted → withdrawn (by the bidder, before the deadline) | won | lost (when another is awarded). */
export const BID_STATUSES = ['submitted', 'won', 'lost', 'withdrawn'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export interface Bidder extends PartyRef {
  userType: UserType;
}

/** A bid as its bidder and the tender's issuer see it. */
export interface Bid {
  id: string;
  /** e.g. 'B20261121-0007'. */
  bidNo: string;
  tenderId: string;
  bidder: Bidder;
  currency: Currency;
  freight: FreightLine[];
  surcharges: SurchargeLine[];
  /** Worked out by the server with computeBidTotal. */
  total: Decimal;
  lines: TotalLine[];
  carrier: string;
  transitDays: number;
  /** YYYY-MM-DD. */
  etd: string;
  /** YYYY-MM-DD: the bid holds until this day. */
  validUntil: string;
  /** Free days at destination (demurrage/detention). */
  freeDays: number;
  remarks?: string;
  status: BidStatus;
  /** Times revised after submitting. */
  revision: number;
  /** ISO 8601 with offset. */
  createdAt: string;
  updatedAt: string;
}

/** POST bid/submit; bid/revise adds `id`. The server ignores any total sent. */
export type BidBody = Pick<
  Bid,
  | 'tenderId'
  | 'currency'
  | 'freight'
  | 'surcharges'
  | 'carrier'
  | 'transitDays'
  | 'etd'
  | 'validUntil'
  | 'freeDays'
  | 'remarks'
>;

export interface ReviseBidBody extends BidBody {
  id: string;
}

/** The tender a bid was made on, as 'my bids' shows it. */
export interface BidTenderSummary {
  id: string;
  tenderNo: string;
  title: string;
  shipmentType: ShipmentType;
  pol: PortRef;
  pod: PortRef;
  bidDeadline: string;
  status: TenderStatus;
  bidCount: number;
}

/** GET bid/mine, records. */
export interface MyBid extends Bid {
  tender: BidTenderSummary;
  /** When won: the order the award created. */
  orderNo?: string;
}

export interface MyBidQuery extends PageQuery {
  status?: BidStatus;
}

/** A bid total in the tender's currency, when the bid is in another one. */
export interface ConvertedTotal {
  amount: Decimal;
  currency: Currency;
  /** 1 unit of the bid currency = `rate` units of the tender currency (≤ 6 decimals). */
  rate: Decimal;
  /** The day of the rate, YYYY-MM-DD. */
  rateDate: string;
}

/** GET tender/bids, one entry per bid (issuer's view). */
export interface IssuerBid extends Bid {
  converted?: ConvertedTotal;
}
