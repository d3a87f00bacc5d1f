/** GET home/overview: platform figures (public). */
export interface PlatformFigures {
  /** Approved enterprises. */
  enterprises: number;
  openTenders: number;
  /** Listings on the market. */
  listings: number;
  /** Orders paid, all time. */
  paidOrders: number;
}

/** A tender that needs its issuer soon. */
export interface AttentionTender {
  id: string;
  tenderNo: string;
  title: string;
  /** ISO 8601 with offset. */
  bidDeadline: string;
  bidCount: number;
}

/** GET home/attention: what needs the logged-in member's attention (zeros and [] where not relevant to the type). */
export interface Attention {
  /** Type 1: my open tenders whose bid deadline is within 48 hours, soonest first (at most 5). */
  closingSoon: AttentionTender[];
  /** Type 1: my tenders with bids and no award yet (open, or closed within the award grace period). */
  awaitingAward: number;
  /** Unpaid orders: type 1 to pay, types 2 and 3 to be paid to me. */
  unpaidOrders: number;
  /** Types 2 and 3: my submitted bids on tenders closing within 48 hours. */
  bidsClosingSoon: number;
  /** Types 2 and 3: my listings on the market that expire within 7 days. */
  listingsExpiring: number;
}
