import { request, type RequestOptions } from '@/lib/request';
import type { Page } from '@/types/api';

import { NewsApi } from './api-paths';

import type { NewsDetail, NewsQuery, NewsSummary } from './types';

/** News, newest first, paged. GET /trading/api/news/page */
export function getNewsPage(query: NewsQuery = {}, options?: RequestOptions) {
  return request.get<Page<NewsSummary>>(NewsApi.page, query, options);
}

/** One news item (counts a view). GET /trading/api/news/detail */
export function getNewsDetail(id: string, options?: RequestOptions) {
  return request.get<NewsDetail>(NewsApi.detail, { id }, options);
}
