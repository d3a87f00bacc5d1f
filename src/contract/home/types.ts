import * as v from 'valibot';

import { count, listOf } from '@/contract/schema';
import type { Infer } from '@/contract/schema';
import { TenderSummarySchema } from '@/contract/tender/summary';

/** GET home/overview: platform figures (public). */
export const PlatformFiguresSchema = v.object({
  /** Approved enterprises. */
  enterprises: count,
  openTenders: count,
  /** Listings on the market. */
  listings: count,
  /** Orders paid, all time. */
  paidOrders: count,
});
export type PlatformFigures = Infer<typeof PlatformFiguresSchema>;

/** A tender that needs its issuer soon: these fields of the tender's summary. */
export const AttentionTenderSchema = v.pick(TenderSummarySchema, [
  'id',
  'tenderNo',
  'title',
  'bidDeadline',
  'bidCount',
]);
export type AttentionTender = Infer<typeof AttentionTenderSchema>;

/** GET home/attention: what needs the logged-in member's attention (zeros and [] where not relevant to the type). */
export const AttentionSchema = v.object({
  /** Type 1: my open tenders whose bid deadline is within 48 hours, soonest first (at most 5). */
  closingSoon: v.pipe(listOf(AttentionTenderSchema), v.maxLength(5)),
  /** Type 1: my tenders with bids and no award yet (open, or closed within the award grace period). */
  awaitingAward: count,
  /** Unpaid orders: type 1 to pay, types 2 and 3 to be paid to me. */
  unpaidOrders: count,
  /** Types 2 and 3: my submitted bids on tenders closing within 48 hours. */
  bidsClosingSoon: count,
  /** Types 2 and 3: my listings on the market that expire within 7 days. */
  listingsExpiring: count,
});
export type Attention = Infer<typeof AttentionSchema>;
