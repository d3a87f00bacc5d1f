import type { Page } from '@/contract/http';
import { NewsApi } from '@/contract/news/paths';
import type { NewsDetail, NewsQuery, NewsSummary } from '@/contract/news/types';
import { unchecked } from '@/contract/schema';
import { request, type RequestOptions } from '@/lib/request';

/** News, newest first, paged. GET /trading/api/news/page */
export function getNewsPage(query: NewsQuery = {}, options?: RequestOptions) {
  return request.get(NewsApi.page, unchecked<Page<NewsSummary>>(), query, options);
}

/** One news item (counts a view). GET /trading/api/news/detail */
export function getNewsDetail(id: string, options?: RequestOptions) {
  return request.get(NewsApi.detail, unchecked<NewsDetail>(), { id }, options);
}
