/** Paths of the HS code and tariff calls (under API_PREFIX); all public. */
export const HsCodeApi = {
  /** GET (HsQuery): codes by prefix or keyword, paged. */
  search: '/trading/api/hs/search',
  /** GET (parent?): the chapter / heading tree, one level at a time. */
  tree: '/trading/api/hs/tree',
  /** GET: what the data is (sample, as-of date, size). */
  meta: '/trading/api/hs/meta',
} as const;
