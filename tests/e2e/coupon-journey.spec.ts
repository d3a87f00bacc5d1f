/**
 * Coupons end to end, each party in its own browser: a forwarder issues a free and a sold coupon on
 * its management page, the shipper claims the one and buys the other, pays an order awarded to that
 * forwarder with the first, and the forwarder redeems the second's code at the counter.
 */
import { paths } from '../../src/config/paths';
import { expectNoSeriousViolations } from './axe';
import { freshForwarder, issuerBrowser, orderAwardedTo } from './coupon-parties';
import { createCashTemplate, publishTemplate, templateCard } from './coupon-template-form';
import {
  expect,
  JOURNEY_TIMEOUT_MS,
  startInLocale,
  storageStatePath,
  test,
  inChinese,
  type TestLocale,
} from './fixtures';
import { pickOption } from './select';
import { before, catalogues, escapeRegExp, formatted, pattern, worded } from './texts';

import type { Page } from '@playwright/test';

/** The payment_method dictionary's WeChat Pay label (mock/domains/reference/data-dicts.ts). */
const wechatLabel = { 'zh-CN': '微信支付', 'en-US': 'WeChat Pay' } as const;

/** The demo shipper's enterprise (mock/core/seed.ts), as each locale names it. */
const shipperCompany = {
  'zh-CN': '宁波海联进出口有限公司',
  'en-US': 'Ningbo Hailian Import & Export Co., Ltd.',
} as const;

/** Text with an amount as MoneyText shows it (its space may be a non-breaking one). */
const money = (text: string) => new RegExp(escapeRegExp(text).replace(/ /g, '\\s'));

/**
 * Narrows a coupon list (collection centre or market) to one issuer and waits for the filtered
 * answer: the list shown before may hold the card a step waits for, and the reload greys the cards,
 * so a scan right after the pick would measure them greyed.
 */
async function filterByIssuer(page: Page, locale: TestLocale, companyName: string) {
  const issuerFilter = page.getByLabel(catalogues[locale]['coupon.filters.issuer'], {
    exact: true,
  });
  await issuerFilter.click();
  await issuerFilter.fill(companyName);
  await pickOption(page, companyName);
  await expect(page).toHaveURL(/issuerId=/);
  await expect(
    page.getByText(worded(locale, 'coupon.offer.total', { total: 1 }), { exact: true }),
  ).toBeVisible();
}

for (const locale of inChinese) {
  const t = catalogues[locale];

  test.describe(`${locale}: coupons`, () => {
    test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
    test.use({ storageState: storageStatePath('shipper') });

    test('a forwarder issues a free and a sold coupon; the shipper claims, buys, pays with one; the forwarder redeems the other', async ({
      page,
      browser,
      request,
      mock,
    }) => {
      const stamp = Math.random().toString(36).slice(2, 7).toUpperCase();
      const freeName = `E2E 新客立减 ${stamp}`;
      const soldName = `E2E 运费抵用 ${stamp}`;
      const issuer = await freshForwarder(request);
      const forwarder = await issuerBrowser(browser, issuer, locale);
      const desk = forwarder.page;

      await test.step('the forwarder creates both coupons and publishes them', async () => {
        await desk.goto(paths.coupon.couponManagement.href());
        await expect(desk.getByText(t['couponIssuer.list.empty'])).toBeVisible();
        await expectNoSeriousViolations(desk);
        // The free one takes more off, so it is the best choice on the order paid below.
        await createCashTemplate(
          desk,
          t,
          {
            name: freeName,
            faceValue: '300',
            threshold: '1000',
            totalQuantity: 50,
            perUserLimit: 1,
            price: '0',
          },
          () => expectNoSeriousViolations(desk),
        );
        await createCashTemplate(desk, t, {
          name: soldName,
          faceValue: '200',
          threshold: '3000',
          totalQuantity: 20,
          perUserLimit: 2,
          price: '15',
        });
        await publishTemplate(desk, t, freeName);
        await publishTemplate(desk, t, soldName);
        await expect(templateCard(desk, freeName)).toContainText(t['couponIssuer.card.free']);
        await expect(templateCard(desk, soldName)).toContainText(
          money(formatted(t['couponIssuer.card.sold'], { price: 'USD 15.00' })),
        );
        await expectNoSeriousViolations(desk);
      });

      await startInLocale(page, locale);

      await test.step('the shipper claims the free coupon in the collection centre', async () => {
        await page.goto(paths.coupon.couponCollectionCenter.href());
        await filterByIssuer(page, locale, issuer.companyName);
        const card = page.getByRole('group', { name: freeName });
        await expect(card).toContainText(formatted(t['coupon.offer.remaining'], { count: '50' }));
        await expectNoSeriousViolations(page);
        await card
          .getByRole('button', { name: formatted(t['coupon.claim.named'], { name: freeName }) })
          .click();
        await expect(
          page.getByText(formatted(t['coupon.claim.done'], { name: freeName })),
        ).toBeVisible();
        await expect(card).toContainText(formatted(t['coupon.offer.remaining'], { count: '49' }));
        await expect(
          card.getByRole('button', {
            name: formatted(t['coupon.claim.atLimit'], { name: freeName }),
          }),
        ).toBeDisabled();
      });

      await test.step('the shipper buys the sold coupon on the market and pays for it', async () => {
        await page.goto(paths.coupon.couponMarket.href());
        await filterByIssuer(page, locale, issuer.companyName);
        const card = page.getByRole('group', { name: soldName });
        await expect(card).toContainText(money('USD 15.00'));
        await expectNoSeriousViolations(page);
        await card
          .getByRole('button', { name: formatted(t['coupon.buy.named'], { name: soldName }) })
          .click();
        await page.waitForURL((url) => url.pathname === paths.business.payment.path);
        const packOrderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
        const summary = page.getByRole('region', { name: t['order.summary.title'] });
        await expect(summary).toContainText(packOrderNo);
        await expect(summary).toContainText(money('USD 15.00'));
        // A coupon pack is not freight: it takes no coupon.
        await expect(
          page.getByRole('region', { name: t['coupon.pay.title'], exact: true }),
        ).toHaveCount(0);
        await page.getByRole('radio', { name: wechatLabel[locale] }).check();
        await page.getByRole('button', { name: before(t['order.pay.submit']) }).click();
        await expect(page.getByText(t['order.waiting.polling'])).toBeVisible();
        await mock.confirmPayment(packOrderNo);
        await expect(page.getByRole('region', { name: t['order.paid.title'] })).toBeVisible();
      });

      let code = '';
      await test.step('my coupons: both are unused, with their codes', async () => {
        await page.goto(paths.coupon.myCoupon.href());
        const free = page.getByRole('group', { name: freeName });
        const sold = page.getByRole('group', { name: soldName });
        await expect(free).toContainText(pattern(t['coupon.scope']));
        await expect(sold).toBeVisible();
        await expectNoSeriousViolations(page);
        await sold
          .getByRole('button', { name: formatted(t['coupon.qr.open'], { name: soldName }) })
          .click();
        const dialog = page.getByRole('dialog', {
          name: formatted(t['coupon.qr.title'], { name: soldName }),
        });
        const qr = dialog.getByRole('img', { name: pattern(t['coupon.qr.label']) });
        await expect(qr).toBeVisible();
        const label = (await qr.getAttribute('aria-label')) ?? '';
        code = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(label)?.[0] ?? '';
        expect(code).not.toBe('');
        await expect(sold).toContainText(code);
        await expectNoSeriousViolations(page);
        // The corner ✕ is named Close too: the footer's button comes last.
        await dialog.getByRole('button', { name: t['coupon.qr.close'] }).last().click();
        await expect(dialog).toBeHidden();
      });

      await test.step('the shipper pays an order awarded to the forwarder with the free coupon', async () => {
        // USD 3,990.00 paid to the forwarder: both coupons apply, the free one takes more off.
        const orderNo = await orderAwardedTo(request, issuer);
        await page.goto(paths.business.payment.href({ orderNo }));
        const step = page.getByRole('region', { name: t['coupon.pay.title'], exact: true });
        const choices = step.getByRole('radiogroup', { name: t['coupon.pay.choose'] });
        await expect(choices.getByRole('radio', { name: freeName })).toBeChecked();
        await expect(choices.getByRole('radio', { name: soldName })).not.toBeChecked();
        await expect(choices.getByRole('radio', { name: t['coupon.pay.none'] })).not.toBeChecked();
        const lines = page.getByRole('region', { name: t['order.lines.title'] });
        await expect(lines).toContainText(pattern(t['order.lines.coupon']));
        const payable = lines.getByTestId('order-payable');
        await expect(payable).toContainText(t['order.lines.payable']);
        await expect(payable).toContainText(money('USD 3,690.00'));
        await expectNoSeriousViolations(page);

        await page.getByRole('radio', { name: wechatLabel[locale] }).check();
        const submit = page.getByRole('button', { name: before(t['order.pay.submit']) });
        await expect(submit).toHaveText(money('USD 3,690.00'));
        await submit.click();
        await expect(page.getByText(t['order.waiting.polling'])).toBeVisible();
        await mock.confirmPayment(orderNo);
        await expect(page.getByRole('region', { name: t['order.paid.title'] })).toBeVisible();

        await page.goto(paths.coupon.myCoupon.href({ status: 'used' }));
        const free = page.getByRole('group', { name: freeName });
        await expect(free).toContainText(t['coupon.status.used']);
        await expect(free.getByRole('link', { name: orderNo })).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      await test.step('the forwarder redeems the sold coupon at the counter', async () => {
        await desk.goto(paths.coupon.couponVerification.href());
        await desk.getByLabel(t['couponIssuer.redeem.code'], { exact: true }).fill(code);
        await desk.getByRole('button', { name: t['couponIssuer.redeem.submit'] }).click();
        const found = desk.getByRole('region', { name: soldName });
        await expect(found).toContainText(code);
        await expect(found).toContainText(shipperCompany[locale]);
        await expect(found).toContainText(t['coupon.status.unused']);
        await expectNoSeriousViolations(desk);
        await found.getByRole('button', { name: t['couponIssuer.redeem.action'] }).click();
        const confirm = desk.getByRole('dialog', { name: t['couponIssuer.redeem.confirm.title'] });
        await expect(confirm).toContainText(code);
        await confirm.getByRole('button', { name: t['couponIssuer.redeem.confirm.ok'] }).click();
        await expect(
          desk.getByText(formatted(t['couponIssuer.redeem.done'], { code })),
        ).toBeVisible();
        await expect(found).toContainText(t['couponIssuer.redeem.used.title']);
        await expect(found).toContainText(t['coupon.status.used']);
        await expect(
          found.getByRole('button', { name: t['couponIssuer.redeem.action'] }),
        ).toHaveCount(0);
        await expectNoSeriousViolations(desk);

        await page.goto(paths.coupon.myCoupon.href({ status: 'used' }));
        const sold = page.getByRole('group', { name: soldName });
        await expect(sold).toContainText(pattern(t['coupon.mine.redeemed']));
        await expect(sold).toContainText(code);
      });

      await forwarder.context.close();
    });
  });
}
