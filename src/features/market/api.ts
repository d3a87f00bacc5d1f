import { MarketApi } from '@/contract/market/paths';
import type { LaneIndexQuery, RateUnit } from '@/contract/market/rate-index';
import { MarketReplies } from '@/contract/market/replies';
import type {
  StoredListingStatus,
  InstantQuoteQuery,
  ListingBody,
  ListingQuery,
  MyListingQuery,
  UpdateListingBody,
} from '@/contract/market/types';
import { request, type RequestOptions } from '@/lib/request';

/** Listings on the market, paged. GET /trading/api/market/page */
export function getListingPage(query: ListingQuery = {}, options?: RequestOptions) {
  return request.get(MarketApi.page, MarketReplies.page, query, options);
}

/** One listing (contact details only for members). GET /trading/api/market/detail */
export function getListingDetail(id: string, options?: RequestOptions) {
  return request.get(MarketApi.detail, MarketReplies.detail, { id }, options);
}

/** Listings on the same lane. GET /trading/api/market/similar */
export function getSimilarListings(id: string, size = 4, options?: RequestOptions) {
  return request.get(MarketApi.similar, MarketReplies.similar, { id, size }, options);
}

/** The instant quote: all-in totals, cheapest first. GET /trading/api/market/quote */
export function getInstantQuote(query: InstantQuoteQuery, options?: RequestOptions) {
  return request.get(MarketApi.quote, MarketReplies.quote, query, options);
}

/** The busiest lanes on the market. GET /trading/api/market/hotLanes */
export function getHotLanes(size = 6, options?: RequestOptions) {
  return request.get(MarketApi.hotLanes, MarketReplies.hotLanes, { size }, options);
}

/**
 * A lane's weekly index for one unit: median, low and high all-in price of the listings valid each
 * week (12 weeks by default, oldest first, gaps without figures). GET /trading/api/market/laneIndex
 */
export function getLaneIndex(query: LaneIndexQuery, options?: RequestOptions) {
  return request.get(MarketApi.laneIndex, MarketReplies.laneIndex, query, options);
}

/**
 * The last 8 weekly medians (USD) of up to 20 lanes, each 'POL-POD', with this week's change.
 * GET /trading/api/market/laneTrends
 */
export function getLaneTrends(lanes: readonly string[], unit: RateUnit, options?: RequestOptions) {
  return request.get(
    MarketApi.laneTrends,
    MarketReplies.laneTrends,
    { lanes: lanes.join(','), unit },
    options,
  );
}

/** The publisher's own listings (types 2 and 3). GET /trading/api/market/mine */
export function getMyListingPage(query: MyListingQuery = {}, options?: RequestOptions) {
  return request.get(MarketApi.mine, MarketReplies.mine, query, options);
}

/** Publishes a listing. POST /trading/api/market/create */
export function createListing(body: ListingBody, options?: RequestOptions) {
  return request.post(MarketApi.create, MarketReplies.create, body, options);
}

/** Edits a listing (owner). POST /trading/api/market/update */
export function updateListing(body: UpdateListingBody, options?: RequestOptions) {
  return request.post(MarketApi.update, MarketReplies.update, body, options);
}

/** Puts a listing on or takes it off the shelf (owner). POST /trading/api/market/status */
export function setListingStatus(
  id: string,
  status: StoredListingStatus,
  options?: RequestOptions,
) {
  return request.post(MarketApi.setStatus, MarketReplies.setStatus, { id, status }, options);
}

/** Deletes a listing (owner). POST /trading/api/market/delete */
export function deleteListing(id: string, options?: RequestOptions) {
  return request.post(MarketApi.remove, MarketReplies.remove, { id }, options);
}
