import { NewsApi } from '@/contract/news/paths';
import { NewsReplies } from '@/contract/news/replies';
import type { NewsQuery } from '@/contract/news/types';
import { request, type RequestOptions } from '@/lib/request';

/** News, newest first, paged. GET /trading/api/news/page */
export function getNewsPage(query: NewsQuery = {}, options?: RequestOptions) {
  return request.get(NewsApi.page, NewsReplies.page, query, options);
}

/** One news item (counts a view). GET /trading/api/news/detail */
export function getNewsDetail(id: string, options?: RequestOptions) {
  return request.get(NewsApi.detail, NewsReplies.detail, { id }, options);
}
