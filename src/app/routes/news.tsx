import { startNewsDetail } from '@/features/news/early';

import { pageRoute, startingEarly, type AppRoute } from '../route-builders';

/** The news domain's pages: the list and one article. */
export const newsPages: AppRoute[] = [
  pageRoute('business.newsList', () => import('@/pages/business/news-list'), ['news']),
  startingEarly(
    pageRoute('business.newsDetail', () => import('@/pages/business/news-detail'), ['news']),
    (_, url) => startNewsDetail(url.searchParams.get('id')?.trim()),
  ),
];
