/**
 * Notifications end to end, each member in its own browser: a forwarder bids and the shipper's bell
 * shows it at the next poll (one grouped toast for two bids), the shipper follows the notification
 * to the bids and awards, the winner's bell tells it and the other bidder is told too, the shipper
 * pays and the payee finds the payment in its notification list. Fresh accounts, so no other spec's
 * trade changes the counts. The pages' clocks are Playwright's: a minute's poll is fast-forwarded.
 */
import { paths } from '../../src/config/paths';
import { API_PREFIX } from '../../src/contract/http';
import { NotificationApi } from '../../src/contract/notification/paths';
import { expectNoSeriousViolations } from './axe';
import {
  expect,
  JOURNEY_TIMEOUT_MS,
  startInLocale,
  submitLogin,
  test,
  inEnglish,
} from './fixtures';
import { call } from './fresh-account';
import { fillTerms } from './quote-form';
import { before, catalogues, escapeRegExp, pattern, worded } from './texts';
import {
  apiToken,
  bidBody,
  createTender,
  registerCertifiedAccount,
  submitBid,
  tenderBody,
} from './trade-api';

import type { AppLocale } from '../../src/config/constants';
import type { Page as ResultPage } from '../../src/contract/http';
import type { Notification } from '../../src/contract/notification/types';
import type { Browser, Page } from '@playwright/test';

type Account = Awaited<ReturnType<typeof registerCertifiedAccount>>;

/** One poll of the unread count (src/features/notification/hooks/use-unread-count.ts). */
const ONE_POLL = '01:00';

/** A fresh browser with its own clock, logged in as `account` in `locale`. */
async function memberBrowser(browser: Browser, locale: AppLocale, account: Account): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await context.clock.install();
  const page = await context.newPage();
  await startInLocale(page, locale);
  await submitLogin(page, { username: account.mobile, password: account.password });
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

const bell = (page: Page, locale: AppLocale, count: number) =>
  page.getByRole('button', { name: worded(locale, 'notification.bell.label', { count }) });

for (const locale of inEnglish) {
  const t = catalogues[locale];

  test.describe(`${locale}: notifications`, () => {
    test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
    test.use({ storageState: { cookies: [], origins: [] } });

    test('a bid reaches the shipper within one poll, the award both bidders, the payment the payee', async ({
      page,
      browser,
      request,
      mock,
    }) => {
      // Three certified members; each starts with one unread notice: its certification approved.
      const shipper = await registerCertifiedAccount(request, 1);
      const winner = await registerCertifiedAccount(request, 2);
      const rival = await registerCertifiedAccount(request, 2);
      const title = `E2E 通知 ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      const tender = await createTender(
        request,
        await apiToken(request, shipper),
        tenderBody({ title }),
      );

      // The shipper's browser, on the home page with its bell.
      await page.context().clock.install();
      await startInLocale(page, locale);
      await submitLogin(page, { username: shipper.mobile, password: shipper.password });
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(paths.home.href());
      await expect(bell(page, locale, 1)).toBeVisible();
      // The shipper's clock stops: however long the bids take, its next poll comes only when moved.
      await page.clock.pauseAt(Date.now() + 1_000);

      // The winner bids USD 3,500.00 through the quote form in its own browser.
      const forwarder = await memberBrowser(browser, locale, winner);
      await expect(bell(forwarder, locale, 1)).toBeVisible();
      await forwarder.goto(paths.business.quote.href({ tenderId: tender.id }));
      await forwarder.getByLabel(/^40HQ/).fill('1750');
      await expect(forwarder.getByRole('region', { name: t['bid.total.title'] })).toContainText(
        /USD\s3,500\.00/,
      );
      await fillTerms(forwarder, t);
      await forwarder.getByRole('button', { name: t['bid.form.submit'] }).click();
      await expect(forwarder.getByText(before(t['bid.form.submitted']))).toBeVisible();
      // The other bidder bids USD 3,600.00.
      await submitBid(
        request,
        await apiToken(request, rival),
        bidBody(tender, { freight: [{ unit: '40HQ', amount: '1800.00' }], surcharges: [] }),
      );

      // Nothing reaches the shipper before its next poll; at the poll, both bids, told once (the
      // clock stays still while the toast is read: it would close by itself after a few seconds).
      await expect(bell(page, locale, 1)).toBeVisible();
      await page.clock.fastForward(ONE_POLL);
      await expect(bell(page, locale, 3)).toBeVisible();
      const toast = page.locator('.ant-notification-notice');
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText(worded(locale, 'notification.arrived', { count: 2 }));
      await page.clock.resume();

      // The bell's panel lists both bids, each linking to the tender's bids.
      await bell(page, locale, 3).click();
      const panel = page.getByRole('dialog', { name: t['notification.panel.title'] });
      const bidOf = (account: Account) =>
        panel.getByRole('link', {
          name: new RegExp(`${escapeRegExp(account.companyName)}.*${escapeRegExp(title)}`),
        });
      await expect(bidOf(rival)).toBeVisible();
      await expect(bidOf(winner)).toContainText(/3,500\.00/);
      await expectNoSeriousViolations(page);
      await bidOf(winner).click();
      await page.waitForURL((url) => url.pathname === paths.business.myTenderBid.path);
      await expect(bell(page, locale, 2)).toBeVisible();

      // The shipper awards the cheaper bid.
      const bids = page.getByRole('region', {
        name: t['issuer.bids.title'].replace('{title}', title),
      });
      const cheaper = bids.getByRole('row').filter({ hasText: 'USD 3,500.00' });
      await cheaper.getByRole('button', { name: pattern(t['issuer.bids.awardLabel']) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t['issuer.award.ok'] }).click();
      await expect(bids.getByText(pattern(t['issuer.award.done']))).toBeVisible();

      // The winner's bell tells the award at its next poll.
      await forwarder.clock.fastForward(ONE_POLL);
      await expect(bell(forwarder, locale, 2)).toBeVisible();
      await bell(forwarder, locale, 2).click();
      const winnerPanel = forwarder.getByRole('dialog', { name: t['notification.panel.title'] });
      await expect(
        winnerPanel.getByRole('link', { name: pattern(t['notification.kind.bidAwarded']) }),
      ).toContainText(title);
      await forwarder.keyboard.press('Escape');
      await expect(winnerPanel).toHaveCount(0);

      // The other bidder is told it lost (what the server stored for it).
      const rivalNotices = await call<ResultPage<Notification>>(
        request.get(`${API_PREFIX}${NotificationApi.page}`, {
          params: { current: 1, size: 10 },
          headers: { token: await apiToken(request, rival) },
        }),
      );
      expect(
        rivalNotices.records
          .filter((notice) => notice.params.tenderTitle === title)
          .map((notice) => notice.kind),
      ).toEqual(['bidNotAwarded']);

      // The shipper pays by WeChat Pay.
      await bids.getByRole('link', { name: t['issuer.order.pay'] }).first().click();
      await page.waitForURL((url) => url.pathname === paths.business.payment.path);
      const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
      await page
        .getByRole('radio', { name: locale === 'zh-CN' ? '微信支付' : 'WeChat Pay' })
        .check();
      await page.getByRole('button', { name: before(t['order.pay.submit']) }).click();
      await expect(page.getByText(t['order.waiting.polling'])).toBeVisible();
      await mock.confirmPayment(orderNo);
      await expect(page.getByRole('region', { name: t['order.paid.title'] })).toBeVisible();

      // The payee finds the payment in its notification list, unread, from the shipper.
      await forwarder.goto(paths.user.notifications.href());
      const paid = forwarder.getByRole('link', { name: pattern(t['notification.kind.orderPaid']) });
      await expect(paid).toContainText(orderNo);
      await expect(paid).toContainText(shipper.companyName);
      await expect(paid).toHaveAccessibleName(before(t['notification.unreadName']));
      await expectNoSeriousViolations(forwarder);
      await forwarder.context().close();
    });
  });
}
