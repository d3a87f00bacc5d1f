import { paths } from '../../src/config/paths';
import { DirectoryApi } from '../../src/contract/directory/paths';
import { DirectoryReplies } from '../../src/contract/directory/replies';
import { MarketApi } from '../../src/contract/market/paths';
import { MarketReplies } from '../../src/contract/market/replies';
import { NewsApi } from '../../src/contract/news/paths';
import { NewsReplies } from '../../src/contract/news/replies';
import { TenderApi } from '../../src/contract/tender/paths';
import { TenderReplies } from '../../src/contract/tender/replies';
import { ask, firstIdOf, shipperShipment, tenderWithBid, unpaidOrder } from './mock-data';

import type { DemoKind } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

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
  member(paths.user.shipments.href()),
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

/** A page opened by a real id, asked of the mock (or made for it) when its test runs. */
export interface E2eDetailRoute {
  /** The page as a report names it. */
  name: string;
  access: 'public' | 'login';
  as?: DemoKind;
  url: (request: APIRequestContext) => Promise<string>;
}

/** A news article whose body holds a table (the rate articles), which scrolls on a phone. */
async function articleWithTable(request: APIRequestContext): Promise<string> {
  const list = await ask(request, NewsApi.page, NewsReplies.page, {
    current: 1,
    size: 20,
    category: 'industry',
  });
  for (const item of list.records) {
    const article = await ask(request, NewsApi.detail, NewsReplies.detail, { id: item.id });
    if (article.content.includes('<table')) return item.id;
  }
  throw new Error('the mock has no industry article with a table');
}

export const detailRoutes: readonly E2eDetailRoute[] = [
  {
    name: 'a tender',
    access: 'public',
    url: async (request) =>
      paths.business.tenderDetail.href(
        await firstIdOf(request, TenderApi.page, TenderReplies.page, 'tender'),
      ),
  },
  {
    name: 'an enterprise',
    access: 'public',
    url: async (request) => {
      const id = await firstIdOf(request, DirectoryApi.page, DirectoryReplies.page, 'enterprise', {
        category: 1,
      });
      return paths.business.foreignTradeDetail.href({ id });
    },
  },
  {
    name: 'a rate article',
    access: 'public',
    url: async (request) => paths.business.newsDetail.href({ id: await articleWithTable(request) }),
  },
  {
    name: 'a listing',
    access: 'public',
    url: async (request) =>
      paths.business.marketDetail.href({
        id: await firstIdOf(request, MarketApi.page, MarketReplies.page, 'listing'),
      }),
  },
  {
    name: 'an order to pay',
    access: 'login',
    as: 'shipper',
    url: async (request) => paths.business.payment.href({ orderNo: await unpaidOrder(request) }),
  },
  {
    name: 'a shipment',
    access: 'login',
    as: 'shipper',
    url: async (request) =>
      paths.user.shipments.href({ shipmentNo: await shipperShipment(request) }),
  },
  {
    name: 'the bids on a tender',
    access: 'login',
    as: 'shipper',
    url: async (request) =>
      paths.business.myTenderBid.href({ tenderId: await tenderWithBid(request) }),
  },
  {
    name: 'a quote of a live bid',
    access: 'login',
    as: 'forwarder',
    url: async (request) => paths.business.quote.href({ tenderId: await tenderWithBid(request) }),
  },
];
