/** Paths of the bid calls (under API_PREFIX). */
export const BidApi = {
  /** POST (BidBody): a new bid; one live bid per bidder and tender; types 2 and 3 (3 on LCL only). */
  submit: '/trading/api/bid/submit',
  /** POST (ReviseBidBody): change a submitted bid before the deadline; its bidder only. */
  revise: '/trading/api/bid/revise',
  /** POST ({ id }): withdraw a submitted bid before the deadline; its bidder only. */
  withdraw: '/trading/api/bid/withdraw',
  /** GET (id): one bid; its bidder or the tender's issuer. */
  detail: '/trading/api/bid/detail',
  /** GET (current, size, status): the bidder's bids with their tenders; types 2 and 3. */
  mine: '/trading/api/bid/mine',
} as const;
