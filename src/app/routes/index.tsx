import { Navigate } from 'react-router-dom';

import { paths } from '../../config/paths';
import { BUSINESS_HUB } from '../../lib/first-screen/pages';
import { RouteGuard } from '../guards/route-guard';
import { GlobalLayout } from '../layouts/global-layout';
import { page } from '../lazy/page';
import { PageWaiting } from '../page-waiting';
import { leaf, pageAt, section, type AppRoute } from '../route-builders';
import { RootErrorFallback, RouteErrorFallback } from '../route-error';
import { authPages } from './auth';
import { bidPages } from './bid';
import { couponPages } from './coupon';
import { devtoolsPages } from './devtools';
import { directoryPages } from './directory';
import { favouritePages } from './favourite';
import { hsCodePages } from './hs-code';
import { invoicePages } from './invoice';
import { marketPages } from './market';
import { memberPages } from './member';
import { newsPages } from './news';
import { notificationPages } from './notification';
import { orderPages } from './order';
import { otherPages } from './other';
import { schedulePages } from './schedule';
import { shipmentPages } from './shipment';
import { tenderPages } from './tender';

export type { AppRoute } from '../route-builders';

/**
 * Every domain's pages, each written once in its domain's route module. A page sits in the section
 * its address starts with; a section's side menu lists its pages in this order.
 */
const domainPages: readonly AppRoute[] = [
  ...authPages,
  ...memberPages,
  ...directoryPages,
  ...tenderPages,
  ...bidPages,
  ...orderPages,
  ...newsPages,
  ...marketPages,
  ...couponPages,
  ...invoicePages,
  ...favouritePages,
  ...notificationPages,
  ...shipmentPages,
  ...otherPages,
  ...schedulePages,
  ...hsCodePages,
  ...devtoolsPages,
];

/** The domains' pages under a section's address (`/user/…`). */
const pagesUnder = (root: string) =>
  domainPages.filter((route) => route.path?.startsWith(`${root}/`));

const sectionRoots = [
  paths.business.root.path,
  paths.coupon.root.path,
  paths.user.root.path,
  paths.other.root.path,
  paths.tool.root.path,
];

/** The pages outside every section (`/login`, `/register`, …). */
const topLevelPages = domainPages.filter(
  (route) => !sectionRoots.some((root) => route.path?.startsWith(`${root}/`)),
);

const home = pageAt(() => import('@/pages/home'), ['home']);

const businessRoutes: AppRoute = {
  path: paths.business.root.path,
  children: [
    {
      index: true,
      lazy: page(pageAt(() => import('@/pages/business/landing'), ['home'])),
      handle: { titleId: BUSINESS_HUB.titleId, descriptionId: BUSINESS_HUB.descriptionId },
    },
    ...pagesUnder(paths.business.root.path),
  ],
};

const couponRoutes: AppRoute = {
  path: paths.coupon.root.path,
  children: [
    { index: true, element: <Navigate to={paths.coupon.couponCollectionCenter.path} replace /> },
    ...pagesUnder(paths.coupon.root.path),
  ],
};

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
          hydrateFallbackElement: <PageWaiting labelId="common.loading" testId="route-loading" />,
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
    ...topLevelPages,
    businessRoutes,
    couponRoutes,
    section(paths.user.root.path, 'menu.user', pagesUnder(paths.user.root.path)),
    section(paths.other.root.path, 'menu.other', pagesUnder(paths.other.root.path)),
    section(paths.tool.root.path, 'menu.tool', pagesUnder(paths.tool.root.path)),
    {
      path: '*',
      lazy: page(pageAt(() => import('@/pages/not-found'), [])),
      handle: { titleId: 'menu.notFound' },
    },
  ];
}
