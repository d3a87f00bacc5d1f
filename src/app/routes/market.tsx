import { startListingDetail } from '@/features/market/early';

import { CARRIER, pageRoute, startingEarly, type AppRoute } from '../route-builders';

/** The market domain's pages: the freight-rate market, one listing, the carrier's own listings. */
export const marketPages: AppRoute[] = [
  pageRoute('business.market', () => import('@/pages/business/market'), ['trade', 'market']),
  startingEarly(
    pageRoute('business.marketDetail', () => import('@/pages/business/market-detail'), [
      'trade',
      'market',
    ]),
    (_, url) => startListingDetail(url.searchParams.get('id')),
  ),
  pageRoute(
    'business.myMarket',
    () => import('@/pages/business/my-market'),
    ['trade', 'forms', 'market', 'market-mine'],
    CARRIER,
  ),
];
