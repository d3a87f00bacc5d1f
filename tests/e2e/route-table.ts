import { paths } from '../../src/config/paths';

import type { DemoKind } from './fixtures';

/**
 * Every route of the app with its access rule, as the e2e specs expect it:
 * `public` pages open for a visitor; the others send a visitor to /login and open for `loginAs`.
 */
export interface E2eRoute {
  url: string;
  access: 'public' | 'login';
  /** For `login` routes: a demo account allowed to open it. */
  as?: DemoKind;
}

const open = (url: string): E2eRoute => ({ url, access: 'public' });
const member = (url: string, as: DemoKind = 'shipper'): E2eRoute => ({
  url,
  access: 'login',
  as,
});

export const e2eRoutes: readonly E2eRoute[] = [
  open(paths.home.href()),
  open(paths.homeAlias.href()),
  open(paths.login.href()),
  open(paths.retrievePassword.href()),
  open(paths.register.href()),
  member(paths.subBaseInfo.href()),
  open(paths.test.href()),
  open(paths.business.root.href()),
  open(paths.business.foreignTrade.href(1)),
  open(paths.business.foreignTrade.href(2)),
  open(paths.business.foreignTrade.href(4)),
  open(paths.business.foreignTradeDetail.href()),
  open(paths.business.tendering.href()),
  member(paths.business.myBid.href(), 'forwarder'),
  member(paths.business.payment.href({ orderNo: 'E2E0001' })),
  member(paths.business.tenderIssue.href()),
  member(paths.business.quote.href(), 'consolidator'),
  open(paths.business.searchTender.href()),
  member(paths.business.myTenderBid.href()),
  open(paths.business.newsDetail.href()),
  open(paths.business.newsList.href()),
  open(paths.business.newsList.href({ category: 'help' })),
  open(paths.business.market.href()),
  open(paths.business.marketDetail.href()),
  member(paths.business.myMarket.href(), 'forwarder'),
  member(paths.coupon.root.href()),
  member(paths.coupon.couponManagement.href(), 'forwarder'),
  member(paths.coupon.couponCollectionCenter.href()),
  member(paths.coupon.myCoupon.href()),
  member(paths.coupon.couponMarket.href()),
  member(paths.coupon.couponVerification.href(), 'consolidator'),
  member(paths.user.root.href()),
  member(paths.user.personalCenter.href()),
  member(paths.user.changeBaseInfo.href(), 'forwarder'),
  member(paths.user.invoice.href()),
  member(paths.user.myCollect.href(), 'consolidator'),
  member(paths.user.notifications.href(), 'forwarder'),
  open(paths.other.root.href()),
  open(paths.other.about.href()),
  open(paths.other.contact.href()),
  open(paths.other.clause.href()),
  open(paths.tool.root.href()),
  open(paths.tool.shipDate.href()),
  open(paths.tool.customs.href()),
];

export const publicRoutes = e2eRoutes.filter((route) => route.access === 'public');
export const memberRoutes = e2eRoutes.filter((route) => route.access === 'login');
