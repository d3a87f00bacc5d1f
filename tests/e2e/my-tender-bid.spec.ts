import { SUPPORTED_LOCALES } from '../../src/config/constants';
import { paths } from '../../src/config/paths';
import { TenderApi } from '../../src/contract/tender/paths';
import { expectNoSeriousViolations } from './axe';
import { expect, startInLocale, storageStatePath, test, inChinese } from './fixtures';
import { expectNoHorizontalScroll, expectNothingCut, expectWithinScreen } from './layout';
import { pickOption } from './select';
import { catalogues, pattern } from './texts';
import { apiToken, bidBody, createTender, submitBid, tenderBody } from './trade-api';

import type { Locator, Page } from '@playwright/test';

// A tender both the forwarder and the consolidator (who bids on LCL only) may bid on.
const LCL_TENDER = {
  shipmentType: 'LCL',
  containers: undefined,
  volumeCbm: '10',
  weightKg: '1800',
  packages: 12,
} as const;

/**
 * The opacities of the shadows the kept cells of `region`'s table cast on the columns under them,
 * each once (the shadow is the cell's `::before`; nothing else says in the page that columns lie
 * under it). Empty when the table has no kept cell.
 */
async function keptColumnShadows(region: Locator): Promise<Set<string>> {
  const opacities = await region
    .locator('td.table-sticky-end')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').opacity));
  return new Set(opacities);
}

/**
 * At a tablet's width the page does not scroll across; the table in `region` does, in its own box,
 * with its first column in view and each of `kept` (its last column's buttons) wholly inside the
 * box's width, and still in the same place once the box has scrolled to its far end. The kept
 * column casts its shadow while columns lie under it, and none at the far end.
 */
async function expectScrollsAcrossKeepingInView(
  page: Page,
  region: Locator,
  firstColumn: Locator,
  kept: Locator,
) {
  const box = region.locator('.ant-table-content');
  await expectNoHorizontalScroll(page);
  expect(
    await box.evaluate((element) => element.scrollWidth - element.clientWidth),
  ).toBeGreaterThan(200);
  await expect(firstColumn).toBeInViewport();
  /** Where each button is across the screen; each must lie within the box's width. */
  const places = async () => {
    const across = await box.boundingBox();
    const lefts: number[] = [];
    for (const button of await kept.all()) {
      const place = await button.boundingBox();
      expect(place && across, 'a button and the box are drawn').toBeTruthy();
      if (!place || !across) continue;
      expect(place.x).toBeGreaterThanOrEqual(across.x);
      expect(place.x + place.width).toBeLessThanOrEqual(across.x + across.width);
      lefts.push(place.x);
    }
    return lefts;
  };
  const before = await places();
  await expect.poll(() => keptColumnShadows(region)).toEqual(new Set(['1']));

  await box.evaluate((element) => {
    element.scrollLeft = element.scrollWidth * (document.dir === 'rtl' ? -1 : 1);
  });
  await expect(firstColumn).not.toBeInViewport();
  expect(await places()).toEqual(before);
  await expect.poll(() => keptColumnShadows(region)).toEqual(new Set(['0']));
}

for (const locale of inChinese) {
  const t = catalogues[locale];

  test.describe(`${locale}: /business/myTenderBid`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.use({ storageState: storageStatePath('shipper') });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('the shipper compares the bids on a tender and awards one', async ({ page, request }) => {
      const shipper = await apiToken(request, 'shipper');
      const forwarder = await apiToken(request, 'forwarder');
      const consolidator = await apiToken(request, 'consolidator');
      const tender = await createTender(request, shipper, tenderBody(LCL_TENDER));
      // 10 cbm × 45 + BAF 10 × 120 + DOC 50 = USD 1,700.00; the consolidator's CNY bid converts.
      await submitBid(request, forwarder, bidBody(tender));
      await submitBid(
        request,
        consolidator,
        bidBody(tender, {
          currency: 'CNY',
          freight: [{ unit: 'cbm', amount: '300.00' }],
          transitDays: 12,
        }),
      );

      await page.goto(paths.business.myTenderBid.href({ tenderId: tender.id }));
      const panel = page.getByRole('region', {
        name: t['issuer.bids.title'].replace('{title}', tender.title),
      });
      await expect(panel.getByText('USD 1,700.00').first()).toBeVisible();
      await expect(panel.getByText(/1 CNY = [\d.]+ USD/)).toBeVisible();
      await expectNoSeriousViolations(page);

      const awardButtons = panel.getByRole('button', {
        name: pattern(t['issuer.bids.awardLabel']),
      });
      await expect(awardButtons).toHaveCount(2);
      // The forwarder's bid (USD) is the one at 1,700.00.
      const row = panel.getByRole('row').filter({ hasText: 'USD 1,700.00' });
      await row.getByRole('button', { name: pattern(t['issuer.bids.awardLabel']) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('USD 1,700.00');
      await dialog.getByRole('button', { name: t['issuer.award.ok'] }).click();

      await expect(panel.getByText(pattern(t['issuer.award.done']))).toBeVisible();
      const pay = panel.getByRole('link', { name: t['issuer.order.pay'] }).first();
      await expect(pay).toHaveAttribute('href', /\/business\/payment\?orderNo=/);
      await expect(awardButtons).toHaveCount(0);
      await pay.click();
      await page.waitForURL((url) => url.pathname === paths.business.payment.path);
    });

    test('on a phone each tender is a card with its status, deadline and bids, and Compare opens its bids', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(paths.business.myTenderBid.href());
      const list = page.getByRole('region', { name: t['issuer.mine.title'] });
      const cards = list.getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(list.getByRole('table')).toHaveCount(0);
      const first = cards.first();
      await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(first).toContainText(t['issuer.mine.col.deadline']);
      await expect(first).toContainText(t['issuer.mine.col.bids']);
      await expectNoHorizontalScroll(page);
      await expect(list.getByRole('status')).toHaveText(pattern(t['issuer.mine.total']));

      const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const compare = first.getByRole('button', { name: pattern(t['issuer.mine.compareLabel']) });
      await compare.click();
      await page.waitForURL((url) => url.searchParams.has('tenderId'));
      await expect(
        page.getByRole('region', { name: t['issuer.bids.title'].replace('{title}', title) }),
      ).toBeVisible();
      await expect(compare).toHaveAttribute('aria-pressed', 'true');
    });

    test("at a tablet's width the bid table scrolls across in its box and keeps each award button in view", async ({
      page,
      request,
    }) => {
      const shipper = await apiToken(request, 'shipper');
      const tender = await createTender(request, shipper, tenderBody(LCL_TENDER));
      await submitBid(request, await apiToken(request, 'forwarder'), bidBody(tender));
      await submitBid(request, await apiToken(request, 'consolidator'), bidBody(tender));

      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(paths.business.myTenderBid.href({ tenderId: tender.id }));
      const panel = page.getByRole('region', {
        name: t['issuer.bids.title'].replace('{title}', tender.title),
      });
      const awards = panel.getByRole('button', { name: pattern(t['issuer.bids.awardLabel']) });
      await expect(awards).toHaveCount(2);
      await expectScrollsAcrossKeepingInView(
        page,
        panel,
        panel.getByRole('columnheader', { name: t['issuer.bids.col.bidder'] }),
        awards,
      );
    });

    test('on a phone, under a tender opened from its address, the list is drawn as the reader reaches it and opens another tender', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      const listed = page.waitForResponse((reply) => reply.url().includes(TenderApi.mine));
      await page.goto(paths.business.myTenderBid.href({ tenderId: '5001' }));
      const list = page.getByRole('region', { name: t['issuer.mine.title'] });
      const compare = list.getByRole('button', { name: pattern(t['issuer.mine.compareLabel']) });
      // The chosen tender's bids come first; the list below, its page in, waits with its placeholder.
      await listed;
      await expect(page.getByRole('region', { name: t['issuer.market.title'] })).toBeAttached();
      await expect(list).not.toBeInViewport();
      await expect(compare).toHaveCount(0);

      await list.scrollIntoViewIfNeeded();
      await expect(compare.first()).toBeVisible();
      const other = compare.filter({ hasNot: page.locator('[aria-pressed="true"]') }).first();
      const name = (await other.getAttribute('aria-label')) ?? '';
      await other.click();
      await page.waitForURL((url) => url.searchParams.get('tenderId') !== '5001');
      await expect(list.getByRole('button', { name, pressed: true })).toBeVisible();
    });
  });
}

// The default language and the one written right to left: a card per bid on a phone, where the
// table would show the bidder's name and Award with the total out of view.
for (const locale of ['zh-CN', 'ar-EG'] as const) {
  const t = catalogues[locale];

  test.describe(`${locale}: the bids on a phone`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.use({ storageState: storageStatePath('shipper') });

    test('each bid is a card with its total, its place in the market and Award in view; the cards sort as chosen and one is awarded', async ({
      page,
      request,
    }) => {
      const shipper = await apiToken(request, 'shipper');
      const tender = await createTender(request, shipper, tenderBody(LCL_TENDER));
      // USD 1,700.00 in 16 days; CNY 4,250.00 (about USD 590) in 12 days. Arabic writes the
      // currency after the figure: the figures alone tell the bids apart.
      await submitBid(request, await apiToken(request, 'forwarder'), bidBody(tender));
      await submitBid(
        request,
        await apiToken(request, 'consolidator'),
        bidBody(tender, {
          currency: 'CNY',
          freight: [{ unit: 'cbm', amount: '300.00' }],
          transitDays: 12,
        }),
      );

      await startInLocale(page, locale);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(paths.business.myTenderBid.href({ tenderId: tender.id }));
      const panel = page.getByRole('region', {
        name: t['issuer.bids.title'].replace('{title}', tender.title),
      });
      const cards = panel.getByRole('article');
      await expect(cards).toHaveCount(2);
      await expect(panel.getByRole('table')).toHaveCount(0);
      // The section's title names the tender whole, on as many lines as it needs.
      const title = panel.getByRole('heading', { level: 2 });
      expect(await title.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(
        true,
      );
      await expect(title).toContainText(tender.title);
      // The cheaper bid (compared in USD) first; each card's total, place and Award in the screen.
      await expect(cards.first()).toContainText('CNY');
      await expect(cards.last()).toContainText('1,700.00');
      // The lane's place in the market, or that it has none (no index for this LCL lane).
      const market = new RegExp(
        [
          t['issuer.market.position.below'],
          t['issuer.market.position.within'],
          t['issuer.market.position.above'],
          t['issuer.market.none'],
        ].join('|'),
      );
      for (const card of await cards.all()) {
        await expect(card.getByText(market)).toBeVisible();
        await expect(
          card.getByRole('button', { name: pattern(t['issuer.bids.awardLabel']) }),
        ).toBeVisible();
        await expectWithinScreen(page, card);
      }
      await expectNoHorizontalScroll(page);
      await expectNoSeriousViolations(page);

      await page.getByLabel(t['issuer.bids.sort.label'], { exact: true }).click();
      await pickOption(page, t['issuer.bids.sort.totalDesc']);
      await expect(cards.first()).toContainText('1,700.00');

      const forwarderCard = cards.first();
      const breakdown = forwarderCard.getByRole('button', { name: t['issuer.bids.breakdown'] });
      await breakdown.click();
      await expect(breakdown).toHaveAttribute('aria-expanded', 'true');
      await expect(
        forwarderCard.getByRole('list', { name: t['issuer.bids.breakdown'] }),
      ).toContainText('1,700.00');

      await forwarderCard
        .getByRole('button', { name: pattern(t['issuer.bids.awardLabel']) })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('1,700.00');
      await dialog.getByRole('button', { name: t['issuer.award.ok'] }).click();
      await expect(panel.getByText(pattern(t['issuer.award.done']))).toBeVisible();
      await expect(
        panel.getByRole('button', { name: pattern(t['issuer.bids.awardLabel']) }),
      ).toHaveCount(0);
    });
  });
}

// Every language, Arabic's longer label included: a label wider than its fixed column is cut off
// by the column's edge.
for (const locale of SUPPORTED_LOCALES) {
  const t = catalogues[locale];

  test.describe(`${locale}: the list of my tenders`, () => {
    test.use({ storageState: storageStatePath('shipper') });

    test("each tender's compare button shows its whole label in the list's last column, on a desktop and a laptop", async ({
      page,
    }) => {
      await startInLocale(page, locale);
      await page.goto(paths.business.myTenderBid.href());
      const list = page.getByRole('region', { name: t['issuer.mine.title'] });
      const compare = list.getByRole('button', { name: pattern(t['issuer.mine.compareLabel']) });
      // A desktop and a laptop (the list beside no other column from 992 px).
      for (const width of [1440, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(compare.first()).toBeVisible();
        const outside = await compare.evaluateAll(
          (buttons) =>
            buttons.filter((button) => {
              const cell = button.closest('td')?.getBoundingClientRect();
              const own = button.getBoundingClientRect();
              return !cell || own.left < cell.left || own.right > cell.right;
            }).length,
        );
        expect(outside).toBe(0);
        // The list fits the width: nothing lies under its kept column, which casts no shadow.
        expect(await keptColumnShadows(list)).toEqual(new Set(['0']));
        await expectNothingCut(list.locator('.ant-table-content'));
      }
    });
  });
}
