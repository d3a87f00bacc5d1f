import { CARRIER, pageRoute, type AppRoute } from '../route-builders';

/** The bid domain's pages: a bid on one tender, the bidder's bids. */
export const bidPages: AppRoute[] = [
  pageRoute(
    'business.quote',
    () => import('@/pages/business/quote'),
    ['trade', 'forms', 'bid'],
    CARRIER,
  ),
  pageRoute(
    'business.myBid',
    () => import('@/pages/business/my-bid'),
    ['trade', 'bid', 'export'],
    CARRIER,
  ),
];
