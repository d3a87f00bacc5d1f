import type { Page } from '@/contract/http';
import { MarketApi } from '@/contract/market/paths';
import type {
  StoredListingStatus,
  HotLane,
  InstantQuoteQuery,
  InstantQuoteResult,
  ListingBody,
  ListingDetail,
  ListingQuery,
  ListingSummary,
  MyListingQuery,
  UpdateListingBody,
} from '@/contract/market/types';
import { request, type RequestOptions } from '@/lib/request';

/** Listings on the market, paged. GET /trading/api/market/page */
export function getListingPage(query: ListingQuery = {}, options?: RequestOptions) {
  return request.get<Page<ListingSummary>>(MarketApi.page, query, options);
}

/** One listing (contact details only for members). GET /trading/api/market/detail */
export function getListingDetail(id: string, options?: RequestOptions) {
  return request.get<ListingDetail>(MarketApi.detail, { id }, options);
}

/** Listings on the same lane. GET /trading/api/market/similar */
export function getSimilarListings(id: string, size = 4, options?: RequestOptions) {
  return request.get<ListingSummary[]>(MarketApi.similar, { id, size }, options);
}

/** The instant quote: all-in totals, cheapest first. GET /trading/api/market/quote */
export function getInstantQuote(query: InstantQuoteQuery, options?: RequestOptions) {
  return request.get<InstantQuoteResult>(MarketApi.quote, query, options);
}

/** The busiest lanes on the market. GET /trading/api/market/hotLanes */
export function getHotLanes(size = 6, options?: RequestOptions) {
  return request.get<HotLane[]>(MarketApi.hotLanes, { size }, options);
}

/** The publisher's own listings (types 2 and 3). GET /trading/api/market/mine */
export function getMyListingPage(query: MyListingQuery = {}, options?: RequestOptions) {
  return request.get<Page<ListingSummary>>(MarketApi.mine, query, options);
}

/** Publishes a listing. POST /trading/api/market/create */
export function createListing(body: ListingBody, options?: RequestOptions) {
  return request.post<ListingDetail>(MarketApi.create, body, options);
}

/** Edits a listing (owner). POST /trading/api/market/update */
export function updateListing(body: UpdateListingBody, options?: RequestOptions) {
  return request.post<ListingDetail>(MarketApi.update, body, options);
}

/** Puts a listing on or takes it off the shelf (owner). POST /trading/api/market/status */
export function setListingStatus(
  id: string,
  status: StoredListingStatus,
  options?: RequestOptions,
) {
  return request.post<ListingDetail>(MarketApi.setStatus, { id, status }, options);
}

/** Deletes a listing (owner). POST /trading/api/market/delete */
export function deleteListing(id: string, options?: RequestOptions) {
  return request.post<null>(MarketApi.remove, { id }, options);
}
