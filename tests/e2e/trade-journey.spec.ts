/**
 * The marketplace's core trade end to end, each party in its own browser: a shipper issues a tender
 * through the form, two forwarders bid, one revises, the shipper compares and awards, the loser sees
 * 'lost', the shipper pays and both parties see the order paid.
 */
import { paths } from '../../src/config/paths';
import {
  expect,
  JOURNEY_TIMEOUT_MS,
  startInLocale,
  storageStatePath,
  submitLogin,
  test,
  inEnglish,
} from './fixtures';
import { fillTerms } from './quote-form';
import { fillTender, reviewAndPublish } from './tender-issue-form';
import { before, catalogues, escapeRegExp, pattern } from './texts';
import { apiToken, bidBody, getTender, registerCertifiedAccount, submitBid } from './trade-api';

/** The bid_status dictionary's labels (mock/domains/reference/data-dicts.ts). */
const bidStatus = {
  'zh-CN': { lost: '未中标', won: '已中标' },
  'en-US': { lost: 'Lost', won: 'Won' },
} as const;

for (const locale of inEnglish) {
  const t = catalogues[locale];

  test.describe(`${locale}: tender to payment`, () => {
    test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
    test.use({ storageState: storageStatePath('shipper') });

    test('a shipper issues a tender, two forwarders bid, the cheaper one wins and is paid', async ({
      page,
      browser,
      request,
      mock,
    }) => {
      // The shipper issues a tender through the form: 2 × 40HQ Shanghai → Rotterdam.
      await startInLocale(page, locale);
      await page.goto(paths.business.tenderIssue.href());
      const title = `E2E 全流程 ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      await fillTender(page, t, title);
      await reviewAndPublish(page, t);
      await page.waitForURL(/\/business\/tendering\/[^/?]+$/);
      const tenderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      // Forwarder A (the demo forwarder) bids USD 3,800.00 in its own browser.
      const forwarderContext = await browser.newContext({
        storageState: storageStatePath('forwarder'),
      });
      const forwarder = await forwarderContext.newPage();
      await startInLocale(forwarder, locale);
      await forwarder.goto(paths.business.quote.href({ tenderId }));
      const liveTotal = forwarder.getByRole('region', { name: t['bid.total.title'] });
      await forwarder.getByLabel(/^40HQ/).fill('1900');
      await expect(liveTotal).toContainText(/USD\s3,800\.00/);
      await fillTerms(forwarder, t);
      await forwarder.getByRole('button', { name: t['bid.form.submit'] }).click();
      await expect(forwarder.getByText(before(t['bid.form.submitted']))).toBeVisible();

      // Forwarder B, a second certified forwarder, bids USD 3,600.00.
      const rival = await registerCertifiedAccount(request, 2);
      const tender = await getTender(request, tenderId);
      await submitBid(
        request,
        await apiToken(request, rival),
        bidBody(tender, { freight: [{ unit: '40HQ', amount: '1800.00' }], surcharges: [] }),
      );

      // Forwarder A revises below it: USD 3,500.00.
      await forwarder.reload();
      await forwarder.getByLabel(/^40HQ/).fill('1750');
      await expect(liveTotal).toContainText(/USD\s3,500\.00/);
      await forwarder.getByRole('button', { name: t['bid.form.saveRevision'] }).click();
      await expect(forwarder.getByText(before(t['bid.form.revised']))).toBeVisible();

      // The shipper compares both bids and awards the cheaper one.
      await page.goto(paths.business.myTenderBid.href({ tenderId }));
      const panel = page.getByRole('region', {
        name: t['issuer.bids.title'].replace('{title}', title),
      });
      await expect(panel.getByRole('row').filter({ hasText: 'USD 3,600.00' })).toBeVisible();
      const winner = panel.getByRole('row').filter({ hasText: 'USD 3,500.00' });
      await winner.getByRole('button', { name: pattern(t['issuer.bids.awardLabel']) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('USD 3,500.00');
      await dialog.getByRole('button', { name: t['issuer.award.ok'] }).click();
      await expect(panel.getByText(pattern(t['issuer.award.done']))).toBeVisible();

      // Forwarder B logs in in a third browser and finds its bid lost.
      // A context of its own starts with the test's storage (the shipper's session): start empty.
      const rivalContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const rivalPage = await rivalContext.newPage();
      await startInLocale(rivalPage, locale);
      await submitLogin(rivalPage, { username: rival.mobile, password: rival.password });
      await rivalPage.waitForURL((url) => url.pathname !== '/login');
      await rivalPage.goto(paths.business.myBid.href({ status: 'lost' }));
      const lostCard = rivalPage.getByRole('group', { name: new RegExp(escapeRegExp(title)) });
      await expect(lostCard).toContainText(bidStatus[locale].lost);
      await expect(lostCard).toContainText(/USD\s3,600\.00/);
      await rivalContext.close();

      // The shipper pays the order by WeChat Pay.
      await panel.getByRole('link', { name: t['issuer.order.pay'] }).first().click();
      await page.waitForURL((url) => url.pathname === paths.business.payment.path);
      const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
      const summary = page.getByRole('region', { name: t['order.summary.title'] });
      await expect(summary).toContainText('USD 3,500.00');
      await page
        .getByRole('radio', { name: locale === 'zh-CN' ? '微信支付' : 'WeChat Pay' })
        .check();
      await page.getByRole('button', { name: before(t['order.pay.submit']) }).click();
      await expect(page.getByText(t['order.waiting.polling'])).toBeVisible();
      await mock.confirmPayment(orderNo);
      await expect(page.getByRole('region', { name: t['order.paid.title'] })).toBeVisible();

      // The winner sees its bid won and the order paid.
      await forwarder.goto(paths.business.myBid.href({ status: 'won' }));
      const wonCard = forwarder.getByRole('group', { name: new RegExp(escapeRegExp(title)) });
      await expect(wonCard).toContainText(bidStatus[locale].won);
      await wonCard
        .getByRole('link', { name: t['bid.mine.viewOrder'].replace('{orderNo}', orderNo) })
        .click();
      const payeePaid = forwarder.getByRole('region', { name: t['order.paid.title'] });
      await expect(payeePaid).toContainText(t['order.paid.payee']);
      await forwarderContext.close();
    });
  });
}
