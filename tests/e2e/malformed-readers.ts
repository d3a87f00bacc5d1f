/**
 * Who reads each GET path of the contract, for the malformed-reply sweep
 * (malformed-replies.spec.ts): the page, the demo account, what makes the page ask, what it shows
 * when the call fails, and how to see that it used the reply's data.
 */
import * as v from 'valibot';

import { CaptchaApi, SessionApi } from '../../src/contract/auth/paths';
import { CaptchaReplies, SessionReplies } from '../../src/contract/auth/replies';
import { BidApi } from '../../src/contract/bid/paths';
import { BidReplies } from '../../src/contract/bid/replies';
import { groupCouponCode } from '../../src/contract/coupon/code';
import { CouponApi } from '../../src/contract/coupon/paths';
import { CouponReplies } from '../../src/contract/coupon/replies';
import { DevtoolsApi } from '../../src/contract/devtools/paths';
import { DirectoryApi } from '../../src/contract/directory/paths';
import { DirectoryReplies } from '../../src/contract/directory/replies';
import { FavouriteApi } from '../../src/contract/favourite/paths';
import { FavouriteReplies } from '../../src/contract/favourite/replies';
import { HomeApi } from '../../src/contract/home/paths';
import { HomeReplies } from '../../src/contract/home/replies';
import { HsCodeApi } from '../../src/contract/hs-code/paths';
import { HsCodeReplies } from '../../src/contract/hs-code/replies';
import { API_PREFIX } from '../../src/contract/http';
import { InvoiceApi } from '../../src/contract/invoice/paths';
import { InvoiceReplies } from '../../src/contract/invoice/replies';
import { MarketApi } from '../../src/contract/market/paths';
import { MarketReplies } from '../../src/contract/market/replies';
import { MemberApi } from '../../src/contract/member/paths';
import { MemberReplies } from '../../src/contract/member/replies';
import { NewsApi } from '../../src/contract/news/paths';
import { NewsReplies } from '../../src/contract/news/replies';
import { NotificationApi } from '../../src/contract/notification/paths';
import { NotificationReplies } from '../../src/contract/notification/replies';
import { OrderApi } from '../../src/contract/order/paths';
import { OrderReplies } from '../../src/contract/order/replies';
import { ReferenceApi } from '../../src/contract/reference/paths';
import { ReferenceReplies } from '../../src/contract/reference/replies';
import { ScheduleApi } from '../../src/contract/schedule/paths';
import { ScheduleReplies } from '../../src/contract/schedule/replies';
import { ShipmentApi } from '../../src/contract/shipment/paths';
import { TenderApi } from '../../src/contract/tender/paths';
import { TenderReplies } from '../../src/contract/tender/replies';
import { expect, loginAs, submitLogin, type DemoKind } from './fixtures';
import { call, registerFreshAccount } from './fresh-account';
import { ask, firstOf, tenderWithBid, tokenOf, unpaidOrder } from './mock-data';
import { catalogues, escapeRegExp, exact, formatted, pattern, worded } from './texts';
import {
  apiToken,
  awardBid,
  bidBody,
  createTender,
  registerCertifiedAccount,
  submitBid,
} from './trade-api';
import { standInForWechat } from './wechat-stand-in';

import type { ReplySchema } from '../../src/contract/schema';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

const t = catalogues['zh-CN'];

/** What a row may use to find its address: the API as the spec's worker, and the test's page. */
export interface ReaderContext {
  request: APIRequestContext;
  /** Before any load: a row may log it in as an account of its own. */
  page: Page;
}

/** What the page shows while the call fails. */
export type FailureKind =
  /** The section says the load failed, with a Retry button (重试) that asks again. */
  | 'retry'
  /** A background call: the page goes on without it (`meanwhile` says what it then shows). */
  | 'quiet';

export interface PageReader {
  /** The GET path (under API_PREFIX) the page reads. */
  path: string;
  schema: ReplySchema;
  /** The page and the account, as the report names them ('/business/myBid as forwarder'). */
  where: string;
  /** The saved login the page is opened with; a visitor without. */
  as?: DemoKind;
  /** Every load a visitor's first: nothing stored by an earlier load (the dictionaries' copy). */
  firstVisit?: boolean;
  /** The address to open (real ids are asked of the mock once per test). */
  url: (context: ReaderContext) => Promise<string>;
  /**
   * What makes the page ask, after it opened (typing in a port picker, opening a drawer). The
   * page's first call of the path is the one the row waits for.
   */
  trigger?: (page: Page) => Promise<void>;
  failure: FailureKind;
  /** What the page shows while the call fails, in words. */
  meanwhile: string;
  /** For a quiet call: what shows the page still working while it fails. */
  works?: (page: Page) => Promise<void>;
  /**
   * That the page shows the data of what it got: the payloads of the load's calls of the path, in
   * the order they were answered, parsed with the schema (as the app sees them).
   */
  sees: (page: Page, replies: readonly unknown[]) => Promise<void>;
  /**
   * Opens the page (the url, then the trigger) where that is more than a visit: a fresh login for
   * the logout, the round trip through WeChat for its callback.
   */
  open?: (page: Page, url: string) => Promise<void>;
}

/** A GET path no page of the production build reads, and where it is covered instead. */
export interface UnreadPath {
  path: string;
  notRead: string;
}

interface Row<S extends ReplySchema> extends Omit<PageReader, 'path' | 'schema' | 'sees' | 'url'> {
  url: string | ((context: ReaderContext) => Promise<string>);
  /** `reply` is the first answered call's payload, `all` every call's. */
  sees: (page: Page, reply: v.InferOutput<S>, all: v.InferOutput<S>[]) => Promise<void>;
}

/** A row whose `sees` gets the replies typed as its schema's output. */
function reads<S extends ReplySchema>(path: string, schema: S, row: Row<S>): PageReader {
  const { url } = row;
  return {
    ...row,
    path,
    schema,
    url: typeof url === 'string' ? () => Promise.resolve(url) : url,
    sees: (page, replies) => {
      const parsed = replies.map((reply) => v.parse(schema, reply));
      const [first] = parsed;
      if (first === undefined) throw new Error(`the page asked nothing of ${path}`);
      return row.sees(page, first, parsed);
    },
  };
}

/** A text of the reply on the page (the first place it shows). */
async function shows(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
}

/**
 * A section's Retry button: 重试 in its name (antd writes two Chinese characters with a space
 * between; some buttons name their section too, “重试 平台数据”).
 */
export function retryButton(scope: Page | Locator): Locator {
  return scope.getByRole('button', { name: /重\s?试/ });
}

/** An option of the open antd Select drop-down (its `role=option` twins are hidden). */
function option(page: Page, text: string): Locator {
  return page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first();
}

/** A USD coupon of the demo forwarder that an order of USD 3,000 or more can use. */
const FORWARDER_COUPON_MAX_THRESHOLD = 3000;

/** `account` claims a free USD coupon of the demo forwarder: its code. */
async function claimForwarderCoupon(
  context: ReaderContext,
  account: { mobile: string; password: string },
): Promise<{ code: string; token: string }> {
  const { request } = context;
  const token = await apiToken(request, account);
  const forwarder = await ask(
    request,
    SessionApi.currentUser,
    SessionReplies.currentUser,
    {},
    'forwarder',
  );
  const offers = await call<unknown>(
    request.get(`${API_PREFIX}${CouponApi.collectable}`, {
      params: { current: 1, size: 20, issuerId: forwarder.enterpriseId, currency: 'USD' },
      headers: { token },
    }),
  );
  const offer = v
    .parse(CouponReplies.collectable, offers)
    .records.find((item) => Number(item.threshold ?? 0) <= FORWARDER_COUPON_MAX_THRESHOLD);
  if (!offer) throw new Error('the demo forwarder offers no free USD coupon to claim');
  const claimed = await call<{ code: string }>(
    request.post(`${API_PREFIX}${CouponApi.claim}`, {
      data: { templateId: offer.id },
      headers: { token },
    }),
  );
  return { code: claimed.code, token };
}

/**
 * A fresh certified shipper holding a coupon of the demo forwarder, with an unpaid order of USD
 * 3,990 to the forwarder: the test's page is logged in as it. Returns the order's number.
 */
async function orderWithUsableCoupon(context: ReaderContext): Promise<string> {
  const { request, page } = context;
  const account = await registerCertifiedAccount(request, 1);
  const { token } = await claimForwarderCoupon(context, account);
  const forwarder = await tokenOf(request, 'forwarder');
  const tender = await createTender(request, token);
  const bid = await submitBid(request, forwarder, bidBody(tender));
  const { orderNo } = await awardBid(request, token, tender.id, bid.id);
  await submitLogin(page, { username: account.mobile, password: account.password });
  await page.waitForURL((url) => url.pathname !== '/login');
  return orderNo;
}

/** A decimal amount as the pages write it: '3690' → '3,690.00'. */
const money = (amount: string) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(amount));

/** A whole text of a message with `{placeholders}`, each placeholder anything. */
const whole = (message: string) => new RegExp(`^${pattern(message).source}$`);

/** The pages WeChat's stand-in answers for already. */
const wechatStandIns = new WeakSet<Page>();

/** The detail page of the market's first listing. */
async function firstListing(context: ReaderContext): Promise<string> {
  const listings = await ask(context.request, MarketApi.page, MarketReplies.page, {
    current: 1,
    size: 1,
  });
  return `/business/marketDetail?id=${firstOf(listings.records, 'listing').id}`;
}

/** The pages that read each GET path of the contract. */
export const pageReaders: readonly PageReader[] = [
  // Sign-in and session
  reads(CaptchaApi.captcha, CaptchaReplies.captcha, {
    where: '/login, visitor',
    url: '/login',
    failure: 'retry',
    meanwhile: 'the captcha field says the image did not load, with Retry; the form stays',
    sees: async (page) => {
      const image = page.getByRole('button', { name: exact(t['forms.captcha.refresh']) });
      await expect(image.getByRole('img')).toBeVisible();
    },
  }),
  reads(SessionApi.currentUser, SessionReplies.currentUser, {
    where: '/user/personalCenter as shipper',
    as: 'shipper',
    url: '/user/personalCenter',
    failure: 'retry',
    meanwhile: 'the member page says the login cannot be confirmed now, with Retry',
    sees: (page, member) => shows(page, member.nickname ?? member.username),
  }),
  reads(SessionApi.logout, SessionReplies.logout, {
    where: 'the member menu’s log-out, after a fresh login as shipper',
    url: '/',
    failure: 'quiet',
    meanwhile: 'an acknowledgement the app does not read: the member is logged out all the same',
    open: async (page) => {
      await loginAs(page, 'shipper', { reject: '/' });
      const header = page.getByRole('banner');
      const menu = header.getByRole('button', { name: new RegExp(t['common.userType.1']) });
      const logout = header.getByRole('button', { name: t['layout.member.logout'] });
      // The page behind the menu may still be loading: its focus moves close the menu.
      await expect(async () => {
        if (!(await logout.isVisible())) await menu.click();
        await logout.click({ timeout: 2_000 });
      }).toPass();
    },
    works: async (page) => {
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: exact(t['menu.login']) })).toBeVisible();
    },
    sees: async (page) => {
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: exact(t['menu.login']) })).toBeVisible();
    },
  }),
  reads(MemberApi.wechatCallBack, MemberReplies.wechatCallBack, {
    where: '/login, visitor, back from WeChat with a WeChat account not bound yet',
    url: '/login',
    failure: 'quiet',
    meanwhile:
      'the login page says the WeChat login did not complete and why, with “log in with WeChat again” (its code works once); the login forms stay',
    open: async (page, url) => {
      if (!wechatStandIns.has(page)) {
        wechatStandIns.add(page);
        // A WeChat account of this test's own, never bound: the callback logs nobody in.
        await standInForWechat(page, {
          allowAs: `malformed-${Math.random().toString(36).slice(2)}`,
        });
      }
      await page.goto(url);
      await page.getByRole('button', { name: t['wechat.login.button'], exact: true }).click();
    },
    works: async (page) => {
      await expect(page.getByRole('alert')).toContainText(t['wechat.error.title']);
      await expect(page.getByRole('button', { name: t['wechat.login.retry'] })).toBeVisible();
    },
    sees: async (page) => {
      await expect(page.getByRole('heading', { name: t['wechat.bind.title'] })).toBeVisible();
    },
  }),

  // Reference data, read at start-up by every page
  reads(ReferenceApi.dictListAll, ReferenceReplies.dictListAll, {
    where: '/business/tendering, visitor’s first visit (no copy stored by an earlier one)',
    firstVisit: true,
    url: '/business/tendering',
    failure: 'quiet',
    meanwhile:
      'codes the app knows keep their names from its catalogue (a tender’s status “招标中”); the hall lists and filters',
    works: async (page) => {
      await expect(page.getByText(whole(t['tender.list.total']))).toBeVisible();
      await expect(
        page.getByRole('main').getByText(t['codes.tender_status.open'], { exact: true }).first(),
      ).toBeVisible();
    },
    sees: async (page, dictionaries) => {
      const open = dictionaries.tender_status?.find((item) => item.value === 'open');
      await shows(page, open?.text ?? 'open');
    },
  }),
  reads(ReferenceApi.provinceListAll, ReferenceReplies.provinceListAll, {
    where: '/business/foreignTrade/1, visitor',
    url: '/business/foreignTrade/1',
    failure: 'quiet',
    meanwhile:
      'enterprises keep their province’s name from the app’s catalogue, never its code; the list and filters work',
    works: async (page) => {
      await expect(page.getByText(whole(t['directory.list.total']))).toBeVisible();
      const provinceNames = Object.entries(t)
        .filter(([id]) => id.startsWith('codes.province.'))
        .map(([, name]) => name);
      await expect(
        page
          .getByRole('main')
          // The name after the place icon.
          .getByText(new RegExp(`^\\W*(${provinceNames.join('|')})$`))
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('main').getByText(/^\D*\d{6}$/)).toHaveCount(0);
    },
    sees: async (page, provinces) => {
      await page.getByRole('combobox', { name: t['directory.filters.province'] }).click();
      const first = firstOf(provinces.records, 'province');
      await expect(option(page, first.name)).toBeVisible();
    },
  }),
  reads(ReferenceApi.countryListAll, ReferenceReplies.countryListAll, {
    where: '/test, visitor',
    url: '/test',
    failure: 'quiet',
    meanwhile:
      'the reference card counts no countries; the API probe (the first country) says the reply could not be read, with Check again',
    works: async (page) => {
      await shows(page, t['errors.contract']);
    },
    sees: async (page) => {
      await shows(page, t['devtools.api.reachable']);
    },
  }),
  reads(ReferenceApi.portSearch, ReferenceReplies.portSearch, {
    where: '/business/tendering, visitor, the port of loading picker',
    url: '/business/tendering',
    trigger: async (page) => {
      await page.getByRole('combobox', { name: t['trade.lane.pol'] }).click();
    },
    failure: 'quiet',
    meanwhile:
      'the picker says the ports did not load instead of loading on; the hall lists and filters',
    works: async (page) => {
      const list = page.locator('.ant-select-dropdown:visible');
      await expect(list).toBeVisible();
      await expect(list, 'the picker gives up loading').not.toContainText(t['common.loading']);
      await expect(list).toContainText(t['trade.port.failed']);
      await expect(page.getByText(whole(t['tender.list.total']))).toBeVisible();
    },
    sees: async (page, ports) => {
      const first = firstOf(ports.records, 'port');
      await expect(option(page, first.code)).toBeVisible();
    },
  }),

  // Tenders and bids
  reads(TenderApi.page, TenderReplies.page, {
    where: '/business/tendering, visitor',
    url: '/business/tendering',
    failure: 'retry',
    meanwhile: 'the list says it did not load, with Retry; the filters stay',
    sees: (page, tenders) => shows(page, firstOf(tenders.records, 'tender').title),
  }),
  reads(TenderApi.detail, TenderReplies.detail, {
    where: '/business/tendering/:id, visitor',
    url: async (context) => {
      const tenders = await ask(context.request, TenderApi.page, TenderReplies.page, {
        current: 1,
        size: 1,
      });
      return `/business/tendering/${firstOf(tenders.records, 'tender').id}`;
    },
    failure: 'retry',
    meanwhile: 'the page says the tender did not load, with Retry',
    sees: (page, tender) => shows(page, tender.title),
  }),
  reads(TenderApi.mine, TenderReplies.mine, {
    where: '/business/myTenderBid as shipper',
    as: 'shipper',
    url: '/business/myTenderBid',
    failure: 'retry',
    meanwhile: 'the list of my tenders says it did not load, with Retry',
    sees: (page, tenders) => shows(page, firstOf(tenders.records, 'tender').title),
  }),
  reads(TenderApi.bids, TenderReplies.bids, {
    where: '/business/myTenderBid?tenderId= as shipper (a tender with a bid)',
    as: 'shipper',
    url: async (context) =>
      `/business/myTenderBid?tenderId=${await tenderWithBid(context.request)}`,
    failure: 'retry',
    meanwhile: 'the comparison panel says the bids did not load, with Retry; the list stays',
    sees: (page, list) => shows(page, firstOf(list.bids, 'bid').bidNo),
  }),
  reads(TenderApi.market, TenderReplies.market, {
    where: '/business/myTenderBid?tenderId= as shipper, the bids against the market',
    as: 'shipper',
    url: async (context) =>
      `/business/myTenderBid?tenderId=${await tenderWithBid(context.request)}`,
    failure: 'retry',
    meanwhile: 'the market comparison says it did not load, with Retry; the bids stay',
    sees: (page, market) =>
      market.band
        ? shows(page, new RegExp(escapeRegExp(money(market.band.median))))
        : shows(page, t['issuer.market.noBand']),
  }),
  reads(MemberApi.dashboard, MemberReplies.dashboard, {
    where: '/user/personalCenter as shipper, the dashboards',
    as: 'shipper',
    url: '/user/personalCenter',
    failure: 'retry',
    meanwhile: 'the dashboards say they did not load, with Retry; the member centre stays',
    sees: (page, dashboard) => {
      if (dashboard.role !== 'shipper') return shows(page, t['dashboard.title']);
      // The month with the most spend is named in the words under the chart, with its amount.
      const top = [...dashboard.months].sort((a, b) => Number(b.spend) - Number(a.spend))[0];
      return shows(page, new RegExp(escapeRegExp(money(top?.spend ?? '0'))));
    },
  }),
  reads(BidApi.mine, BidReplies.mine, {
    where: '/business/myBid as forwarder',
    as: 'forwarder',
    url: '/business/myBid',
    failure: 'retry',
    meanwhile: 'the list of my bids says it did not load, with Retry',
    sees: (page, bids) => shows(page, firstOf(bids.records, 'bid').tender.title),
  }),
  reads(BidApi.detail, BidReplies.detail, {
    where: '/business/quote?tenderId= as forwarder (a tender with the forwarder’s live bid)',
    as: 'forwarder',
    url: async (context) => `/business/quote?tenderId=${await tenderWithBid(context.request)}`,
    failure: 'retry',
    meanwhile: 'the page says the bid did not load, with Retry; the form waits',
    sees: async (page) => {
      await expect(page.getByText(t['bid.page.reviseTitle']).first()).toBeVisible();
    },
  }),

  // Orders and payment
  reads(OrderApi.detail, OrderReplies.detail, {
    where: '/business/payment?orderNo= as shipper (a fresh unpaid order)',
    as: 'shipper',
    url: async (context) => `/business/payment?orderNo=${await unpaidOrder(context.request)}`,
    failure: 'retry',
    meanwhile: 'the page says the order did not load, with Retry and the way back to my orders',
    sees: (page, order) => shows(page, order.orderNo),
  }),
  reads(OrderApi.mine, OrderReplies.mine, {
    where: '/business/payment as shipper',
    as: 'shipper',
    url: '/business/payment',
    failure: 'retry',
    meanwhile: 'the list of my orders says it did not load, with Retry',
    sees: (page, orders) => shows(page, firstOf(orders.records, 'order').orderNo),
  }),
  reads(CouponApi.usable, CouponReplies.usable, {
    where:
      '/business/payment?orderNo=, the coupon card, as a fresh member holding a coupon of the payee (its unpaid order)',
    url: async (context) => {
      const orderNo = await orderWithUsableCoupon(context);
      return `/business/payment?orderNo=${orderNo}`;
    },
    failure: 'retry',
    meanwhile: 'the coupon card says the usable coupons did not load, with Retry; paying stays',
    sees: async (page, coupons) => {
      const coupon = firstOf(coupons, 'usable coupon');
      await expect(
        page.getByRole('radio', { name: new RegExp(escapeRegExp(coupon.name)) }),
      ).toBeVisible();
    },
  }),

  // Coupons
  reads(CouponApi.templates, CouponReplies.templates, {
    where: '/coupon/couponManagement as forwarder',
    as: 'forwarder',
    url: '/coupon/couponManagement',
    failure: 'retry',
    meanwhile: 'the list of templates says it did not load, with Retry; New stays',
    sees: (page, templates) => shows(page, firstOf(templates.records, 'template').name),
  }),
  reads(CouponApi.template, CouponReplies.template, {
    where: '/coupon/couponManagement as forwarder, a template’s Details drawer',
    as: 'forwarder',
    url: '/coupon/couponManagement',
    trigger: async (page) => {
      await page
        .getByRole('button', { name: new RegExp(`^${t['couponIssuer.actions.detail']}`) })
        .first()
        .click();
    },
    failure: 'retry',
    meanwhile: 'the drawer says the details did not load, with Retry',
    sees: async (page, detail) => {
      await expect(page.getByRole('dialog').getByText(detail.name).first()).toBeVisible();
    },
  }),
  reads(CouponApi.collectable, CouponReplies.collectable, {
    where: '/coupon/couponCollectionCenter as shipper',
    as: 'shipper',
    url: '/coupon/couponCollectionCenter',
    failure: 'retry',
    meanwhile: 'the offers say they did not load, with Retry; the filters stay',
    sees: (page, offers) => shows(page, firstOf(offers.records, 'offer').name),
  }),
  reads(CouponApi.forSale, CouponReplies.forSale, {
    where: '/coupon/couponMarket as shipper',
    as: 'shipper',
    url: '/coupon/couponMarket',
    failure: 'retry',
    meanwhile: 'the offers say they did not load, with Retry; the filters stay',
    sees: (page, offers) => shows(page, firstOf(offers.records, 'offer').name),
  }),
  reads(CouponApi.issuers, CouponReplies.issuers, {
    where: '/coupon/couponCollectionCenter as shipper, the issuer filter',
    as: 'shipper',
    url: '/coupon/couponCollectionCenter',
    failure: 'quiet',
    meanwhile: 'the issuer filter offers “any” only; the offers show and can be claimed',
    works: async (page) => {
      await expect(page.getByText(whole(t['coupon.offer.total']))).toBeVisible();
    },
    sees: async (page, issuers) => {
      await page.getByRole('combobox', { name: t['coupon.filters.issuer'] }).click();
      const first = firstOf(issuers, 'issuer');
      await expect(option(page, first.name)).toBeVisible();
    },
  }),
  reads(CouponApi.mine, CouponReplies.mine, {
    where: '/coupon/myCoupon as shipper',
    as: 'shipper',
    url: '/coupon/myCoupon',
    failure: 'retry',
    meanwhile: 'the list of my coupons says it did not load, with Retry; the status tabs stay',
    sees: (page, coupons) => shows(page, firstOf(coupons.records, 'coupon').name),
  }),
  reads(CouponApi.counts, CouponReplies.counts, {
    where: '/coupon/myCoupon as shipper, the counts on the status tabs',
    as: 'shipper',
    url: '/coupon/myCoupon',
    failure: 'quiet',
    meanwhile: 'the status tabs show without counts; the coupons list',
    works: async (page) => {
      await expect(page.getByText(whole(t['coupon.mine.total']))).toBeVisible();
    },
    sees: async (page, counts) => {
      await expect(
        page.getByRole('tab', {
          name: formatted(t['coupon.mine.tab'], {
            label: t['coupon.status.unused'],
            count: counts.unused,
          }),
        }),
      ).toBeVisible();
    },
  }),
  reads(CouponApi.check, CouponReplies.check, {
    where:
      '/coupon/couponVerification?code= as forwarder (a code it issued, claimed by a fresh member)',
    as: 'forwarder',
    url: async (context) => {
      const { code } = await claimForwarderCoupon(
        context,
        await registerFreshAccount(context.request),
      );
      return `/coupon/couponVerification?code=${code}`;
    },
    failure: 'retry',
    meanwhile: 'the look-up says the coupon could not be checked, with Retry; the code field stays',
    sees: (page, checked) => shows(page, checked.name),
  }),
  reads(CouponApi.redemptions, CouponReplies.redemptions, {
    where: '/coupon/couponVerification as forwarder, the redemption records under the look-up',
    as: 'forwarder',
    url: '/coupon/couponVerification',
    failure: 'retry',
    meanwhile: 'the redemption records say they did not load, with Retry; the code field stays',
    sees: (page, records) =>
      shows(page, groupCouponCode(firstOf(records.records, 'redemption record').code)),
  }),

  // Invoices
  reads(InvoiceApi.titles, InvoiceReplies.titles, {
    where: '/user/invoice as shipper',
    as: 'shipper',
    url: '/user/invoice',
    failure: 'retry',
    meanwhile: 'the invoice titles say they did not load, with Retry; the orders and records stay',
    sees: (page, titles) => shows(page, firstOf(titles.titles, 'invoice title').title),
  }),
  reads(InvoiceApi.invoiceable, InvoiceReplies.invoiceable, {
    where: '/user/invoice as shipper',
    as: 'shipper',
    url: '/user/invoice',
    failure: 'retry',
    meanwhile:
      'the application form says the orders did not load, with Retry; records and titles stay',
    sees: (page, orders) => shows(page, firstOf(orders, 'invoiceable order').subject),
  }),
  reads(InvoiceApi.applications, InvoiceReplies.applications, {
    where: '/user/invoice as shipper',
    as: 'shipper',
    url: '/user/invoice',
    failure: 'retry',
    meanwhile: 'the records say they did not load, with Retry; the application form stays',
    sees: (page, applications) => {
      const first = firstOf(applications.records, 'application');
      return shows(page, new RegExp(escapeRegExp(firstOf(first.lines, 'invoice line').orderNo)));
    },
  }),

  // Market
  reads(MarketApi.page, MarketReplies.page, {
    where: '/business/market, visitor',
    url: '/business/market',
    failure: 'retry',
    meanwhile: 'the listings say they did not load, with Retry; filters and the quote stay',
    sees: (page, listings) => {
      const first = firstOf(listings.records, 'listing');
      return shows(page, `${first.pol.name} → ${first.pod.name}`);
    },
  }),
  reads(MarketApi.detail, MarketReplies.detail, {
    where: '/business/marketDetail?id=, visitor',
    url: firstListing,
    failure: 'retry',
    meanwhile: 'the page says the listing did not load, with Retry',
    sees: (page, listing) => shows(page, `${listing.pol.name} → ${listing.pod.name}`),
  }),
  reads(MarketApi.laneIndex, MarketReplies.laneIndex, {
    where: '/business/marketDetail?id=, visitor, the lane rate index',
    url: firstListing,
    // The section loads when it comes into view.
    trigger: async (page) => {
      // Scrolled by the page itself: the heading is replaced as the section comes. A section that
      // failed already shows its failure's heading too ("…未能加载"), which the name also matches:
      // either is in the section.
      await page
        .getByRole('heading', { name: t['market.detail.indexTitle'] })
        .first()
        .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    },
    failure: 'retry',
    meanwhile: 'the lane index says it did not load, with Retry; the listing stays',
    sees: (page, index) => {
      const latest = index.weeks.findLast((week) => week.median !== undefined);
      if (!latest?.median) return shows(page, t['marketIndex.noData']);
      return shows(page, new RegExp(escapeRegExp(money(latest.median))));
    },
  }),
  reads(MarketApi.laneTrends, MarketReplies.laneTrends, {
    where: "/business/market, visitor, the lanes' trends",
    url: '/business/market',
    failure: 'retry',
    meanwhile: 'the lane trends say they did not load, with Retry; the listings stay',
    sees: (page, reply) => {
      const trend = firstOf(reply.trends, 'lane trend');
      if (trend.changePercent === undefined) return shows(page, t['market.trend.noChange']);
      const percent = new Intl.NumberFormat('zh-CN', {
        style: 'percent',
        signDisplay: 'exceptZero',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(Number(trend.changePercent) / 100);
      return shows(page, formatted(t['market.trend.change'], { change: percent }));
    },
  }),
  reads(MarketApi.similar, MarketReplies.similar, {
    where: '/business/marketDetail?id=, visitor, similar listings',
    url: firstListing,
    failure: 'retry',
    meanwhile: 'the similar listings say they did not load, with Retry; the listing stays',
    sees: (page, listings) => {
      const first = firstOf(listings, 'similar listing');
      return shows(page, `${first.pol.name} → ${first.pod.name}`);
    },
  }),
  reads(MarketApi.quote, MarketReplies.quote, {
    where: '/business/market with a quote in the address, visitor',
    url: '/business/market?qPol=CNSHA&qPod=NLRTM&qType=FCL&qContainer=40HQ&qQty=2',
    failure: 'retry',
    meanwhile: 'the quote says it did not load, with Retry; the form and the listings stay',
    sees: async (page, quote) => {
      const first = firstOf(quote.rows, 'quote row');
      await shows(page, new RegExp(escapeRegExp(money(first.total))));
    },
  }),
  reads(MarketApi.hotLanes, MarketReplies.hotLanes, {
    where: '/, visitor, hot lanes',
    url: '/',
    failure: 'retry',
    meanwhile: 'the hot lanes say they did not load, with Retry; the rest of the home page stays',
    sees: (page, lanes) => {
      const first = firstOf(lanes, 'hot lane');
      return shows(page, `${first.pol.name} → ${first.pod.name}`);
    },
  }),
  reads(MarketApi.mine, MarketReplies.mine, {
    where: '/business/myMarket as forwarder',
    as: 'forwarder',
    url: '/business/myMarket',
    failure: 'retry',
    meanwhile: 'the list of my listings says it did not load, with Retry; Publish stays',
    sees: (page, listings) => {
      const first = firstOf(listings.records, 'listing');
      return shows(page, new RegExp(escapeRegExp(first.pol.name)));
    },
  }),

  // Directory, news, favourites, home
  reads(DirectoryApi.page, DirectoryReplies.page, {
    where: '/business/foreignTrade/1, visitor',
    url: '/business/foreignTrade/1',
    failure: 'retry',
    meanwhile: 'the list says it did not load, with Retry; the filters stay',
    sees: (page, enterprises) => shows(page, firstOf(enterprises.records, 'enterprise').name),
  }),
  reads(DirectoryApi.detail, DirectoryReplies.detail, {
    where: '/business/foreignTradeDetial?id=, visitor',
    url: async (context) => {
      const page = await ask(context.request, DirectoryApi.page, DirectoryReplies.page, {
        current: 1,
        size: 1,
        category: 1,
      });
      return `/business/foreignTradeDetial?id=${firstOf(page.records, 'enterprise').id}`;
    },
    failure: 'retry',
    meanwhile: 'the page says the enterprise did not load, with Retry',
    sees: (page, enterprise) => shows(page, enterprise.name),
  }),
  reads(NewsApi.page, NewsReplies.page, {
    where: '/business/newsList, visitor',
    url: '/business/newsList',
    failure: 'retry',
    meanwhile: 'the list says it did not load, with Retry; the tabs and search stay',
    sees: (page, news) => shows(page, firstOf(news.records, 'news item').title),
  }),
  reads(NewsApi.detail, NewsReplies.detail, {
    where: '/business/newsDetial?id=, visitor',
    url: async (context) => {
      const news = await ask(context.request, NewsApi.page, NewsReplies.page, {
        current: 1,
        size: 1,
      });
      return `/business/newsDetial?id=${firstOf(news.records, 'news item').id}`;
    },
    failure: 'retry',
    meanwhile: 'the page says the article did not load, with Retry',
    sees: (page, item) => shows(page, item.title),
  }),
  reads(FavouriteApi.page, FavouriteReplies.page, {
    where: '/user/myCollect as shipper',
    as: 'shipper',
    url: '/user/myCollect',
    failure: 'retry',
    meanwhile: 'the favourites say they did not load, with Retry; the kind tabs stay',
    sees: (page, _first, all) => {
      // The tenders tab opens first; the other calls count each kind for the tabs.
      const tenders = all
        .flatMap((reply) => reply.records)
        .filter((item) => item.kind === 'tender');
      const first = firstOf(tenders, 'favourite tender');
      return shows(page, first.target?.title ?? t['favourite.gone']);
    },
  }),
  reads(FavouriteApi.check, FavouriteReplies.check, {
    where:
      '/business/tendering/:id as shipper (a tender the shipper favourited), the favourite button',
    as: 'shipper',
    url: async (context) => {
      const favourites = await ask(
        context.request,
        FavouriteApi.page,
        FavouriteReplies.page,
        { current: 1, size: 1, kind: 'tender' },
        'shipper',
      );
      return `/business/tendering/${firstOf(favourites.records, 'favourite tender').targetId}`;
    },
    failure: 'quiet',
    meanwhile: 'the favourite button shows “not favourited” and still works',
    works: async (page) => {
      await expect(
        page.getByRole('main').getByRole('button', { name: /收藏/, pressed: false }),
      ).toBeVisible();
    },
    sees: async (page) => {
      await expect(
        page.getByRole('main').getByRole('button', { name: /收藏/, pressed: true }),
      ).toBeVisible();
    },
  }),
  reads(HomeApi.overview, HomeReplies.overview, {
    where: '/, visitor, platform figures',
    url: '/',
    failure: 'retry',
    meanwhile: 'the figures say they did not load, with Retry; the rest of the home page stays',
    sees: (page, figures) => shows(page, exact(String(figures.openTenders))),
  }),
  reads(HomeApi.attention, HomeReplies.attention, {
    where: '/business as shipper, what needs attention',
    as: 'shipper',
    url: '/business',
    failure: 'retry',
    meanwhile: 'the attention panel says it did not load, with Retry; the entries stay',
    sees: (page, attention) => {
      const first = attention.closingSoon?.[0];
      return shows(page, first ? first.title : String(attention.awaitingAward));
    },
  }),

  // Notifications
  reads(NotificationApi.page, NotificationReplies.page, {
    where: '/user/notifications as shipper (a bid on its tender notified it)',
    as: 'shipper',
    url: async (context) => {
      await tenderWithBid(context.request);
      return '/user/notifications';
    },
    failure: 'retry',
    meanwhile: 'the list says it did not load, with Retry; the tabs stay',
    sees: (page, notifications) =>
      shows(page, formatted(t['notification.list.total'], { total: notifications.total })),
  }),
  reads(NotificationApi.unread, NotificationReplies.unread, {
    where: '/user/personalCenter as shipper, the bell',
    as: 'shipper',
    url: '/user/personalCenter',
    failure: 'quiet',
    meanwhile: 'the bell says the unread count cannot be read now; the page works',
    works: async (page) => {
      await expect(
        page.getByRole('button', { name: t['notification.bell.unknown'] }),
      ).toBeVisible();
    },
    sees: async (page, unread) => {
      const label = worded('zh-CN', 'notification.bell.label', { count: unread.count });
      await expect(page.getByRole('button', { name: label })).toBeVisible();
    },
  }),
  reads(NotificationApi.preferences, NotificationReplies.preferences, {
    where: '/user/notifications?view=preferences as forwarder',
    as: 'forwarder',
    url: '/user/notifications?view=preferences',
    failure: 'retry',
    meanwhile: 'the preferences say they did not load, with Retry',
    sees: async (page) => {
      await expect(page.getByRole('button', { name: t['notification.prefs.save'] })).toBeVisible();
    },
  }),

  // Tools
  reads(HsCodeApi.search, HsCodeReplies.search, {
    where: '/tool/customs?keyword=电池, visitor',
    url: '/tool/customs?keyword=%E7%94%B5%E6%B1%A0',
    failure: 'retry',
    meanwhile: 'the results say the search failed, with Retry; the search box and the tree stay',
    sees: (page, codes) => shows(page, firstOf(codes.records, 'HS code').name),
  }),
  reads(HsCodeApi.tree, HsCodeReplies.tree, {
    where: '/tool/customs, visitor, the chapter tree',
    url: '/tool/customs',
    failure: 'retry',
    meanwhile: 'the tree says it did not load, with Retry; searching stays',
    sees: (page, nodes) => shows(page, firstOf(nodes, 'chapter').name),
  }),
  reads(HsCodeApi.meta, HsCodeReplies.meta, {
    where: '/tool/customs, visitor, the data notice',
    url: '/tool/customs',
    failure: 'quiet',
    meanwhile: 'the notice about the data is left out; search and tree work',
    works: async (page) => {
      await expect(page.getByText(whole(t['hsCode.tree.chapter'])).first()).toBeVisible();
    },
    sees: (page, meta) => shows(page, new RegExp(escapeRegExp(meta.asOf))),
  }),
  reads(ScheduleApi.page, ScheduleReplies.page, {
    where: '/tool/shipDate?pol=CNSHA&pod=NLRTM, visitor',
    url: '/tool/shipDate?pol=CNSHA&pod=NLRTM',
    failure: 'retry',
    meanwhile: 'the sailings say they did not load, with Retry; the filters stay',
    sees: (page, sailings) => shows(page, firstOf(sailings.records, 'sailing').vessel),
  }),
  reads(ScheduleApi.week, ScheduleReplies.week, {
    where: '/tool/shipDate?pol=CNSHA&pod=NLRTM&view=week, visitor, the week calendar',
    url: '/tool/shipDate?pol=CNSHA&pod=NLRTM&view=week',
    failure: 'retry',
    meanwhile: 'the calendar says the week did not load, with Retry; the filters stay',
    sees: (page, sailings) =>
      shows(page, new RegExp(escapeRegExp(firstOf(sailings, 'sailing').vessel))),
  }),
  reads(ScheduleApi.meta, ScheduleReplies.meta, {
    where: '/tool/shipDate, visitor, the data notice',
    url: '/tool/shipDate?pol=CNSHA&pod=NLRTM',
    failure: 'quiet',
    meanwhile: 'the notice about the data is left out; searching works',
    works: async (page) => {
      await expect(page.getByRole('combobox', { name: t['schedule.filters.pol'] })).toBeVisible();
    },
    sees: (page, meta) => {
      // '15 家船公司', after the notice's sample text.
      const summary = formatted(t['schedule.meta.summary'], { carriers: meta.carriers });
      return shows(page, new RegExp(escapeRegExp(summary.split(' · ')[0] ?? summary)));
    },
  }),
];

/** The GET paths no page of the production build reads. */
export const unreadPaths: readonly UnreadPath[] = [
  {
    path: DevtoolsApi.inspect,
    notRead:
      'the mock panel of /test, in builds with the mock only (the production build under test has neither the panel nor the call): tests/integration/test-page/ renders it against the mock, whose every reply tests/setup.ts checks against the schema; tests/unit/contract/reply-mutations.test.ts checks its mutations',
  },
  {
    path: DevtoolsApi.outbox,
    notRead:
      'the mock panel’s outbox, in builds with the mock only: the mock’s replies are checked against the schema in every Vitest test (tests/mock/notification-delivery.test.ts reads it); tests/unit/contract/reply-mutations.test.ts checks its mutations',
  },
  {
    path: ReferenceApi.dictListDict,
    notRead:
      'no page calls it (lib/reference exports it; the app reads every dictionary through dict/listAll): tests/mock/reference.test.ts, with the schema check of tests/setup.ts; tests/unit/contract/reply-mutations.test.ts checks its mutations',
  },
  {
    path: ReferenceApi.dictSelectItemByDictId,
    notRead:
      'no page calls it (the items come with dict/listAll): tests/mock/reference.test.ts and tests/unit/contract/reply-mutations.test.ts, as for dict/listDict',
  },
  {
    path: ReferenceApi.dictDetailDict,
    notRead:
      'no page calls it: tests/mock/reference.test.ts and tests/unit/contract/reply-mutations.test.ts, as for dict/listDict',
  },
  {
    path: ShipmentApi.mine,
    notRead:
      'no page reads shipments yet (the shipment pages come with a later part of the issue): tests/mock/shipment-calls.test.ts reads it, with the schema check of tests/setup.ts; tests/unit/contract/reply-mutations.test.ts checks its mutations',
  },
  {
    path: ShipmentApi.detail,
    notRead:
      'no page reads shipments yet: tests/mock/shipment-calls.test.ts and tests/unit/contract/reply-mutations.test.ts, as for shipment/mine',
  },
];
