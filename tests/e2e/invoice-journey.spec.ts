/**
 * Invoices end to end, each party in its own browser: the shipper pays an awarded order, follows
 * the paid page to invoicing, adds a special VAT title and applies; a second tab that still lists
 * the order is refused; the forwarder issues the invoice on its desk; the shipper downloads the
 * PDF, whose text is read back.
 */
import { INVOICE_DESK_QUERY, paths } from '../../src/config/paths';
import { capitalAmount } from '../../src/contract/invoice/capital';
import { pdfPages } from '../utils/pdf-text';
import { expectNoSeriousViolations } from './axe';
import {
  expect,
  JOURNEY_TIMEOUT_MS,
  startInLocale,
  storageStatePath,
  test,
  inEnglish,
} from './fixtures';
import { expectNoHorizontalScroll } from './layout';
import { pickOption, selectOf } from './select';
import { before, catalogues, exact, formatted } from './texts';
import { awardedOrder } from './trade-api';

/** The payment_method dictionary's WeChat Pay label (mock/domains/reference/data-dicts.ts). */
const wechatLabel = { 'zh-CN': '微信支付', 'en-US': 'WeChat Pay' } as const;

/** The demo shipper's certified enterprise and the demo forwarder's (mock/core/seed.ts). */
const SHIPPER = { name: '宁波海联进出口有限公司', taxNo: '91330212MA2H8K3C1X' } as const;
const FORWARDER = '上海远航国际货运代理有限公司';

/** The mock's refusal of an order already applied for (mock/domains/invoice/messages.ts). */
const orderTaken = {
  'zh-CN': (orderNo: string) => `订单 ${orderNo} 已在其他开票申请中`,
  'en-US': (orderNo: string) => `Order ${orderNo} is already on another invoice application.`,
} as const;

for (const locale of inEnglish) {
  const t = catalogues[locale];

  test.describe(`${locale}: invoices`, () => {
    test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
    test.use({ storageState: storageStatePath('shipper') });

    test('the shipper pays, adds a special title and applies; the forwarder issues; the shipper downloads the PDF', async ({
      page,
      browser,
      request,
      mock,
    }, testInfo) => {
      const stamp = Math.random().toString(36).slice(2, 7).toUpperCase();
      const bank = `E2E 招商银行上海分行 ${stamp}`;
      const account = `6214 8301 ${String(Date.now()).slice(-4)}`;
      const orderNo = await awardedOrder(request);
      await startInLocale(page, locale);

      await test.step('the shipper pays the order and follows the paid page to invoicing', async () => {
        await page.goto(paths.business.payment.href({ orderNo }));
        await page.getByRole('radio', { name: wechatLabel[locale] }).check();
        await page.getByRole('button', { name: before(t['order.pay.submit']) }).click();
        await expect(
          page.getByRole('img', { name: new RegExp(wechatLabel[locale]) }),
        ).toBeVisible();
        await mock.confirmPayment(orderNo);
        const paid = page.getByRole('region', { name: t['order.paid.title'] });
        await expect(paid).toBeVisible();
        await paid.getByRole('link', { name: t['menu.user.invoice'] }).click();
        await expect(page).toHaveURL(paths.user.invoice.href());
      });

      const titles = page.getByRole('region', { name: t['invoice.titles.title'] });
      await test.step('adds a special title: a name not certified and a missing account are named next to the field', async () => {
        await titles.getByRole('button', { name: t['invoice.titles.add'] }).click();
        const drawer = page.getByRole('dialog', { name: t['invoice.form.createTitle'] });
        // A certified member starts on its own special title.
        const name = drawer.getByLabel(t['invoice.field.title'], { exact: true });
        await expect(name).toHaveValue(SHIPPER.name);
        await expect(drawer.getByLabel(t['invoice.field.taxNo'], { exact: true })).toHaveValue(
          SHIPPER.taxNo,
        );
        await name.fill(`${SHIPPER.name}上海分公司`);
        await drawer
          .getByLabel(t['invoice.field.address'], { exact: true })
          .fill('上海市浦东新区世纪大道 100 号');
        await drawer.getByLabel(t['invoice.field.phone'], { exact: true }).fill('021-68880000');
        await drawer.getByLabel(t['invoice.field.bank'], { exact: true }).fill(bank);
        await drawer.getByRole('button', { name: t['invoice.form.submit'] }).click();
        await expect(
          drawer.getByText(
            formatted(t['invoice.problem.notCertifiedName'], { name: SHIPPER.name }),
          ),
        ).toBeVisible();
        await expect(
          drawer.getByText(
            formatted(t['invoice.problem.required'], { label: t['invoice.field.account'] }),
          ),
        ).toBeVisible();
        // What was typed is still there.
        await expect(drawer.getByLabel(t['invoice.field.bank'], { exact: true })).toHaveValue(bank);
        await expectNoSeriousViolations(page);

        await name.fill(SHIPPER.name);
        await drawer.getByLabel(t['invoice.field.account'], { exact: true }).fill(account);
        await drawer.getByRole('button', { name: t['invoice.form.submit'] }).click();
        await expect(
          page.getByText(formatted(t['invoice.form.saved'], { title: SHIPPER.name })),
        ).toBeVisible();
        await expect(drawer).toBeHidden();
        await expect(titles.getByText(new RegExp(bank))).toBeVisible();
      });

      // A second tab opened now still lists the order after the first one applies for it.
      const stale = await page.context().newPage();
      await stale.goto(paths.user.invoice.href());
      const staleApply = stale.getByRole('region', { name: t['invoice.apply.title'] });
      await expect(staleApply.getByRole('checkbox', { name: new RegExp(orderNo) })).toBeVisible();

      const apply = page.getByRole('region', { name: t['invoice.apply.title'] });
      const email = `ap-${stamp.toLowerCase()}@hailian.example.com`;
      await test.step('applies for the order with the new title', async () => {
        const order = apply.getByRole('checkbox', { name: new RegExp(orderNo) });
        await order.check();
        await expect(apply.getByRole('status')).toContainText(/USD\s[\d,]+\.\d\d/);
        await apply.getByRole('combobox', { name: t['invoice.apply.titleId'] }).click();
        await pickOption(page, account.slice(-4));
        await apply.getByLabel(t['invoice.apply.email']).fill('ap@');
        await apply.getByRole('button', { name: t['invoice.apply.submit'] }).click();
        await expect(apply.getByText(t['invoice.apply.emailInvalid'])).toBeVisible();
        await apply.getByLabel(t['invoice.apply.email']).fill(email);
        await apply.getByRole('button', { name: t['invoice.apply.submit'] }).click();
        await expect(page.getByText(formatted(t['invoice.apply.done'], { email }))).toBeVisible();
        await expect(order).toHaveCount(0);
        const records = page.getByRole('region', { name: t['invoice.records.payer'] });
        await expect(
          records
            .getByRole('article')
            .filter({ hasText: orderNo })
            .getByText(t['invoice.status.pending']),
        ).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      await test.step('the second tab applying for the same order is refused', async () => {
        await staleApply.getByRole('checkbox', { name: new RegExp(orderNo) }).check();
        await staleApply.getByRole('button', { name: t['invoice.apply.submit'] }).click();
        await expect(staleApply.getByRole('alert')).toHaveText(orderTaken[locale](orderNo));
        // The list is read again: the order is no longer offered.
        await expect(staleApply.getByRole('checkbox', { name: new RegExp(orderNo) })).toHaveCount(
          0,
        );
        await stale.close();
      });

      let invoiceNo = '';
      await test.step('the forwarder issues it on its desk', async () => {
        const forwarder = await browser.newContext({ storageState: storageStatePath('forwarder') });
        const desk = await forwarder.newPage();
        await startInLocale(desk, locale);
        await desk.goto(paths.user.invoice.href(INVOICE_DESK_QUERY));
        await expect(
          desk.getByRole('tab', { name: t['invoice.view.issue'], selected: true }),
        ).toBeVisible();
        const received = desk.getByRole('region', { name: t['invoice.records.payee'] });
        const card = received.getByRole('article').filter({ hasText: orderNo });
        await expect(card).toContainText(SHIPPER.name);
        await expect(card).toContainText(email);
        await expectNoSeriousViolations(desk);
        await card.getByRole('button', { name: exact(t['invoice.records.issue']) }).click();
        await desk
          .getByRole('button', {
            name: formatted(t['invoice.records.issueNamed'], { name: SHIPPER.name }),
          })
          .click();
        const issued = desk.getByText(
          new RegExp(formatted(t['invoice.records.issued'], { invoiceNo: '\\d{20}' })),
        );
        await expect(issued).toBeVisible();
        invoiceNo = /\d{20}/.exec((await issued.textContent()) ?? '')?.[0] ?? '';
        expect(invoiceNo).toMatch(/^\d{20}$/);
        await forwarder.close();
      });

      await test.step('the shipper sees it issued and downloads the PDF, whose text reads back', async () => {
        await page.reload();
        const records = page.getByRole('region', { name: t['invoice.records.payer'] });
        // The status filter is a segmented control: its radio is hidden, its label is what is clicked.
        await records
          .getByRole('radio', { name: t['invoice.status.issued'] })
          .locator('xpath=ancestor::label[1]')
          .click();
        const card = records.getByRole('article').filter({ hasText: orderNo });
        await expect(card).toContainText(invoiceNo);
        // Paid in dollars (after the coupon the payment page proposed): invoiced in yuan.
        const invoiced = /CNY\s([\d,]+\.\d\d)/.exec((await card.textContent()) ?? '')?.[1] ?? '';
        expect(invoiced).not.toBe('');
        await expectNoSeriousViolations(page);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          card
            .getByRole('button', { name: formatted(t['invoice.pdf.downloadNamed'], { invoiceNo }) })
            .click(),
        ]);
        expect(download.suggestedFilename()).toBe(
          formatted(t['invoice.pdf.fileName'], { invoiceNo }),
        );
        const file = testInfo.outputPath('invoice.pdf');
        await download.saveAs(file);
        const { readFile } = await import('node:fs/promises');
        const [text = ''] = await pdfPages(new Uint8Array(await readFile(file)));
        for (const expected of [
          '电子发票（增值税专用发票）',
          invoiceNo,
          SHIPPER.name,
          SHIPPER.taxNo,
          `${bank} ${account}`,
          FORWARDER,
          orderNo,
          `¥${invoiced}`,
          `⊗${capitalAmount(invoiced.replace(/,/g, ''))}`,
        ]) {
          expect(text).toContain(expected);
        }
      });
    });

    test('both views fit a phone: no sideways scroll, the long title choice cut, not widening the page', async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await startInLocale(page, locale);
      await page.goto(paths.user.invoice.href());
      const apply = page.getByRole('region', { name: t['invoice.apply.title'] });
      // The default special title names its bank: the longest text of the form.
      await expect(apply.getByRole('combobox', { name: t['invoice.apply.titleId'] })).toBeVisible();
      await expect(
        page.getByRole('region', { name: t['invoice.records.payer'] }).getByRole('article').first(),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);

      const forwarder = await browser.newContext({
        storageState: storageStatePath('forwarder'),
        viewport: { width: 375, height: 800 },
      });
      const desk = await forwarder.newPage();
      await startInLocale(desk, locale);
      await desk.goto(paths.user.invoice.href(INVOICE_DESK_QUERY));
      // The five states are a select on a phone, showing the one in force.
      const status = desk
        .getByRole('region', { name: t['invoice.records.payee'] })
        .getByRole('combobox', { name: t['invoice.records.status'] });
      await expect(selectOf(status)).toContainText(t['invoice.status.pending']);
      await expectNoHorizontalScroll(desk);
      await forwarder.close();
    });
  });
}
