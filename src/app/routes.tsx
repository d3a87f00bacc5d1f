import { Navigate } from 'react-router-dom';

import { PageSpinner } from '@/components/page-spinner';
import { startHsChapters } from '@/features/hs-code/early';
import { startListingDetail } from '@/features/market/early';
import { startTenderDetail } from '@/features/tender/early';

import { paths } from '../config/paths';
import { RouteGuard } from './guards/route-guard';
import { GlobalLayout } from './layouts/global-layout';
import { page } from './lazy/page';
import {
  CARRIER,
  leaf,
  MEMBER,
  pageAt,
  section,
  SHIPPER,
  startingEarly,
  type AppRoute,
} from './route-builders';
import { RootErrorFallback, RouteErrorFallback } from './route-error';

export type { AppRoute } from './route-builders';

const home = pageAt(() => import('@/pages/home'), ['home']);

const businessRoutes: AppRoute = {
  path: paths.business.root.path,
  children: [
    {
      index: true,
      lazy: page(pageAt(() => import('@/pages/business/landing'), ['home'])),
      handle: { titleId: 'menu.business', descriptionId: 'pages.business.landing.description' },
    },
    leaf(
      paths.business.foreignTrade.path,
      pageAt(() => import('@/pages/business/foreign-trade'), ['directory']),
      'menu.business.foreignTrade',
      'pages.business.foreignTrade.description',
    ),
    leaf(
      paths.business.foreignTradeDetail.path,
      pageAt(() => import('@/pages/business/foreign-trade-detail'), ['directory']),
      'menu.business.foreignTradeDetail',
      'pages.business.foreignTradeDetail.description',
    ),
    leaf(
      paths.business.tendering.path,
      pageAt(() => import('@/pages/business/tendering'), ['trade', 'tender']),
      'menu.business.tendering',
      'pages.business.tendering.description',
    ),
    startingEarly(
      leaf(
        paths.business.tenderDetail.path,
        pageAt(() => import('@/pages/business/tender-detail'), ['trade', 'tender']),
        'menu.business.tenderDetail',
        'pages.business.tenderDetail.description',
      ),
      ({ tenderId }) => startTenderDetail(tenderId),
    ),
    leaf(
      paths.business.myBid.path,
      pageAt(() => import('@/pages/business/my-bid'), ['trade', 'bid']),
      'menu.business.myBid',
      'pages.business.myBid.description',
      CARRIER,
    ),
    leaf(
      paths.business.payment.path,
      pageAt(() => import('@/pages/business/payment'), ['trade', 'order', 'coupon']),
      'menu.business.payment',
      'pages.business.payment.description',
      MEMBER,
    ),
    leaf(
      paths.business.tenderIssue.path,
      pageAt(
        () => import('@/pages/business/tender-issue'),
        ['trade', 'forms', 'tender-issue', 'hs-code', 'upload'],
      ),
      'menu.business.tenderIssue',
      'pages.business.tenderIssue.description',
      SHIPPER,
    ),
    leaf(
      paths.business.quote.path,
      pageAt(() => import('@/pages/business/quote'), ['trade', 'forms', 'bid']),
      'menu.business.quote',
      'pages.business.quote.description',
      CARRIER,
    ),
    leaf(
      paths.business.searchTender.path,
      pageAt(() => import('@/pages/business/search-tender'), ['trade', 'tender']),
      'menu.business.searchTender',
      'pages.business.searchTender.description',
    ),
    leaf(
      paths.business.myTenderBid.path,
      pageAt(() => import('@/pages/business/my-tender-bid'), ['trade', 'issuer']),
      'menu.business.myTenderBid',
      'pages.business.myTenderBid.description',
      SHIPPER,
    ),
    leaf(
      paths.business.newsDetail.path,
      pageAt(() => import('@/pages/business/news-detail'), ['news']),
      'menu.business.newsDetail',
      'pages.business.newsDetail.description',
    ),
    leaf(
      paths.business.newsList.path,
      pageAt(() => import('@/pages/business/news-list'), ['news']),
      'menu.business.newsList',
      'pages.business.newsList.description',
    ),
    leaf(
      paths.business.market.path,
      pageAt(() => import('@/pages/business/market'), ['trade', 'market']),
      'menu.business.market',
      'pages.business.market.description',
    ),
    startingEarly(
      leaf(
        paths.business.marketDetail.path,
        pageAt(() => import('@/pages/business/market-detail'), ['trade', 'market']),
        'menu.business.marketDetail',
        'pages.business.marketDetail.description',
      ),
      (_, url) => startListingDetail(url.searchParams.get('id')),
    ),
    leaf(
      paths.business.myMarket.path,
      pageAt(
        () => import('@/pages/business/my-market'),
        ['trade', 'forms', 'market', 'market-mine'],
      ),
      'menu.business.myMarket',
      'pages.business.myMarket.description',
      CARRIER,
    ),
  ],
};

const couponRoutes: AppRoute = {
  path: paths.coupon.root.path,
  children: [
    { index: true, element: <Navigate to={paths.coupon.couponCollectionCenter.path} replace /> },
    leaf(
      paths.coupon.couponManagement.path,
      pageAt(() => import('@/pages/coupon/coupon-management'), ['coupon', 'coupon-issuer']),
      'menu.coupon.couponManagement',
      'pages.coupon.couponManagement.description',
      CARRIER,
    ),
    leaf(
      paths.coupon.couponCollectionCenter.path,
      pageAt(() => import('@/pages/coupon/coupon-collection-center'), ['coupon']),
      'menu.coupon.couponCollectionCenter',
      'pages.coupon.couponCollectionCenter.description',
      MEMBER,
    ),
    leaf(
      paths.coupon.myCoupon.path,
      pageAt(() => import('@/pages/coupon/my-coupon'), ['coupon']),
      'menu.coupon.myCoupon',
      'pages.coupon.myCoupon.description',
      MEMBER,
    ),
    leaf(
      paths.coupon.couponMarket.path,
      pageAt(() => import('@/pages/coupon/coupon-market'), ['coupon']),
      'menu.coupon.couponMarket',
      'pages.coupon.couponMarket.description',
      MEMBER,
    ),
    leaf(
      paths.coupon.couponVerification.path,
      pageAt(() => import('@/pages/coupon/coupon-verification'), ['coupon', 'coupon-issuer']),
      'menu.coupon.couponVerification',
      'pages.coupon.couponVerification.description',
      CARRIER,
    ),
  ],
};

const userRoutes = section(paths.user.root.path, 'menu.user', [
  leaf(
    paths.user.personalCenter.path,
    pageAt(() => import('@/pages/user/personal-center'), ['member', 'center']),
    'menu.user.personalCenter',
    'pages.user.personalCenter.description',
    MEMBER,
  ),
  leaf(
    paths.user.changeBaseInfo.path,
    pageAt(
      () => import('@/pages/user/change-base-info'),
      ['forms', 'member', 'enterprise', 'upload'],
    ),
    'menu.user.changeBaseInfo',
    'pages.user.changeBaseInfo.description',
    MEMBER,
  ),
  leaf(
    paths.user.invoice.path,
    pageAt(() => import('@/pages/user/invoice'), ['invoice']),
    'menu.user.invoice',
    'pages.user.invoice.description',
    MEMBER,
  ),
  leaf(
    paths.user.myCollect.path,
    pageAt(() => import('@/pages/user/my-collect'), ['favourite']),
    'menu.user.myCollect',
    'pages.user.myCollect.description',
    MEMBER,
  ),
  leaf(
    paths.user.notifications.path,
    pageAt(() => import('@/pages/user/notifications'), ['notification']),
    'menu.user.notifications',
    'pages.user.notifications.description',
    MEMBER,
  ),
]);

const otherRoutes = section(paths.other.root.path, 'menu.other', [
  leaf(
    paths.other.about.path,
    pageAt(() => import('@/pages/other/about'), ['other']),
    'menu.other.about',
  ),
  leaf(
    paths.other.contact.path,
    pageAt(() => import('@/pages/other/contact'), ['other']),
    'menu.other.contact',
  ),
  leaf(
    paths.other.clause.path,
    pageAt(() => import('@/pages/other/clause'), ['other']),
    'menu.other.clause',
  ),
]);

const toolRoutes = section(paths.tool.root.path, 'menu.tool', [
  leaf(
    paths.tool.shipDate.path,
    pageAt(() => import('@/pages/tool/ship-date'), ['trade', 'schedule']),
    'menu.tool.shipDate',
    'pages.tool.shipDate.description',
  ),
  startingEarly(
    leaf(
      paths.tool.customs.path,
      pageAt(() => import('@/pages/tool/customs'), ['hs-code']),
      'menu.tool.customs',
      'pages.tool.customs.description',
    ),
    startHsChapters,
  ),
]);

/** Every page of the app, under one global layout; `pages` are the routes inside its content area. */
export function createRoutes(pages: AppRoute[] = appPages()): AppRoute[] {
  return [
    {
      id: 'root',
      element: <GlobalLayout />,
      errorElement: <RootErrorFallback />,
      children: [
        {
          // A page that throws while rendering is caught here, inside the layout.
          id: 'content',
          element: <RouteGuard />,
          errorElement: <RouteErrorFallback />,
          hydrateFallbackElement: <PageSpinner labelId="common.loading" testId="route-loading" />,
          children: pages,
        },
      ],
    },
  ];
}

/** Every route of the app, under the one global layout. */
export function appPages(): AppRoute[] {
  return [
    { index: true, lazy: page(home), handle: { titleId: 'menu.home' } },
    leaf(paths.homeAlias.path, home, 'menu.home'),
    leaf(
      paths.login.path,
      pageAt(() => import('@/pages/login'), ['auth', 'account', 'forms', 'wechat']),
      'menu.login',
    ),
    leaf(
      paths.retrievePassword.path,
      pageAt(() => import('@/pages/retrieve-password'), ['forms', 'account']),
      'menu.retrievePassword',
      'pages.retrievePassword.description',
    ),
    leaf(
      paths.register.path,
      pageAt(() => import('@/pages/register'), ['forms', 'member', 'account']),
      'menu.register',
      'pages.register.description',
    ),
    leaf(
      paths.subBaseInfo.path,
      pageAt(() => import('@/pages/sub-base-info'), ['forms', 'member', 'enterprise', 'upload']),
      'menu.subBaseInfo',
      'pages.subBaseInfo.description',
      MEMBER,
    ),
    leaf(
      paths.test.path,
      pageAt(() => import('@/pages/test'), ['test']),
      'menu.test',
      'pages.test.description',
    ),
    businessRoutes,
    couponRoutes,
    userRoutes,
    otherRoutes,
    toolRoutes,
    {
      path: '*',
      lazy: page(pageAt(() => import('@/pages/not-found'), [])),
      handle: { titleId: 'menu.notFound' },
    },
  ];
}
