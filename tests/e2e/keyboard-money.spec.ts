/**
 * Coupons, payment and invoicing with the keyboard only (Tab and Shift+Tab, typing, arrows, Enter
 * and Space; no click, check or focus from script), in Chinese and in Arabic (right to left): the
 * shipper claims a coupon in the collection centre, pays an order awarded to the coupon's issuer
 * with it, and applies for the invoice of the paid order. Where the focus lands when a control it
 * was on goes away or is switched off is checked, and that it shows.
 */
import { paths } from '../../src/config/paths';
import { CouponApi } from '../../src/contract/coupon/paths';
import { API_PREFIX } from '../../src/contract/http';
import { InvoiceApi } from '../../src/contract/invoice/paths';
import { OrderApi } from '../../src/contract/order/paths';
import { freshForwarder, orderAwardedTo, type Issuer } from './coupon-parties';
import { expect, JOURNEY_TIMEOUT_MS, startInLocale, storageStatePath, test } from './fixtures';
import { call } from './fresh-account';
import {
  arrowToOption,
  expectFocusKept,
  expectFocusVisible,
  money,
  tabTo,
  typeOver,
  typeToOption,
} from './keyboard';
import { before, catalogues, escapeRegExp, worded } from './texts';
import { apiToken } from './trade-api';

import type {
  CouponTemplate,
  MemberCoupon,
  SaveTemplateBody,
} from '../../src/contract/coupon/types';
import type { Page as ListPage } from '../../src/contract/http';
import type { InvoiceApplication } from '../../src/contract/invoice/types';
import type { Order } from '../../src/contract/order/types';
import type { APIRequestContext } from '@playwright/test';

/** The demo shipper's general title for its branch (mock/domains/invoice/seed.ts): its tax number. */
const BRANCH_TAX_NO = '330206123456789';

/** A free USD 300 coupon for orders from USD 1,000 paid to `issuer`, published: one per member. */
async function publishFreeCoupon(request: APIRequestContext, issuer: Issuer, name: string) {
  const body: SaveTemplateBody = {
    name,
    kind: 'cash',
    currency: 'USD',
    faceValue: '300',
    threshold: '1000',
    totalQuantity: 50,
    perUserLimit: 1,
    price: '0',
    validityKind: 'days',
    validDays: 30,
  };
  const headers = { token: issuer.token };
  const draft = await call<CouponTemplate>(
    request.post(`${API_PREFIX}${CouponApi.saveTemplate}`, { data: body, headers }),
  );
  await call(
    request.post(`${API_PREFIX}${CouponApi.changeTemplate}`, {
      data: { id: draft.id, action: 'publish' },
      headers,
    }),
  );
}

for (const locale of ['zh-CN', 'ar-EG'] as const) {
  const t = catalogues[locale];

  test.describe(`${locale}: coupons, payment and invoice with the keyboard only`, () => {
    test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
    test.use({ storageState: storageStatePath('shipper') });

    test('the shipper claims a coupon, pays an order with it and applies for the invoice', async ({
      page,
      request,
      mock,
    }) => {
      const stamp = Math.random().toString(36).slice(2, 7).toUpperCase();
      const couponName = `E2E KB ${stamp}`;
      const email = `kb-${stamp.toLowerCase()}@hailian.example.com`;
      // Coupons apply to orders paid to their issuer only: a forwarder of this test's own.
      const issuer = await freshForwarder(request);
      await publishFreeCoupon(request, issuer, couponName);
      // USD 3,990.00 to pay to that forwarder.
      const orderNo = await orderAwardedTo(request, issuer);
      const shipperToken = await apiToken(request, 'shipper');
      await startInLocale(page, locale);

      await test.step('claims the coupon in the collection centre, filtered by its issuer', async () => {
        await page.goto(paths.coupon.couponCollectionCenter.href());
        const issuerFilter = page.getByRole('combobox', { name: t['coupon.filters.issuer'] });
        await tabTo(page, issuerFilter);
        await expectFocusVisible(page);
        await typeToOption(
          page,
          issuerFilter,
          issuer.companyName,
          new RegExp(escapeRegExp(issuer.companyName)),
        );
        await expect(page).toHaveURL(/issuerId=/);
        await expect(
          page.getByText(worded(locale, 'coupon.offer.total', { total: 1 }), { exact: true }),
        ).toBeVisible();

        const card = page.getByRole('group', { name: couponName });
        await expect(card).toContainText(worded(locale, 'coupon.offer.remaining', { count: 50 }));
        const claim = card.getByRole('button', {
          name: worded(locale, 'coupon.claim.named', { name: couponName }),
        });
        await tabTo(page, claim);
        await expectFocusVisible(page);
        await page.keyboard.press('Enter');
        await expect(
          page.getByText(worded(locale, 'coupon.claim.done', { name: couponName })),
        ).toBeVisible();
        await expect(card).toContainText(worded(locale, 'coupon.offer.remaining', { count: 49 }));
        // One per member: Claim is off now, and the focus it had stays on the coupon.
        await expect(
          card.getByRole('button', {
            name: worded(locale, 'coupon.claim.atLimit', { name: couponName }),
          }),
        ).toBeDisabled();
        await expectFocusKept(page);
        await expect(card).toBeFocused();
        await expectFocusVisible(page);

        const mine = await call<ListPage<MemberCoupon>>(
          request.get(`${API_PREFIX}${CouponApi.mine}`, {
            params: { current: 1, size: 50, status: 'unused' },
            headers: { token: shipperToken },
          }),
        );
        expect(mine.records.filter((coupon) => coupon.name === couponName)).toHaveLength(1);
      });

      await test.step('pays the order with the coupon, chosen and confirmed with keys', async () => {
        await page.goto(paths.business.payment.href({ orderNo }));
        const choices = page
          .getByRole('region', { name: t['coupon.pay.title'], exact: true })
          .getByRole('radiogroup', { name: t['coupon.pay.choose'] });
        const coupon = choices.getByRole('radio', { name: couponName });
        const none = choices.getByRole('radio', { name: t['coupon.pay.none'] });
        const pay = page.getByRole('button', { name: before(t['order.pay.submit']) });
        // The best coupon is proposed.
        await expect(coupon).toBeChecked();
        await expect(pay).toContainText(money(locale, 3690));

        // Arrows move the choice; each is saved, and the focus stays on the choice made.
        await tabTo(page, coupon);
        await expectFocusVisible(page);
        await page.keyboard.press('ArrowDown');
        await expect(none).toBeChecked();
        await expect(pay).toContainText(money(locale, 3990));
        await expect(pay).toBeEnabled();
        await expect(none).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await expect(coupon).toBeChecked();
        await expect(pay).toContainText(money(locale, 3690));
        await expect(pay).toBeEnabled();
        await expect(coupon).toBeFocused();
        await expectFocusVisible(page);

        // The payment method (the first, proposed): Space on it; then Enter on Pay.
        const panel = page.getByRole('region', { name: t['order.pay.title'], exact: true });
        const method = panel.getByRole('radio', { checked: true });
        await tabTo(page, method, { max: 5 });
        await page.keyboard.press('Space');
        await expect(method).toBeChecked();
        await tabTo(page, pay, { max: 5 });
        await expectFocusVisible(page);
        await page.keyboard.press('Enter');
        await expect(panel.getByText(t['order.waiting.polling'])).toBeVisible();
        // Pay turned into the waiting payment: the focus is on its panel, not lost.
        await expectFocusKept(page);
        await expect(panel).toBeFocused();

        await mock.confirmPayment(orderNo);
        const paid = page.getByRole('region', { name: t['order.paid.title'] });
        await expect(paid).toBeVisible();
        await expect(paid).toBeFocused();
        await expectFocusVisible(page);

        const order = await call<Order>(
          request.get(`${API_PREFIX}${OrderApi.detail}`, {
            params: { orderNo },
            headers: { token: shipperToken },
          }),
        );
        expect(order).toMatchObject({
          status: 'paid',
          discount: '300.00',
          payable: '3690.00',
          coupon: expect.objectContaining({ name: couponName }),
        });

        // The paid page's way to invoicing, one Tab or two away.
        const invoicing = paid.getByRole('link', { name: t['menu.user.invoice'] });
        await tabTo(page, invoicing, { max: 5 });
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(paths.user.invoice.href());
      });

      await test.step('applies for the invoice: the order, a title and an e-mail, with keys', async () => {
        const apply = page.getByRole('region', { name: t['invoice.apply.title'] });
        const order = apply.getByRole('checkbox', { name: new RegExp(escapeRegExp(orderNo)) });
        await tabTo(page, order);
        await expectFocusVisible(page);
        await page.keyboard.press('Space');
        await expect(order).toBeChecked();
        await expect(apply.getByRole('status')).toContainText(money(locale, 3690));

        // The title: ArrowDown through the list to the branch's general title, Enter.
        const title = apply.getByRole('combobox', { name: t['invoice.apply.titleId'] });
        await tabTo(page, title);
        await expectFocusVisible(page);
        await arrowToOption(page, title, new RegExp(BRANCH_TAX_NO));
        // The chosen title's numbers are written under the field, and are its description.
        await expect(title).toHaveAccessibleDescription(new RegExp(BRANCH_TAX_NO));

        // The e-mail address typed over the member's own; Enter sends the application.
        const address = apply.getByLabel(t['invoice.apply.email'], { exact: true });
        await tabTo(page, address, { max: 3 });
        await typeOver(page, email);
        await page.keyboard.press('Enter');
        await expect(page.getByText(worded(locale, 'invoice.apply.done', { email }))).toBeVisible();
        await expect(order).toHaveCount(0);
        await expectFocusKept(page);

        const records = page.getByRole('region', { name: t['invoice.records.payer'] });
        await expect(
          records
            .getByRole('article')
            .filter({ hasText: orderNo })
            .getByText(t['invoice.status.pending']),
        ).toBeVisible();

        const applications = await call<ListPage<InvoiceApplication>>(
          request.get(`${API_PREFIX}${InvoiceApi.applications}`, {
            params: { role: 'payer', current: 1, size: 50 },
            headers: { token: shipperToken },
          }),
        );
        const applied = applications.records.filter((application) =>
          application.lines.some((line) => line.orderNo === orderNo),
        );
        expect(applied).toHaveLength(1);
        expect(applied[0]).toMatchObject({
          status: 'pending',
          email,
          title: expect.objectContaining({ taxNo: BRANCH_TAX_NO }),
        });
      });
    });
  });
}
