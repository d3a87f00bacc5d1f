import { startEnterpriseDetail } from '@/features/directory/early';

import { pageRoute, startingEarly, type AppRoute } from '../route-builders';

/** The directory domain's pages: enterprises by category, one enterprise. */
export const directoryPages: AppRoute[] = [
  pageRoute('business.foreignTrade', () => import('@/pages/business/foreign-trade'), ['directory']),
  startingEarly(
    pageRoute(
      'business.foreignTradeDetail',
      () => import('@/pages/business/foreign-trade-detail'),
      ['directory'],
    ),
    (_, url) => startEnterpriseDetail(url.searchParams.get('id')?.trim()),
  ),
];
