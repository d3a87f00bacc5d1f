import { TenderApi } from '@/contract/tender/paths';
import { TenderReplies } from '@/contract/tender/replies';
import type { MyTenderQuery, TenderBody, TenderQuery } from '@/contract/tender/types';
import { request, type RequestOptions } from '@/lib/request';

/** The tender hall and search, paged. GET /trading/api/tender/page */
export function getTenderPage(query: TenderQuery = {}, options?: RequestOptions) {
  return request.get(TenderApi.page, TenderReplies.page, query, options);
}

/** One tender (contact details only for members). GET /trading/api/tender/detail */
export function getTenderDetail(id: string, options?: RequestOptions) {
  return request.get(TenderApi.detail, TenderReplies.detail, { id }, options);
}

/** Publishes a tender (type 1). POST /trading/api/tender/create */
export function createTender(body: TenderBody, options?: RequestOptions) {
  return request.post(TenderApi.create, TenderReplies.create, body, options);
}

/** Cancels a tender that has no winning bid (issuer). POST /trading/api/tender/cancel */
export function cancelTender(id: string, options?: RequestOptions) {
  return request.post(TenderApi.cancel, TenderReplies.cancel, { id }, options);
}

/** The issuer's own tenders, any status. GET /trading/api/tender/mine */
export function getMyTenderPage(query: MyTenderQuery = {}, options?: RequestOptions) {
  return request.get(TenderApi.mine, TenderReplies.mine, query, options);
}

/** Every bid on one of the issuer's tenders, with converted totals. GET /trading/api/tender/bids */
export function getTenderBids(tenderId: string, options?: RequestOptions) {
  return request.get(TenderApi.bids, TenderReplies.bids, { tenderId }, options);
}

/**
 * One of the issuer's tenders against the market of the week it was issued: the lane index per
 * unit, the band for its whole size and where each bid stands. GET /trading/api/tender/market
 */
export function getTenderMarket(id: string, options?: RequestOptions) {
  return request.get(TenderApi.market, TenderReplies.market, { id }, options);
}

/** Awards a bid: the others become lost and an order is created. POST /trading/api/tender/award */
export function awardTender(tenderId: string, bidId: string, options?: RequestOptions) {
  return request.post(TenderApi.award, TenderReplies.award, { tenderId, bidId }, options);
}
