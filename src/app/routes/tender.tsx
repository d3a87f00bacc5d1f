import { startTenderDetail } from '@/features/tender/early';

import { pageRoute, SHIPPER, startingEarly, type AppRoute } from '../route-builders';

/** The tender domain's pages: the hall, one tender, the search, the tender form, the issuer's tenders. */
export const tenderPages: AppRoute[] = [
  pageRoute('business.tendering', () => import('@/pages/business/tendering'), ['trade', 'tender']),
  startingEarly(
    pageRoute('business.tenderDetail', () => import('@/pages/business/tender-detail'), [
      'trade',
      'tender',
    ]),
    ({ tenderId }) => startTenderDetail(tenderId),
  ),
  pageRoute('business.searchTender', () => import('@/pages/business/search-tender'), [
    'trade',
    'tender',
  ]),
  pageRoute(
    'business.tenderIssue',
    () => import('@/pages/business/tender-issue'),
    ['trade', 'forms', 'tender-issue', 'hs-code', 'upload'],
    SHIPPER,
  ),
  pageRoute(
    'business.myTenderBid',
    () => import('@/pages/business/my-tender-bid'),
    ['trade', 'issuer', 'export', 'print'],
    SHIPPER,
  ),
];
