/**
 * The core trade with the keyboard only (Tab and Shift+Tab, typing, arrows, Enter and Space; no
 * click, check or focus from script), in Chinese and in Arabic (right to left): a shipper logs in,
 * issues a tender, a forwarder bids on it, the shipper compares the bids and awards one through the
 * confirmation dialog. Where the focus lands after each list, calendar and dialog is checked, and
 * that it shows.
 */
import { paths } from '../../src/config/paths';
import { CaptchaApi } from '../../src/contract/auth/paths';
import { API_PREFIX } from '../../src/contract/http';
import { TenderApi } from '../../src/contract/tender/paths';
import {
  demoAccounts,
  DEMO_PASSWORD,
  expect,
  JOURNEY_TIMEOUT_MS,
  startInLocale,
  storageStatePath,
  test,
  type mockApi,
} from './fixtures';
import { call } from './fresh-account';
import {
  arrowToOption,
  expectFocusKept,
  expectFocusVisible,
  money,
  tabTo,
  typeDate,
  typeToOption,
} from './keyboard';
import { selectOf } from './select';
import { catalogues, exact, pattern, worded } from './texts';
import {
  apiToken,
  bidBody,
  chinaDate,
  getTender,
  registerCertifiedAccount,
  submitBid,
} from './trade-api';

import type { CaptchaResult } from '../../src/contract/auth/types';
import type { IssuerBidList } from '../../src/contract/tender/types';
import type { Page, Response } from '@playwright/test';

const isCaptcha = (response: Response) =>
  new URL(response.url()).pathname === `${API_PREFIX}${CaptchaApi.captcha}`;

for (const locale of ['zh-CN', 'ar-EG'] as const) {
  const t = catalogues[locale];

  /**
   * Fills the login form from the top of the page and submits it with Enter. The captcha's answer
   * is read from the mock; when the mock's last captcha is another test's, "new captcha" is pressed.
   */
  async function logIn(page: Page, mock: ReturnType<typeof mockApi>) {
    let reply = page.waitForResponse(isCaptcha);
    await page.goto(paths.login.href(paths.business.tenderIssue.href()));
    const form = page
      .locator('form')
      .filter({ has: page.getByLabel(t['auth.login.password'], { exact: true }) });
    const account = form.getByLabel(t['auth.login.account'], { exact: true });
    await tabTo(page, account);
    await expectFocusVisible(page);
    await page.keyboard.type(demoAccounts.shipper.username);
    await tabTo(page, form.getByLabel(t['auth.login.password'], { exact: true }), { max: 3 });
    await page.keyboard.type(DEMO_PASSWORD);
    const captcha = form.getByLabel(t['auth.login.captcha'], { exact: true });
    const refresh = form.getByRole('button', { name: t['forms.captcha.refresh'] });
    for (let attempt = 1; ; attempt += 1) {
      const { captchaKey } = await call<CaptchaResult>(reply);
      const { lastCaptcha } = await mock.inspect();
      if (lastCaptcha?.captchaKey === captchaKey) {
        // After "new captcha" (after the field) the field is back with Shift+Tab.
        await tabTo(page, captcha, { back: attempt > 1, max: 5 });
        await page.keyboard.type(lastCaptcha.answer);
        break;
      }
      if (attempt === 5) throw new Error('could not read the answer of the captcha on the page');
      await tabTo(page, refresh, { max: 5 });
      reply = page.waitForResponse(isCaptcha);
      await page.keyboard.press('Enter');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === paths.business.tenderIssue.path);
  }

  test.describe(`${locale}: the trade with the keyboard only`, () => {
    test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

    test('a shipper logs in and issues a tender, a forwarder bids, the shipper compares and awards', async ({
      page,
      browser,
      request,
      mock,
    }) => {
      const stamp = Math.random().toString(36).slice(2, 8).toUpperCase();
      const title = `E2E KB ${stamp}`;
      await startInLocale(page, locale);

      await test.step('the shipper logs in: the form filled and sent from the keyboard', async () => {
        await logIn(page, mock);
        await expect(page.getByText(t['auth.login.success'])).toBeVisible();
      });

      let tenderId = '';
      await test.step('issues a tender: every field reached with Tab and filled with keys', async () => {
        const field = (label: string) => page.getByLabel(label, { exact: true });
        await tabTo(page, field(t['tenderIssue.field.title.label']));
        await expectFocusVisible(page);
        await page.keyboard.type(title);

        // The shipment type: arrows move the choice (LCL and back to FCL).
        const shipment = page.getByRole('radiogroup', {
          name: t['tenderIssue.field.shipmentType.label'],
        });
        const fcl = shipment.getByRole('radio', { name: /FCL/ });
        const lcl = shipment.getByRole('radio', { name: /LCL/ });
        await tabTo(page, fcl, { max: 3 });
        await expect(fcl).toBeChecked();
        await page.keyboard.press('ArrowDown');
        await expect(lcl).toBeChecked();
        await expect(lcl).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await expect(fcl).toBeChecked();
        await expectFocusVisible(page);

        // Ports: typed, then Enter on the search's answer; the list closes on the select.
        const pol = page.getByRole('combobox', { name: t['tenderIssue.field.pol.label'] });
        await tabTo(page, pol, { max: 3 });
        await expectFocusVisible(page);
        await typeToOption(page, pol, 'CNSHA', /\(CNSHA\)/);
        await expect(selectOf(pol)).toContainText('(CNSHA)');
        const pod = page.getByRole('combobox', { name: t['tenderIssue.field.pod.label'] });
        await tabTo(page, pod, { max: 3 });
        await typeToOption(page, pod, 'NLRTM', /\(NLRTM\)/);
        await expect(selectOf(pod)).toContainText('(NLRTM)');

        // The container type: ArrowDown through the list to 40HQ, Enter.
        const type = page.getByRole('combobox', {
          name: worded(locale, 'tenderIssue.field.containers.typeLabel', { index: 1 }),
        });
        await tabTo(page, type, { max: 3 });
        await arrowToOption(page, type, /40HQ/);
        await expect(selectOf(type)).toContainText('40HQ');
        // The quantity: ArrowUp from 1 to 2.
        const quantity = page.getByRole('spinbutton', {
          name: worded(locale, 'tenderIssue.field.containers.quantityLabel', { index: 1 }),
        });
        await tabTo(page, quantity, { max: 3 });
        await expect(quantity).toHaveValue('1');
        await page.keyboard.press('ArrowUp');
        await expect(quantity).toHaveValue('2');

        await tabTo(
          page,
          page.getByRole('textbox', { name: t['tenderIssue.field.cargoName.label'] }),
        );
        await page.keyboard.type('LED panels');

        // The ready date: typed, Tab moves on (Enter would send the form).
        const ready = field(t['tenderIssue.field.readyDate.label']);
        await tabTo(page, ready, { max: 8 });
        await expectFocusVisible(page);
        await typeDate(page, ready, chinaDate(15), 'Tab');

        // The currency: Space on USD keeps it; then back with Shift+Tab to the deadline, the last
        // field, whose Enter sends the form to its review.
        const usd = page
          .getByRole('radiogroup', { name: t['tenderIssue.field.currency.label'] })
          .getByRole('radio', { name: 'USD', exact: true });
        await tabTo(page, usd, { max: 5 });
        await page.keyboard.press('Space');
        await expect(usd).toBeChecked();
        const deadline = field(t['tenderIssue.field.deadline.label']);
        await tabTo(page, deadline, { back: true, max: 3 });
        await typeDate(page, deadline, `${chinaDate(5)} 17:30`, 'Enter');

        // The review takes the focus to its top; Tab reaches Publish.
        const review = page.getByRole('region', { name: t['tenderIssue.review.title'] });
        await expect(review).toContainText(title);
        await expect(review).toContainText('(CNSHA)');
        await expectFocusKept(page);
        const publish = page.getByRole('button', { name: t['tenderIssue.action.publish'] });
        await tabTo(page, publish);
        await expectFocusVisible(page);
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/business\/tendering\/[^/?]+$/);
        tenderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
        await expect(page.getByText(t['tenderIssue.issue.published'])).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

        // What the mock stored is what was typed and chosen.
        const stored = await getTender(request, tenderId);
        expect(stored).toMatchObject({
          title,
          shipmentType: 'FCL',
          pol: expect.objectContaining({ code: 'CNSHA' }),
          pod: expect.objectContaining({ code: 'NLRTM' }),
          containers: [{ type: '40HQ', quantity: 2 }],
          readyDate: chinaDate(15),
          currency: 'USD',
        });
        expect(stored.bidDeadline).toMatch(new RegExp(`^${chinaDate(5)}T17:30`));
      });

      await test.step('a forwarder bids on it with the keyboard: USD 3,500.00', async () => {
        const context = await browser.newContext({ storageState: storageStatePath('forwarder') });
        const forwarder = await context.newPage();
        await startInLocale(forwarder, locale);
        await forwarder.goto(paths.business.quote.href({ tenderId }));
        const field = (label: string) => forwarder.getByLabel(label, { exact: true });

        const freight = field(
          worded(locale, 'bid.form.freight.perContainer', { type: '40HQ', count: 2 }),
        );
        await tabTo(forwarder, freight);
        await expectFocusVisible(forwarder);
        await forwarder.keyboard.type('1750');
        await expect(forwarder.getByRole('region', { name: t['bid.total.title'] })).toContainText(
          money(locale, 3500),
        );

        const carrier = forwarder.getByRole('combobox', { name: t['bid.form.carrier'] });
        await tabTo(forwarder, carrier, { max: 5 });
        await typeToOption(forwarder, carrier, 'COSU', /COSU/);
        await tabTo(forwarder, field(t['bid.form.transitDays']), { max: 3 });
        await forwarder.keyboard.type('16');
        await tabTo(forwarder, field(t['bid.form.etd']), { max: 3 });
        await typeDate(forwarder, field(t['bid.form.etd']), chinaDate(12), 'Tab');
        await tabTo(forwarder, field(t['bid.form.validUntil']), { max: 3 });
        await typeDate(forwarder, field(t['bid.form.validUntil']), chinaDate(30), 'Tab');
        await tabTo(forwarder, field(t['bid.form.freeDays']), { max: 3 });
        await forwarder.keyboard.type('7');
        // Enter in the last field sends the bid.
        await forwarder.keyboard.press('Enter');
        await expect(forwarder.getByText(pattern(t['bid.form.submitted']))).toBeVisible();
        await context.close();
      });

      // A second bid to compare it with, by another certified forwarder: USD 3,600.00.
      const rival = await registerCertifiedAccount(request, 2);
      await submitBid(
        request,
        await apiToken(request, rival),
        bidBody(await getTender(request, tenderId), {
          freight: [{ unit: '40HQ', amount: '1800.00' }],
          surcharges: [],
        }),
      );

      await test.step('the shipper compares the bids: opens them, sorts by total, expands one', async () => {
        await page.goto(paths.business.myTenderBid.href());
        const compare = page.getByRole('button', {
          name: worded(locale, 'issuer.mine.compareLabel', { title }),
        });
        await tabTo(page, compare);
        await expectFocusVisible(page);
        await page.keyboard.press('Enter');
        await expect(compare).toHaveAttribute('aria-pressed', 'true');
        await expect(compare).toBeFocused();
        const panel = page.getByRole('region', {
          name: worded(locale, 'issuer.bids.title', { title }),
        });
        const rows = panel.getByRole('row');
        // The header row first; the cheaper bid first.
        await expect(rows.nth(1)).toContainText(money(locale, 3500));
        await expect(rows.nth(2)).toContainText(money(locale, 3600));

        const total = panel.getByRole('columnheader', { name: t['issuer.bids.col.total'] });
        await tabTo(page, total);
        await expectFocusVisible(page);
        await page.keyboard.press('Enter');
        await expect(total).toHaveAttribute('aria-sort', 'descending');
        await expect(rows.nth(1)).toContainText(money(locale, 3600));
        await page.keyboard.press('Enter');
        await expect(total).toHaveAttribute('aria-sort', 'ascending');
        await expect(rows.nth(1)).toContainText(money(locale, 3500));

        const cheaper = rows.filter({ hasText: money(locale, 3500) });
        const expand = cheaper.getByRole('button', { expanded: false });
        await tabTo(page, expand);
        await page.keyboard.press('Enter');
        await expect(cheaper.getByRole('button', { expanded: true })).toBeFocused();
        const breakdown = panel.getByRole('list', { name: t['issuer.bids.breakdown'] });
        await expect(breakdown).toContainText(
          worded(locale, 'issuer.bids.freight', { type: '40HQ' }),
        );
        await expect(breakdown).toContainText(money(locale, 1750));
      });

      await test.step('awards the cheaper bid in the confirmation dialog, with the keyboard', async () => {
        const panel = page.getByRole('region', {
          name: worded(locale, 'issuer.bids.title', { title }),
        });
        const cheaper = panel.getByRole('row').filter({ hasText: money(locale, 3500) });
        const award = cheaper.getByRole('button', { name: pattern(t['issuer.bids.awardLabel']) });
        const dialog = page.getByRole('dialog', { name: t['issuer.award.confirmTitle'] });
        const ok = dialog.getByRole('button', { name: exact(t['issuer.award.ok']) });

        // Escape closes the dialog: the focus is back on Award.
        await tabTo(page, award);
        await expectFocusVisible(page);
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(money(locale, 3500));
        await expect(ok).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(award).toBeFocused();

        // Enter on the dialog's Award: the bid is awarded, and the focus goes to the outcome.
        await page.keyboard.press('Enter');
        await expect(ok).toBeFocused();
        await expectFocusVisible(page);
        await page.keyboard.press('Enter');
        await expect(dialog).toBeHidden();
        const done = panel.getByText(pattern(t['issuer.award.done']));
        await expect(done).toBeVisible();
        await expect(award).toHaveCount(0);
        await expectFocusKept(page);
        await expect(page.locator(':focus')).toContainText(pattern(t['issuer.award.done']));
        // The next thing to do is one Tab away: paying the order.
        await page.keyboard.press('Tab');
        await expect(
          panel.getByRole('link', { name: t['issuer.order.pay'] }).first(),
        ).toBeFocused();

        // The mock has the tender awarded to that bid, with its order.
        const { tender, bids } = await call<IssuerBidList>(
          request.get(`${API_PREFIX}${TenderApi.bids}`, {
            params: { tenderId },
            headers: { token: await apiToken(request, 'shipper') },
          }),
        );
        const won = bids.find((bid) => bid.total === '3500.00');
        expect(won).toMatchObject({
          carrier: 'COSU',
          transitDays: 16,
          freeDays: 7,
          etd: chinaDate(12),
        });
        expect(tender).toMatchObject({ status: 'awarded', awardedBidId: won?.id });
        expect(tender.orderNo).toBeTruthy();
        await expect(done).toContainText(tender.orderNo ?? '');
      });
    });
  });
}
