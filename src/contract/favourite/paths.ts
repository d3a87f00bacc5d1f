/** Paths of the favourite calls (under API_PREFIX); all need a logged-in member. */
export const FavouriteApi = {
  /** GET (FavouriteQuery): my favourites, newest first. */
  page: '/trading/api/collect/page',
  /** GET (kind, targetIds: comma-separated): which of these I have favourited → string[]. */
  check: '/trading/api/collect/check',
  /** POST (FavouriteBody): add (idempotent); 4004 when the target does not exist. */
  add: '/trading/api/collect/add',
  /** POST (FavouriteBody): remove (idempotent). */
  remove: '/trading/api/collect/remove',
} as const;
