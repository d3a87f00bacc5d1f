/** Paths of the market calls (under API_PREFIX). */
export const MarketApi = {
  /** GET (ListingQuery): listings on the market; public. */
  page: '/trading/api/market/page',
  /** GET (id): one listing; public, contact details only for members. */
  detail: '/trading/api/market/detail',
  /** GET (id, size): listings on the same lane and shipment type; public. */
  similar: '/trading/api/market/similar',
  /** GET (InstantQuoteQuery): all-in totals of every matching listing, cheapest first; public. */
  quote: '/trading/api/market/quote',
  /** GET (size): the busiest lanes; public. */
  hotLanes: '/trading/api/market/hotLanes',
  /** GET (LaneIndexQuery): a lane's weekly median, low and high all-in price; public. */
  laneIndex: '/trading/api/market/laneIndex',
  /** GET (LaneTrendsQuery): the last 8 weekly medians of up to 20 lanes; public. */
  laneTrends: '/trading/api/market/laneTrends',
  /** GET (MyListingQuery): the publisher's listings; types 2 and 3. */
  mine: '/trading/api/market/mine',
  /** POST (ListingBody): publish a listing (status on); types 2 and 3. */
  create: '/trading/api/market/create',
  /** POST (UpdateListingBody): edit a listing; owner only. */
  update: '/trading/api/market/update',
  /** POST ({ id, status: 'on' | 'off' }): put on or take off the shelf; owner only. */
  setStatus: '/trading/api/market/status',
  /** POST ({ id }): delete a listing; owner only. */
  remove: '/trading/api/market/delete',
} as const;
