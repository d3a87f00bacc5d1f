import { paths } from '../../src/config/paths';
import { expectNoSeriousViolations } from './axe';
import { expect, startInLocale, storageStatePath, test, inEnglish } from './fixtures';
import { expectNothingCut } from './layout';
import { bafLabel, choose, fillTerms, row } from './quote-form';
import { catalogues, before, escapeRegExp as escape } from './texts';
import { apiToken, createTender, getTender, tenderBody } from './trade-api';

import type { Page } from '@playwright/test';

for (const locale of inEnglish) {
  const t = catalogues[locale];
  const liveTotal = (page: Page) => page.getByRole('region', { name: t['bid.total.title'] });

  test.describe(`${locale}: /business/quote as a forwarder`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.use({ storageState: storageStatePath('forwarder') });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('bids on a fresh tender with a live total, revises it and finds it in my bids', async ({
      page,
      request,
    }) => {
      const shipper = await apiToken(request, 'shipper');
      const tender = await createTender(request, shipper);
      await page.goto(paths.business.quote.href({ tenderId: tender.id }));
      await expect(page.getByRole('heading', { name: tender.title })).toBeVisible();
      await expect(page.getByRole('timer')).toBeVisible();

      await page.getByLabel(/^40HQ/).fill('1850');
      await expect(liveTotal(page)).toContainText(/USD\s3,700\.00/);
      await page.getByRole('button', { name: t['bid.form.surcharge.add'] }).click();
      await choose(page, row(t['bid.form.surcharge.code.row'], 1), bafLabel[locale]);
      await page.getByLabel(row(t['bid.form.surcharge.amount.row'], 1)).fill('120');
      // 2 × 1850 + 2 containers × 120
      await expect(liveTotal(page)).toContainText(/USD\s3,940\.00/);
      await fillTerms(page, t);
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: t['bid.form.submit'] }).click();

      await expect(page.getByText(before(t['bid.form.submitted']))).toBeVisible();
      await expect(page.getByText(before(t['bid.form.serverTotal']))).toContainText(
        /USD\s3,940\.00/,
      );

      // Revise: the form is the live bid now.
      await page.getByLabel(/^40HQ/).fill('1800');
      await expect(liveTotal(page)).toContainText(/USD\s3,840\.00/);
      await page.getByRole('button', { name: t['bid.form.saveRevision'] }).click();
      await expect(page.getByText(before(t['bid.form.revised']))).toBeVisible();
      await expect(page.getByText(before(t['bid.form.serverTotal']))).toContainText(
        /USD\s3,840\.00/,
      );

      await page.goto(paths.business.myBid.href({ status: 'submitted' }));
      const card = page.getByRole('group', { name: new RegExp(escape(tender.title)) });
      await expect(card).toContainText(/USD\s3,840\.00/);
      await expect(card.getByRole('link', { name: tender.title })).toHaveAttribute(
        'href',
        paths.business.tenderDetail.href(tender.id),
      );
      await expectNoSeriousViolations(page);
    });

    test("shows a surcharge's charge and unit whole on a laptop, a tablet and a desktop", async ({
      page,
      request,
    }) => {
      const tender = await createTender(request, await apiToken(request, 'shipper'));
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(paths.business.quote.href({ tenderId: tender.id }));
      await page.getByRole('button', { name: t['bid.form.surcharge.add'] }).click();
      await choose(page, row(t['bid.form.surcharge.code.row'], 1), bafLabel[locale]);
      // A select's shown value is the text beside its combobox: the charge, and the unit a new
      // FCL surcharge starts with ("Per container").
      const combobox = (message: string) =>
        page.getByRole('combobox', { name: row(message, 1), exact: true });
      const chosen = combobox(t['bid.form.surcharge.code.row'])
        .or(combobox(t['bid.form.surcharge.unit.row']))
        .locator('..');
      await expect(chosen).toHaveCount(2);
      for (const width of [1024, 768, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNothingCut(chosen);
      }
    });

    test('locks the form when the deadline passes, keeping what was typed', async ({
      page,
      request,
    }) => {
      const shipper = await apiToken(request, 'shipper');
      const tender = await createTender(
        request,
        shipper,
        tenderBody({ bidDeadline: new Date(Date.now() + 15_000).toISOString() }),
      );
      await page.goto(paths.business.quote.href({ tenderId: tender.id }));
      const freight = page.getByLabel(/^40HQ/);
      await freight.fill('1500');

      await expect(page.getByText(t['bid.locked.deadline'])).toBeVisible({ timeout: 30_000 });
      await expect(freight).toHaveValue('1500');
      await expect(freight).toBeDisabled();
      await expect(page.getByRole('button', { name: t['bid.form.submit'] })).toHaveCount(0);

      // Coming back later, once the server has closed the tender (its own clock decides).
      await expect
        .poll(async () => (await getTender(request, tender.id)).status, { timeout: 20_000 })
        .toBe('closed');
      await page.reload();
      const closed = locale === 'zh-CN' ? '已截止' : 'Closed';
      await expect(
        page.getByText(t['bid.locked.status'].replace('{status}', closed)),
      ).toBeVisible();
      await expect(page.getByLabel(/^40HQ/)).toHaveCount(0);
    });
  });

  test.describe(`${locale}: /business/quote for other user types`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test.describe('consolidator', () => {
      test.use({ storageState: storageStatePath('consolidator') });
      test('is told that FCL tenders are for forwarders, with no form', async ({
        page,
        request,
      }) => {
        const tender = await createTender(request, await apiToken(request, 'shipper'));
        await page.goto(paths.business.quote.href({ tenderId: tender.id }));
        await expect(page.getByText(t['bid.page.lclOnly.title'])).toBeVisible();
        await expect(page.getByRole('button', { name: t['bid.form.submit'] })).toHaveCount(0);
        await expectNoSeriousViolations(page);
      });
    });

    test.describe('shipper', () => {
      test.use({ storageState: storageStatePath('shipper') });
      test('gets the 403 page', async ({ page }) => {
        await page.goto(paths.business.quote.href({ tenderId: '5001' }));
        await expect(
          page.getByRole('heading', { name: t['pages.forbidden.title'], level: 1 }),
        ).toBeVisible();
        await expect(page.getByLabel(/^40HQ/)).toHaveCount(0);
      });
    });
  });
}
