import type { Currency, Decimal, PartyRef } from '@/types/trade';
import type { TotalLine } from '@/utils/bid-total';

import type { TenderDetail } from './types';

/**
 * The bids as the tender's issuer sees them (GET tender/bids). Declared here rather than imported
 * from the bid feature, since features do not import each other; the shape is the bid feature's
 * `IssuerBid`.
 */
export interface IssuerBidView {
  id: string;
  bidNo: string;
  tenderId: string;
  bidder: PartyRef & { userType: 1 | 2 | 3 };
  currency: Currency;
  total: Decimal;
  lines: TotalLine[];
  carrier: string;
  transitDays: number;
  etd: string;
  validUntil: string;
  freeDays: number;
  remarks?: string;
  status: 'submitted' | 'won' | 'lost' | 'withdrawn';
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** The total in the tender's currency when the bid is in another one. */
  converted?: { amount: Decimal; currency: Currency; rate: Decimal; rateDate: string };
}

export interface IssuerBidList {
  tender: TenderDetail;
  bids: IssuerBidView[];
}

/** POST tender/award, result. */
export interface TenderAward {
  tender: TenderDetail;
  /** The order created by the award. */
  orderNo: string;
}
