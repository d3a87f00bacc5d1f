import { BidApi } from '@/contract/bid/paths';
import type { Bid, BidBody, MyBid, MyBidQuery, ReviseBidBody } from '@/contract/bid/types';
import type { Page } from '@/contract/http';
import { unchecked } from '@/contract/schema';
import { request, type RequestOptions } from '@/lib/request';

/** A new bid on a tender. POST /trading/api/bid/submit */
export function submitBid(body: BidBody, options?: RequestOptions) {
  return request.post(BidApi.submit, unchecked<Bid>(), body, options);
}

/** Changes a submitted bid before the deadline. POST /trading/api/bid/revise */
export function reviseBid(body: ReviseBidBody, options?: RequestOptions) {
  return request.post(BidApi.revise, unchecked<Bid>(), body, options);
}

/** Withdraws a submitted bid before the deadline. POST /trading/api/bid/withdraw */
export function withdrawBid(id: string, options?: RequestOptions) {
  return request.post(BidApi.withdraw, unchecked<Bid>(), { id }, options);
}

/** One bid (its bidder or the tender's issuer). GET /trading/api/bid/detail */
export function getBidDetail(id: string, options?: RequestOptions) {
  return request.get(BidApi.detail, unchecked<Bid>(), { id }, options);
}

/** The bidder's bids with their tenders. GET /trading/api/bid/mine */
export function getMyBidPage(query: MyBidQuery = {}, options?: RequestOptions) {
  return request.get(BidApi.mine, unchecked<Page<MyBid>>(), query, options);
}
