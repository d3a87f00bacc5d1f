import * as v from 'valibot';

import { TotalLineSchema } from '@/contract/bid/total';
import {
  CURRENCIES,
  FreightLineSchema,
  PartyRefSchema,
  SurchargeLineSchema,
  TENDER_CURRENCIES,
} from '@/contract/common/trade';
import { UserTypeSchema } from '@/contract/common/user';
import type { PageQuery } from '@/contract/http';
import {
  count,
  decimal,
  entityId,
  filled,
  isoDate,
  optional,
  text,
  timestamps,
} from '@/contract/schema';
import type { Infer } from '@/contract/schema';

import { TenderSummarySchema } from '../tender/summary';

/** submitted → withdrawn (by the bidder, before the deadline) | won | lost (when another is awarded). */
export const BID_STATUSES = ['submitted', 'won', 'lost', 'withdrawn'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export const BidderSchema = v.object({
  ...PartyRefSchema.entries,
  userType: UserTypeSchema,
});
export type Bidder = Infer<typeof BidderSchema>;

/** A bid as its bidder and the tender's issuer see it. */
export const BidSchema = v.object({
  id: entityId,
  /** e.g. 'B20261121-0007'. */
  bidNo: filled,
  tenderId: entityId,
  bidder: BidderSchema,
  currency: v.picklist(CURRENCIES),
  freight: v.array(FreightLineSchema),
  surcharges: v.array(SurchargeLineSchema),
  /** Worked out by the server with computeBidTotal. */
  total: decimal,
  lines: v.array(TotalLineSchema),
  carrier: filled,
  transitDays: count,
  /** YYYY-MM-DD. */
  etd: isoDate,
  /** YYYY-MM-DD: the bid holds until this day. */
  validUntil: isoDate,
  /** Free days at destination (demurrage/detention). */
  freeDays: count,
  remarks: optional(text),
  status: v.picklist(BID_STATUSES),
  /** Times revised after submitting. */
  revision: count,
  ...timestamps,
});
export type Bid = Infer<typeof BidSchema>;

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

/** The tender a bid was made on, as 'my bids' shows it: these fields of the tender's summary. */
export const BidTenderSummarySchema = v.pick(TenderSummarySchema, [
  'id',
  'tenderNo',
  'title',
  'shipmentType',
  'pol',
  'pod',
  'bidDeadline',
  'status',
  'bidCount',
]);
export type BidTenderSummary = Infer<typeof BidTenderSummarySchema>;

/** GET bid/mine, records. */
export const MyBidSchema = v.object({
  ...BidSchema.entries,
  tender: BidTenderSummarySchema,
  /** When won: the order the award created. */
  orderNo: optional(filled),
});
export type MyBid = Infer<typeof MyBidSchema>;

export interface MyBidQuery extends PageQuery {
  status?: BidStatus;
}

/** A bid total in the tender's currency, when the bid is in another one. */
export const ConvertedTotalSchema = v.object({
  amount: decimal,
  /** The tender's currency: USD or CNY. */
  currency: v.picklist(TENDER_CURRENCIES),
  /** 1 unit of the bid currency = `rate` units of the tender currency (≤ 6 decimals). */
  rate: v.pipe(decimal, v.regex(/^\d+(\.\d{1,6})?$/)),
  /** The day of the rate, YYYY-MM-DD. */
  rateDate: isoDate,
});
export type ConvertedTotal = Infer<typeof ConvertedTotalSchema>;

/** GET tender/bids, one entry per bid (issuer's view). */
export const IssuerBidSchema = v.object({
  ...BidSchema.entries,
  converted: optional(ConvertedTotalSchema),
});
export type IssuerBid = Infer<typeof IssuerBidSchema>;
