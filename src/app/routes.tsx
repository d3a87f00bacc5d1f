import { Navigate } from 'react-router-dom';

import { PageSpinner } from '@/components/page-spinner';

import { paths } from '../config/paths';
import { RouteGuard } from './guards/route-guard';
import { GlobalLayout } from './layouts/global-layout';
import { page } from './lazy/page';
import { CARRIER, leaf, MEMBER, pageAt, section, SHIPPER, type AppRoute } from './route-builders';
import { RootErrorFallback, RouteErrorFallback } from './route-error';

export type { AppRoute } from './route-builders';

const home = pageAt('home');

const businessRoutes: AppRoute = {
  path: paths.business.root.path,
  children: [
    {
      index: true,
      lazy: page(pageAt('business/landing')),
      handle: { titleId: 'menu.business', descriptionId: 'pages.business.landing.description' },
    },
    leaf(
      paths.business.foreignTrade.path,
      pageAt('business/foreign-trade'),
      'menu.business.foreignTrade',
      'pages.business.foreignTrade.description',
    ),
    leaf(
      paths.business.foreignTradeDetail.path,
      pageAt('business/foreign-trade-detail'),
      'menu.business.foreignTradeDetail',
      'pages.business.foreignTradeDetail.description',
    ),
    leaf(
      paths.business.tendering.path,
      pageAt('business/tendering'),
      'menu.business.tendering',
      'pages.business.tendering.description',
    ),
    leaf(
      paths.business.tenderDetail.path,
      pageAt('business/tender-detail'),
      'menu.business.tenderDetail',
      'pages.business.tenderDetail.description',
    ),
    leaf(
      paths.business.myBid.path,
      pageAt('business/my-bid'),
      'menu.business.myBid',
      'pages.business.myBid.description',
      CARRIER,
    ),
    leaf(
      paths.business.payment.path,
      pageAt('business/payment'),
      'menu.business.payment',
      'pages.business.payment.description',
      MEMBER,
    ),
    leaf(
      paths.business.tenderIssue.path,
      pageAt('business/tender-issue'),
      'menu.business.tenderIssue',
      'pages.business.tenderIssue.description',
      SHIPPER,
    ),
    leaf(
      paths.business.quote.path,
      pageAt('business/quote'),
      'menu.business.quote',
      'pages.business.quote.description',
      CARRIER,
    ),
    leaf(
      paths.business.searchTender.path,
      pageAt('business/search-tender'),
      'menu.business.searchTender',
      'pages.business.searchTender.description',
    ),
    leaf(
      paths.business.myTenderBid.path,
      pageAt('business/my-tender-bid'),
      'menu.business.myTenderBid',
      'pages.business.myTenderBid.description',
      SHIPPER,
    ),
    leaf(
      paths.business.newsDetail.path,
      pageAt('business/news-detail'),
      'menu.business.newsDetail',
      'pages.business.newsDetail.description',
    ),
    leaf(
      paths.business.newsList.path,
      pageAt('business/news-list'),
      'menu.business.newsList',
      'pages.business.newsList.description',
    ),
    leaf(
      paths.business.market.path,
      pageAt('business/market'),
      'menu.business.market',
      'pages.business.market.description',
    ),
    leaf(
      paths.business.marketDetail.path,
      pageAt('business/market-detail'),
      'menu.business.marketDetail',
      'pages.business.marketDetail.description',
    ),
    leaf(
      paths.business.myMarket.path,
      pageAt('business/my-market'),
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
      pageAt('coupon/coupon-management'),
      'menu.coupon.couponManagement',
      'pages.coupon.couponManagement.description',
      CARRIER,
    ),
    leaf(
      paths.coupon.couponCollectionCenter.path,
      pageAt('coupon/coupon-collection-center'),
      'menu.coupon.couponCollectionCenter',
      'pages.coupon.couponCollectionCenter.description',
      MEMBER,
    ),
    leaf(
      paths.coupon.myCoupon.path,
      pageAt('coupon/my-coupon'),
      'menu.coupon.myCoupon',
      'pages.coupon.myCoupon.description',
      MEMBER,
    ),
    leaf(
      paths.coupon.couponMarket.path,
      pageAt('coupon/coupon-market'),
      'menu.coupon.couponMarket',
      'pages.coupon.couponMarket.description',
      MEMBER,
    ),
    leaf(
      paths.coupon.couponVerification.path,
      pageAt('coupon/coupon-verification'),
      'menu.coupon.couponVerification',
      'pages.coupon.couponVerification.description',
      CARRIER,
    ),
  ],
};

const userRoutes = section(paths.user.root.path, 'menu.user', [
  leaf(
    paths.user.personalCenter.path,
    pageAt('user/personal-center'),
    'menu.user.personalCenter',
    'pages.user.personalCenter.description',
    MEMBER,
  ),
  leaf(
    paths.user.changeBaseInfo.path,
    pageAt('user/change-base-info'),
    'menu.user.changeBaseInfo',
    'pages.user.changeBaseInfo.description',
    MEMBER,
  ),
  leaf(
    paths.user.invoice.path,
    pageAt('user/invoice'),
    'menu.user.invoice',
    'pages.user.invoice.description',
    MEMBER,
  ),
  leaf(
    paths.user.myCollect.path,
    pageAt('user/my-collect'),
    'menu.user.myCollect',
    'pages.user.myCollect.description',
    MEMBER,
  ),
]);

const otherRoutes = section(paths.other.root.path, 'menu.other', [
  leaf(paths.other.about.path, pageAt('other/about'), 'menu.other.about'),
  leaf(paths.other.contact.path, pageAt('other/contact'), 'menu.other.contact'),
  leaf(paths.other.clause.path, pageAt('other/clause'), 'menu.other.clause'),
]);

const toolRoutes = section(paths.tool.root.path, 'menu.tool', [
  leaf(
    paths.tool.shipDate.path,
    pageAt('tool/ship-date'),
    'menu.tool.shipDate',
    'pages.tool.shipDate.description',
  ),
  leaf(
    paths.tool.customs.path,
    pageAt('tool/customs'),
    'menu.tool.customs',
    'pages.tool.customs.description',
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
    leaf(paths.login.path, pageAt('login'), 'menu.login'),
    leaf(
      paths.retrievePassword.path,
      pageAt('retrieve-password'),
      'menu.retrievePassword',
      'pages.retrievePassword.description',
    ),
    leaf(paths.register.path, pageAt('register'), 'menu.register', 'pages.register.description'),
    leaf(
      paths.subBaseInfo.path,
      pageAt('sub-base-info'),
      'menu.subBaseInfo',
      'pages.subBaseInfo.description',
      MEMBER,
    ),
    leaf(paths.test.path, pageAt('test'), 'menu.test', 'pages.test.description'),
    businessRoutes,
    couponRoutes,
    userRoutes,
    otherRoutes,
    toolRoutes,
    {
      path: '*',
      lazy: page(pageAt('not-found')),
      handle: { titleId: 'menu.notFound' },
    },
  ];
}
