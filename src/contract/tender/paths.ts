/** Paths of the tender calls (under API_PREFIX). */
export const TenderApi = {
  /** GET (TenderQuery): the tender hall and search; public. */
  page: '/trading/api/tender/page',
  /** GET (id): one tender; public, contact details only for members. */
  detail: '/trading/api/tender/detail',
  /** POST (TenderBody): publish a tender; type 1. */
  create: '/trading/api/tender/create',
  /** POST ({ id }): cancel an open or closed tender with no winning bid; issuer only. */
  cancel: '/trading/api/tender/cancel',
  /** GET (current, size, status): the issuer's tenders; type 1. */
  mine: '/trading/api/tender/mine',
  /** GET (tenderId): every bid on a tender, with converted totals; issuer only. */
  bids: '/trading/api/tender/bids',
  /** GET (id): the tender against the market of its week, with its bids; issuer only. */
  market: '/trading/api/tender/market',
  /** POST ({ tenderId, bidId }): award a bid; creates the order; issuer only. */
  award: '/trading/api/tender/award',
} as const;
