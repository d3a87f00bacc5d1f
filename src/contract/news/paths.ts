/** Paths of the news calls (under API_PREFIX). */
export const NewsApi = {
  /** GET (NewsQuery): news, newest first; public. */
  page: '/trading/api/news/page',
  /** GET (id): one item with its neighbours; counts a view; public. */
  detail: '/trading/api/news/detail',
} as const;
