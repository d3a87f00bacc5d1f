import { BID_STATUSES, type BidStatus, type BidTenderSummary } from '@/contract/bid/types';
import type { ShipmentType } from '@/contract/common/trade';
import type { UserType } from '@/contract/common/user';

type TenderClock = Pick<BidTenderSummary, 'status' | 'bidDeadline'>;

/** A tender takes new bids, revisions and withdrawals while it is open and its deadline is ahead. */
export function isOpenForBids(tender: TenderClock, now: number): boolean {
  return tender.status === 'open' && Date.parse(tender.bidDeadline) > now;
}

/** Consolidators (type 3) bid only on LCL tenders; forwarders (type 2) on both. */
export function mayBidOn(userType: UserType | undefined, shipmentType: ShipmentType): boolean {
  if (userType === 2) return true;
  return userType === 3 && shipmentType === 'LCL';
}

/** A bid in 'my bids' can be revised or withdrawn: still submitted, on a tender still open. */
export function canChangeBid(bid: { status: BidStatus; tender: TenderClock }, now: number) {
  return bid.status === 'submitted' && isOpenForBids(bid.tender, now);
}

/** The filters of 'my bids': every bid, or one state. */
export const BID_TABS = ['all', ...BID_STATUSES] as const;
export type BidTab = (typeof BID_TABS)[number];
