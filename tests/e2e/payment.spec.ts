import { paths } from '../../src/config/paths';
import { expectNoSeriousViolations } from './axe';
import { expect, startInLocale, storageStatePath, test, inChinese } from './fixtures';
import { before, catalogues, escapeRegExp as escape } from './texts';
import { awardedOrder } from './trade-api';

/** The payment_method dictionary's WeChat Pay label (mock/domains/reference/data-dicts.ts). */
const wechatLabel = { 'zh-CN': '微信支付', 'en-US': 'WeChat Pay' } as const;

for (const locale of inChinese) {
  const t = catalogues[locale];

  test.describe(`${locale}: /business/payment`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.use({ storageState: storageStatePath('shipper') });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('the shipper pays an awarded order by WeChat; the forwarder sees it paid', async ({
      page,
      browser,
      request,
      mock,
    }) => {
      const orderNo = await awardedOrder(request);
      await page.goto(paths.business.payment.href({ orderNo }));

      const summary = page.getByRole('region', { name: t['order.summary.title'] });
      await expect(summary).toContainText(orderNo);
      await expect(summary).toContainText('USD 3,990.00');
      await expect(page.getByRole('region', { name: t['order.lines.title'] })).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/^\d{2}:\d{2}$/);
      await expectNoSeriousViolations(page);

      await page.getByRole('radio', { name: wechatLabel[locale] }).check();
      await page.getByRole('button', { name: before(t['order.pay.submit']) }).click();
      const qr = page.getByRole('img', { name: new RegExp(escape(wechatLabel[locale])) });
      await expect(qr).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: t['order.waiting.polling'] }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);

      // The gateway confirms; the page finds out by polling, without a reload.
      await mock.confirmPayment(orderNo);
      const paid = page.getByRole('region', { name: t['order.paid.title'] });
      await expect(paid).toBeVisible();
      await expect(paid).toContainText(t['order.paid.payer']);
      await expect(summary).toContainText(locale === 'zh-CN' ? '已支付' : 'Paid');
      await expectNoSeriousViolations(page);

      const payee = await browser.newContext({ storageState: storageStatePath('forwarder') });
      const payeePage = await payee.newPage();
      await startInLocale(payeePage, locale);
      await payeePage.goto(paths.business.payment.href({ orderNo }));
      const payeePaid = payeePage.getByRole('region', { name: t['order.paid.title'] });
      await expect(payeePaid).toContainText(t['order.paid.payee']);
      await expect(
        payeePage.getByRole('button', { name: before(t['order.pay.submit']) }),
      ).toHaveCount(0);
      await payee.close();
    });

    test('lists the order among the orders to pay, with the status filter in the address', async ({
      page,
      request,
    }) => {
      const orderNo = await awardedOrder(request);
      await page.goto(paths.business.payment.href({ status: 'unpaid' }));

      await expect(page.getByRole('tab', { name: t['order.list.tab.payer'] })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const link = page.getByRole('link', { name: `${t['order.list.pay']} ${orderNo}` });
      await expect(link).toBeVisible();
      await expectNoSeriousViolations(page);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`orderNo=${orderNo}`));
      await expect(page.getByRole('region', { name: t['order.summary.title'] })).toContainText(
        orderNo,
      );
    });
  });
}
