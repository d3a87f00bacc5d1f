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
import { unchecked } from '@/contract/schema';
import { request, type RequestOptions } from '@/lib/request';

/** Listings on the market, paged. GET /trading/api/market/page */
export function getListingPage(query: ListingQuery = {}, options?: RequestOptions) {
  return request.get(MarketApi.page, unchecked<Page<ListingSummary>>(), query, options);
}

/** One listing (contact details only for members). GET /trading/api/market/detail */
export function getListingDetail(id: string, options?: RequestOptions) {
  return request.get(MarketApi.detail, unchecked<ListingDetail>(), { id }, options);
}

/** Listings on the same lane. GET /trading/api/market/similar */
export function getSimilarListings(id: string, size = 4, options?: RequestOptions) {
  return request.get(MarketApi.similar, unchecked<ListingSummary[]>(), { id, size }, options);
}

/** The instant quote: all-in totals, cheapest first. GET /trading/api/market/quote */
export function getInstantQuote(query: InstantQuoteQuery, options?: RequestOptions) {
  return request.get(MarketApi.quote, unchecked<InstantQuoteResult>(), query, options);
}

/** The busiest lanes on the market. GET /trading/api/market/hotLanes */
export function getHotLanes(size = 6, options?: RequestOptions) {
  return request.get(MarketApi.hotLanes, unchecked<HotLane[]>(), { size }, options);
}

/** The publisher's own listings (types 2 and 3). GET /trading/api/market/mine */
export function getMyListingPage(query: MyListingQuery = {}, options?: RequestOptions) {
  return request.get(MarketApi.mine, unchecked<Page<ListingSummary>>(), query, options);
}

/** Publishes a listing. POST /trading/api/market/create */
export function createListing(body: ListingBody, options?: RequestOptions) {
  return request.post(MarketApi.create, unchecked<ListingDetail>(), body, options);
}

/** Edits a listing (owner). POST /trading/api/market/update */
export function updateListing(body: UpdateListingBody, options?: RequestOptions) {
  return request.post(MarketApi.update, unchecked<ListingDetail>(), body, options);
}

/** Puts a listing on or takes it off the shelf (owner). POST /trading/api/market/status */
export function setListingStatus(
  id: string,
  status: StoredListingStatus,
  options?: RequestOptions,
) {
  return request.post(MarketApi.setStatus, unchecked<ListingDetail>(), { id, status }, options);
}

/** Deletes a listing (owner). POST /trading/api/market/delete */
export function deleteListing(id: string, options?: RequestOptions) {
  return request.post(MarketApi.remove, unchecked<null>(), { id }, options);
}
