/**
 * The three documents a member prints, as the browser lays them out for paper (print media): a
 * tender's bid comparison, an order with the bank-transfer details, one invoice application alone.
 * On paper: no header, menus, footer, bell or buttons; the platform's name and the printing time
 * (with its zone) at the top; every figure the reader hands on. A long bid table is printed to an
 * A4 PDF and read back: it runs over pages, its header repeated on each.
 */
import { writeFile } from 'node:fs/promises';

import { paths } from '../../src/config/paths';
import { InvoiceApi } from '../../src/contract/invoice/paths';
import { InvoiceReplies } from '../../src/contract/invoice/replies';
import { TenderApi } from '../../src/contract/tender/paths';
import { pdfPages } from '../utils/pdf-text';
import { expect, startInLocale, storageStatePath, test } from './fixtures';
import { ask, firstOf, unpaidOrder } from './mock-data';
import { before, catalogues, pattern } from './texts';

import type { AppLocale } from '../../src/config/constants';
import type { Page } from '@playwright/test';

/** The demo scenario's open FCL tender with bids (mock/scenarios/trade-demo.ts). */
const TENDER_WITH_BIDS = '5001';

/** Counts the calls of `window.print` instead of opening the browser's dialog. */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { prints: number };
    counted.prints = 0;
    window.print = () => {
      counted.prints += 1;
    };
  });
}

/** What every printed document shows and leaves out, once the page is laid out for paper. */
async function expectPaper(page: Page, locale: AppLocale) {
  const t = catalogues[locale];
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  const header = page.getByTestId('print-header').filter({ visible: true });
  await expect(header).toHaveCount(1);
  await expect(header).toContainText(t['common.appName']);
  // The time with its zone: GMT+8 (in Arabic غرينتش+8).
  await expect(header).toContainText(/\d{2}:\d{2} \S+\+8/);
}

test.describe('print', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ storageState: storageStatePath('shipper') });

  test('zh-CN: a tender’s bid comparison prints its facts, the bids and the market in words', async ({
    page,
  }) => {
    const t = catalogues['zh-CN'];
    await startInLocale(page, 'zh-CN');
    await page.goto(paths.business.myTenderBid.href({ tenderId: TENDER_WITH_BIDS }));
    const panel = page.getByRole('region', { name: pattern(t['issuer.bids.title']) });
    await expect(panel.getByRole('button', { name: t['print.action'] })).toBeVisible();
    // The chart has drawn on screen (once scrolled to): paper has its words instead.
    await panel.getByRole('region', { name: t['issuer.market.title'] }).scrollIntoViewIfNeeded();
    await expect(panel.locator('canvas')).toBeVisible();
    const bidRows = panel.getByRole('table').first().getByRole('row');
    await expect(bidRows.nth(2)).toBeVisible();
    const rowCount = await bidRows.count();

    await expectPaper(page, 'zh-CN');
    await expect(page.getByRole('region', { name: t['issuer.mine.title'] })).toHaveCount(0);
    await expect(
      panel.getByText(t['trade.tenderFacts.bidDeadline'], { exact: true }),
    ).toBeVisible();
    await expect(panel.getByText(t['trade.tenderFacts.cargo'], { exact: true })).toBeVisible();
    await expect(bidRows).toHaveCount(rowCount);
    await expect(
      panel.getByRole('columnheader', { name: t['issuer.market.col'], exact: true }),
    ).toBeVisible();
    await expect(panel.locator('canvas')).toBeHidden();
    await expect(
      panel.getByText(before(t['issuer.market.summary'])).filter({ visible: true }),
    ).toHaveCount(1);
  });

  test('zh-CN: a long bid table prints on several A4 pages, its header repeated', async ({
    page,
  }, testInfo) => {
    const t = catalogues['zh-CN'];
    await startInLocale(page, 'zh-CN');
    // Forty bids: the tender's own, repeated under ids and numbers of their own (PR00X…PR39X).
    const bidNo = (at: number) => `PR${String(at).padStart(2, '0')}X`;
    await page.route(`**${TenderApi.bids}?**`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { bids: { id: string; bidNo: string }[] };
      };
      const { bids } = body.data;
      body.data.bids = Array.from({ length: 40 }, (_, at) => {
        const bid = firstOf(bids.slice(at % bids.length), 'bid');
        return { ...bid, id: String(990_000 + at), bidNo: bidNo(at) };
      });
      await route.fulfill({ response, json: body });
    });
    await page.goto(paths.business.myTenderBid.href({ tenderId: TENDER_WITH_BIDS }));
    const panel = page.getByRole('region', { name: pattern(t['issuer.bids.title']) });
    await expect(panel.getByRole('row').filter({ hasText: bidNo(39) })).toHaveCount(1);

    const pdf = new Uint8Array(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    await writeFile(testInfo.outputPath('bids.pdf'), pdf);
    // pdf.js gives each Chinese character as a run of its own, some as their Kangxi radical forms:
    // spaces are dropped and the forms unified before reading.
    const pages = (await pdfPages(pdf)).map((text) => text.normalize('NFKC').replace(/\s+/g, ''));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain(t['common.appName']);
    // Each page that holds rows of the table starts them under its header.
    const withRows = pages.filter((text) => /PR\d{2}X/.test(text));
    expect(withRows.length).toBeGreaterThan(1);
    for (const text of withRows) {
      expect(text).toContain(t['issuer.bids.col.bidder']);
      expect(text).toContain(t['issuer.bids.col.total']);
    }
    // No row is split: each of the forty bid numbers is printed whole on one page.
    for (let at = 0; at < 40; at += 1) {
      expect(pages.filter((text) => text.includes(bidNo(at)))).toHaveLength(1);
    }
  });

  test('zh-CN: an order paid by bank transfer prints the account, the reference and the deadline', async ({
    page,
    request,
  }) => {
    const t = catalogues['zh-CN'];
    const orderNo = await unpaidOrder(request);
    await startInLocale(page, 'zh-CN');
    await page.goto(paths.business.payment.href({ orderNo }));
    await page.getByRole('radio', { name: t['codes.payment_method.bank_transfer'] }).check();
    await page.getByRole('button', { name: before(t['order.pay.submit']) }).click();
    const accountNo = page.getByText(/^6214 8321 \d{4} 0088$/);
    await expect(accountNo).toBeVisible();
    await expect(page.getByRole('button', { name: t['print.action'] })).toBeVisible();

    await expectPaper(page, 'zh-CN');
    const main = page.getByRole('main');
    await expect(main).toContainText(orderNo);
    // The order's amount, its lines' total and the amount to transfer.
    await expect(page.getByTestId('order-amount')).toHaveText('USD 3,990.00');
    await expect(
      page.getByRole('region', { name: t['order.lines.title'] }).getByText(t['order.lines.total']),
    ).toBeVisible();
    // What the transfer pays: the payable, after the coupon the page may have proposed.
    const payable = page.getByTestId('order-payable');
    const transfer =
      (await payable.count()) > 0 ? await payable.locator('strong').innerText() : 'USD 3,990.00';
    await expect(main.getByText(pattern(t['order.bank.intro']))).toContainText(transfer);
    await expect(accountNo).toBeVisible();
    await expect(main.getByText(t['order.bank.reference'], { exact: true })).toBeVisible();
    await expect(main.getByText(t['order.bank.accountName'], { exact: true })).toBeVisible();
    await expect(main.getByText(t['order.field.payee'], { exact: true })).toBeVisible();
    await expect(main.getByText(t['order.lines.title'], { exact: true })).toBeVisible();
    await expect(main.getByText(before(t['order.pay.deadline']))).toBeVisible();
    await expect(main.getByText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} GMT\+8/).first()).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
  });

  for (const locale of ['zh-CN', 'ar-EG'] as const) {
    test(`${locale}: one invoice application prints alone, with its title, lines and tax`, async ({
      page,
      request,
    }, testInfo) => {
      const t = catalogues[locale];
      const applications = await ask(
        request,
        InvoiceApi.applications,
        InvoiceReplies.applications,
        { role: 'payer', current: 1, size: 10 },
        'shipper',
      );
      const application = firstOf(applications.records, 'invoice application');
      const firstLine = firstOf(application.lines, 'invoice line');
      await recordPrints(page);
      await startInLocale(page, locale);
      await page.goto(paths.user.invoice.href());
      const card = page
        .getByRole('region', { name: t['invoice.records.payer'] })
        .getByRole('article')
        .filter({ hasText: firstLine.orderNo });
      const print = card.getByRole('button', { name: pattern(t['invoice.print.named']) });
      await print.click();
      await expect.poll(() => page.evaluate(() => (window as { prints?: number }).prints)).toBe(1);

      await expectPaper(page, locale);
      // Only the application is on paper: the page's own heading and cards are not.
      await expect(page.getByRole('main')).toBeHidden();
      const paper = page.locator('.print-alone');
      await expect(paper.getByRole('heading', { level: 1 })).toHaveText(t['invoice.print.title']);
      await expect(paper).toContainText(application.title.title);
      await expect(paper).toContainText(application.title.taxNo);
      await expect(paper).toContainText(application.payee.taxNo);
      await expect(paper.getByRole('row')).toHaveCount(application.lines.length + 2);
      for (const line of application.lines) {
        await expect(paper.getByRole('row').filter({ hasText: line.orderNo })).toHaveCount(1);
      }
      await expect(paper).toContainText(t[`invoice.status.${application.status}`]);
      await expect(paper).toContainText(t[`invoice.type.${application.type}`]);
      if (locale === 'zh-CN') {
        const money = (value: string) =>
          new Intl.NumberFormat('zh-CN', {
            style: 'currency',
            currency: application.currency,
            currencyDisplay: 'code',
            minimumFractionDigits: 2,
          }).format(Number(value));
        await expect(paper).toContainText(money(application.amount));
        await expect(paper).toContainText(money(application.tax));
      }
      await writeFile(
        testInfo.outputPath(`invoice-${locale}.pdf`),
        await page.pdf({ format: 'A4', preferCSSPageSize: true }),
      );

      // The print is over: the page is the page again.
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await expect(paper).toHaveCount(0);
      await page.emulateMedia({ media: 'screen' });
      await expect(print).toBeVisible();
    });
  }
});
