import { BidApi } from '@/contract/bid/paths';
import type { Bid, BidBody, MyBid, MyBidQuery, ReviseBidBody } from '@/contract/bid/types';
import type { Page } from '@/contract/http';
import { request, type RequestOptions } from '@/lib/request';

/** A new bid on a tender. POST /trading/api/bid/submit */
export function submitBid(body: BidBody, options?: RequestOptions) {
  return request.post<Bid>(BidApi.submit, body, options);
}

/** Changes a submitted bid before the deadline. POST /trading/api/bid/revise */
export function reviseBid(body: ReviseBidBody, options?: RequestOptions) {
  return request.post<Bid>(BidApi.revise, body, options);
}

/** Withdraws a submitted bid before the deadline. POST /trading/api/bid/withdraw */
export function withdrawBid(id: string, options?: RequestOptions) {
  return request.post<Bid>(BidApi.withdraw, { id }, options);
}

/** One bid (its bidder or the tender's issuer). GET /trading/api/bid/detail */
export function getBidDetail(id: string, options?: RequestOptions) {
  return request.get<Bid>(BidApi.detail, { id }, options);
}

/** The bidder's bids with their tenders. GET /trading/api/bid/mine */
export function getMyBidPage(query: MyBidQuery = {}, options?: RequestOptions) {
  return request.get<Page<MyBid>>(BidApi.mine, query, options);
}
