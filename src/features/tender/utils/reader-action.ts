import type { UserType } from '@/contract/common/user';
import type { TenderDetail } from '@/contract/tender/types';

/**
 * What the detail page offers its reader:
 * - `manage`: the issuer manages the bids;
 * - `bid` / `revise`: a forwarder or consolidator may bid, or revise their live bid;
 * - `lclOnly`: a consolidator on an FCL tender (consolidators bid on LCL tenders only);
 * - `login`: a visitor on a tender still taking bids;
 * - `shipperOnly`: another shipper (bidding is for forwarders and consolidators);
 * - `closed`: no more bids; `myBid` when the reader has a bid on it.
 */
export type ReaderAction =
  | { kind: 'manage' }
  | { kind: 'bid' }
  | { kind: 'revise' }
  | { kind: 'lclOnly' }
  | { kind: 'login' }
  | { kind: 'shipperOnly' }
  | { kind: 'closed'; myBid: boolean };

type Reader = { userType: UserType } | undefined;

/** Whether a tender still takes bids at `now` (epoch ms): open and before its deadline. */
export function takesBids(tender: Pick<TenderDetail, 'status' | 'bidDeadline'>, now: number) {
  return tender.status === 'open' && Date.parse(tender.bidDeadline) > now;
}

export function readerAction(tender: TenderDetail, reader: Reader, now: number): ReaderAction {
  if (tender.mine) return { kind: 'manage' };
  const open = takesBids(tender, now);
  if (!reader) return open ? { kind: 'login' } : { kind: 'closed', myBid: false };
  if (reader.userType === 1)
    return open ? { kind: 'shipperOnly' } : { kind: 'closed', myBid: false };
  if (!open) return { kind: 'closed', myBid: Boolean(tender.myBidId) };
  if (tender.myBidId) return { kind: 'revise' };
  if (reader.userType === 3 && tender.shipmentType === 'FCL') return { kind: 'lclOnly' };
  return { kind: 'bid' };
}
