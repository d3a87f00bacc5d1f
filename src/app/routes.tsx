import { Navigate } from 'react-router-dom';

import { PageSpinner } from '@/components/page-spinner';

import { paths } from '../config/paths';
import { RouteGuard } from './guards/route-guard';
import { GlobalLayout } from './layouts/global-layout';
import { page } from './lazy/page';
import { CARRIER, leaf, MEMBER, section, SHIPPER, withArea, type AppRoute } from './route-builders';
import { RootErrorFallback, RouteErrorFallback } from './route-error';

export type { AppRoute } from './route-builders';

const home = withArea('home', () => import('@/pages/home'));

const businessRoutes: AppRoute = {
  path: paths.business.root.path,
  children: [
    {
      index: true,
      lazy: page(withArea('home', () => import('@/pages/business/landing'))),
      handle: { titleId: 'menu.business', descriptionId: 'pages.business.landing.description' },
    },
    leaf(
      paths.business.foreignTrade.path,
      withArea('directory', () => import('@/pages/business/foreign-trade')),
      'menu.business.foreignTrade',
      'pages.business.foreignTrade.description',
    ),
    leaf(
      paths.business.foreignTradeDetail.path,
      withArea('directory', () => import('@/pages/business/foreign-trade-detail')),
      'menu.business.foreignTradeDetail',
      'pages.business.foreignTradeDetail.description',
    ),
    leaf(
      paths.business.tendering.path,
      withArea(['trade', 'tender'], () => import('@/pages/business/tendering')),
      'menu.business.tendering',
      'pages.business.tendering.description',
    ),
    leaf(
      paths.business.tenderDetail.path,
      withArea(['trade', 'tender'], () => import('@/pages/business/tender-detail')),
      'menu.business.tenderDetail',
      'pages.business.tenderDetail.description',
    ),
    leaf(
      paths.business.myBid.path,
      withArea(['trade', 'bid'], () => import('@/pages/business/my-bid')),
      'menu.business.myBid',
      'pages.business.myBid.description',
      CARRIER,
    ),
    leaf(
      paths.business.payment.path,
      withArea(['trade', 'order'], () => import('@/pages/business/payment')),
      'menu.business.payment',
      'pages.business.payment.description',
      MEMBER,
    ),
    leaf(
      paths.business.tenderIssue.path,
      withArea(
        ['trade', 'forms', 'issuer', 'hs-code'],
        () => import('@/pages/business/tender-issue'),
      ),
      'menu.business.tenderIssue',
      'pages.business.tenderIssue.description',
      SHIPPER,
    ),
    leaf(
      paths.business.quote.path,
      withArea(['trade', 'forms', 'bid'], () => import('@/pages/business/quote')),
      'menu.business.quote',
      'pages.business.quote.description',
      CARRIER,
    ),
    leaf(
      paths.business.searchTender.path,
      withArea(['trade', 'tender'], () => import('@/pages/business/search-tender')),
      'menu.business.searchTender',
      'pages.business.searchTender.description',
    ),
    leaf(
      paths.business.myTenderBid.path,
      withArea(['trade', 'issuer'], () => import('@/pages/business/my-tender-bid')),
      'menu.business.myTenderBid',
      'pages.business.myTenderBid.description',
      SHIPPER,
    ),
    leaf(
      paths.business.newsDetail.path,
      withArea('news', () => import('@/pages/business/news-detail')),
      'menu.business.newsDetail',
      'pages.business.newsDetail.description',
    ),
    leaf(
      paths.business.newsList.path,
      withArea('news', () => import('@/pages/business/news-list')),
      'menu.business.newsList',
      'pages.business.newsList.description',
    ),
    leaf(
      paths.business.market.path,
      withArea(['trade', 'market'], () => import('@/pages/business/market')),
      'menu.business.market',
      'pages.business.market.description',
    ),
    leaf(
      paths.business.marketDetail.path,
      withArea(['trade', 'market'], () => import('@/pages/business/market-detail')),
      'menu.business.marketDetail',
      'pages.business.marketDetail.description',
    ),
    leaf(
      paths.business.myMarket.path,
      withArea(['trade', 'forms', 'market'], () => import('@/pages/business/my-market')),
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
      () => import('@/pages/coupon/coupon-management'),
      'menu.coupon.couponManagement',
      'pages.coupon.couponManagement.description',
      CARRIER,
    ),
    leaf(
      paths.coupon.couponCollectionCenter.path,
      () => import('@/pages/coupon/coupon-collection-center'),
      'menu.coupon.couponCollectionCenter',
      'pages.coupon.couponCollectionCenter.description',
      MEMBER,
    ),
    leaf(
      paths.coupon.myCoupon.path,
      () => import('@/pages/coupon/my-coupon'),
      'menu.coupon.myCoupon',
      'pages.coupon.myCoupon.description',
      MEMBER,
    ),
    leaf(
      paths.coupon.couponMarket.path,
      () => import('@/pages/coupon/coupon-market'),
      'menu.coupon.couponMarket',
      'pages.coupon.couponMarket.description',
      MEMBER,
    ),
    leaf(
      paths.coupon.couponVerification.path,
      () => import('@/pages/coupon/coupon-verification'),
      'menu.coupon.couponVerification',
      'pages.coupon.couponVerification.description',
      CARRIER,
    ),
  ],
};

const userRoutes = section(paths.user.root.path, 'menu.user', [
  leaf(
    paths.user.personalCenter.path,
    withArea(['member', 'center'], () => import('@/pages/user/personal-center')),
    'menu.user.personalCenter',
    'pages.user.personalCenter.description',
    MEMBER,
  ),
  leaf(
    paths.user.changeBaseInfo.path,
    withArea(['forms', 'member', 'enterprise'], () => import('@/pages/user/change-base-info')),
    'menu.user.changeBaseInfo',
    'pages.user.changeBaseInfo.description',
    MEMBER,
  ),
  leaf(
    paths.user.invoice.path,
    () => import('@/pages/user/invoice'),
    'menu.user.invoice',
    'pages.user.invoice.description',
    MEMBER,
  ),
  leaf(
    paths.user.myCollect.path,
    withArea('favourite', () => import('@/pages/user/my-collect')),
    'menu.user.myCollect',
    'pages.user.myCollect.description',
    MEMBER,
  ),
]);

const otherRoutes = section(paths.other.root.path, 'menu.other', [
  leaf(
    paths.other.about.path,
    withArea('other', () => import('@/pages/other/about')),
    'menu.other.about',
  ),
  leaf(
    paths.other.contact.path,
    withArea('other', () => import('@/pages/other/contact')),
    'menu.other.contact',
  ),
  leaf(
    paths.other.clause.path,
    withArea('other', () => import('@/pages/other/clause')),
    'menu.other.clause',
  ),
]);

const toolRoutes = section(paths.tool.root.path, 'menu.tool', [
  leaf(
    paths.tool.shipDate.path,
    withArea(['trade', 'schedule'], () => import('@/pages/tool/ship-date')),
    'menu.tool.shipDate',
    'pages.tool.shipDate.description',
  ),
  leaf(
    paths.tool.customs.path,
    withArea('hs-code', () => import('@/pages/tool/customs')),
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

/** The pages of the seed's route list (section 2). */
export function appPages(): AppRoute[] {
  return [
    { index: true, lazy: page(home), handle: { titleId: 'menu.home' } },
    leaf(paths.homeAlias.path, home, 'menu.home'),
    leaf(
      paths.login.path,
      withArea(['auth', 'forms', 'wechat'], () => import('@/pages/login')),
      'menu.login',
    ),
    leaf(
      paths.retrievePassword.path,
      withArea(['forms', 'account'], () => import('@/pages/retrieve-password')),
      'menu.retrievePassword',
      'pages.retrievePassword.description',
    ),
    leaf(
      paths.register.path,
      withArea(['forms', 'member', 'account'], () => import('@/pages/register')),
      'menu.register',
      'pages.register.description',
    ),
    leaf(
      paths.subBaseInfo.path,
      withArea(['forms', 'member', 'enterprise'], () => import('@/pages/sub-base-info')),
      'menu.subBaseInfo',
      'pages.subBaseInfo.description',
      MEMBER,
    ),
    leaf(
      paths.test.path,
      withArea('devtools', () => import('@/pages/test')),
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
      lazy: page(() => import('@/pages/not-found')),
      handle: { titleId: 'menu.notFound' },
    },
  ];
}
