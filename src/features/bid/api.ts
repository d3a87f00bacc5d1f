import { BidApi } from '@/contract/bid/paths';
import { BidReplies } from '@/contract/bid/replies';
import type { BidBody, MyBidQuery, ReviseBidBody } from '@/contract/bid/types';
import { request, type RequestOptions } from '@/lib/request';

/** A new bid on a tender. POST /trading/api/bid/submit */
export function submitBid(body: BidBody, options?: RequestOptions) {
  return request.post(BidApi.submit, BidReplies.submit, body, options);
}

/** Changes a submitted bid before the deadline. POST /trading/api/bid/revise */
export function reviseBid(body: ReviseBidBody, options?: RequestOptions) {
  return request.post(BidApi.revise, BidReplies.revise, body, options);
}

/** Withdraws a submitted bid before the deadline. POST /trading/api/bid/withdraw */
export function withdrawBid(id: string, options?: RequestOptions) {
  return request.post(BidApi.withdraw, BidReplies.withdraw, { id }, options);
}

/** One bid (its bidder or the tender's issuer). GET /trading/api/bid/detail */
export function getBidDetail(id: string, options?: RequestOptions) {
  return request.get(BidApi.detail, BidReplies.detail, { id }, options);
}

/** The bidder's bids with their tenders. GET /trading/api/bid/mine */
export function getMyBidPage(query: MyBidQuery = {}, options?: RequestOptions) {
  return request.get(BidApi.mine, BidReplies.mine, query, options);
}
