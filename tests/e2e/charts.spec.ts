import { expectNoViolations } from './axe';
import { expect, startInLocale, storageStatePath, test } from './fixtures';
import { catalogues } from './texts';

import type { AppLocale } from '../../src/config/constants';
import type { Locator, Page } from '@playwright/test';

/** How many of the canvases hold a drawing: they differ from a blank canvas of their size. */
const drawnCount = (canvases: Locator) =>
  canvases.evaluateAll(
    (list) =>
      list.filter((element) => {
        const canvas = element as HTMLCanvasElement;
        const blank = document.createElement('canvas');
        blank.width = canvas.width;
        blank.height = canvas.height;
        return canvas.toDataURL() !== blank.toDataURL();
      }).length,
  );

/** Resolves after the page has rendered a frame (and run the effects of what it had committed). */
const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

/** A part of a message before its first placeholder: '{week}当周：中位数 …' → '当周：中位数 '. */
const between = (message: string) => message.split(/\{[^}]+\}/)[1] ?? message;

for (const locale of ['zh-CN', 'ar-EG'] as const satisfies readonly AppLocale[]) {
  const t = catalogues[locale];

  test.describe(`${locale}: charts`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('a listing’s lane index reads point by point from the keyboard, switches to its table, and is accessible', async ({
      page,
    }) => {
      await page.goto('/business/marketDetail?id=5001');
      // The section loads when it comes into view: below the listing, a reader scrolls to it.
      const title = t['market.detail.indexTitle'];
      // Scrolled by the page itself: the heading is replaced as the section comes.
      await page
        .getByRole('heading', { name: title })
        .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
      const section = page.getByRole('region', { name: title });
      const figure = section.getByRole('figure');
      await expect(figure).toBeVisible();
      const chart = figure.getByRole('slider');
      await chart.focus();
      // Right to left, time runs leftwards: the left arrow steps forward.
      await page.keyboard.press(locale === 'ar-EG' ? 'ArrowLeft' : 'ArrowRight');
      await expect(chart).toHaveAttribute('aria-valuenow', '1');
      await expect(chart).toHaveAttribute(
        'aria-valuetext',
        new RegExp(between(t['marketIndex.point']).trim().slice(0, 4)),
      );
      await page.keyboard.press('End');
      await expect(chart).toHaveAttribute('aria-valuenow', '12');
      await expectNoViolations(page);

      await figure.getByText(t['chart.view.table'], { exact: true }).click();
      await expect(figure.getByRole('row')).toHaveCount(13);
      await expect(
        figure.getByRole('columnheader', { name: t['marketIndex.col.median'] }),
      ).toBeVisible();
      await expectNoViolations(page);
    });

    test.describe('as the shipper', () => {
      test.use({ storageState: storageStatePath('shipper') });

      test('the bids are placed against the market in the table and the chart, accessibly', async ({
        page,
      }) => {
        await page.goto('/business/myTenderBid?tenderId=5001');
        const section = page.getByRole('region', { name: t['issuer.market.title'] });
        // The chart, under the bid table, is drawn once the reader scrolls to it.
        await section.scrollIntoViewIfNeeded();
        await expect(section.getByRole('figure')).toBeVisible();
        await expect(section.getByRole('slider')).toHaveAttribute('aria-valuemax', '4');
        const positions = Object.values({
          below: t['issuer.market.position.below'],
          within: t['issuer.market.position.within'],
          above: t['issuer.market.position.above'],
        });
        await expect(
          page.getByRole('cell').filter({ hasText: new RegExp(positions.join('|')) }),
        ).toHaveCount(4);
        await expectNoViolations(page);
      });

      test('on a phone the market chart under the bids is drawn only once the reader reaches it', async ({
        page,
      }) => {
        await page.setViewportSize({ width: 412, height: 823 });
        await page.goto('/business/myTenderBid?tenderId=5001');
        const section = page.getByRole('region', { name: t['issuer.market.title'] });
        // The market's words come with the figures (they print); the figure, drawn in the same
        // render before, now waits below the fold.
        await expect(section.getByText(between(t['issuer.market.summary']).trim())).toBeAttached();
        await expect(section).not.toBeInViewport();
        await expect(section.getByRole('figure')).toHaveCount(0);
        await section.scrollIntoViewIfNeeded();
        await expect(section.getByRole('figure')).toBeVisible();
        await expect(section.locator('canvas')).toBeVisible();
      });
    });

    for (const member of ['shipper', 'forwarder'] as const) {
      test.describe(`as the ${member}`, () => {
        test.use({ storageState: storageStatePath(member) });

        test(`on a phone the ${member}'s dashboard charts are drawn only as the reader nears them`, async ({
          page,
        }) => {
          await page.setViewportSize({ width: 412, height: 823 });
          await page.goto('/user/personalCenter');
          const section = page.getByRole('region', { name: t['dashboard.title'] });
          const canvases = section.locator('canvas');
          // The figures are in place, with their words and tables, far below the fold.
          await expect(canvases).toHaveCount(3);
          await expect(section).not.toBeInViewport();
          await nextFrame(page);
          expect(await drawnCount(canvases)).toBe(0);
          await canvases.first().scrollIntoViewIfNeeded();
          await expect.poll(() => drawnCount(canvases)).toBeGreaterThan(0);
        });

        test(`the ${member}'s dashboards render, switch to their tables and are accessible`, async ({
          page,
        }) => {
          await page.goto('/user/personalCenter');
          const section = page.getByRole('region', { name: t['dashboard.title'] });
          const first = section.getByRole('figure', {
            name: t[member === 'shipper' ? 'dashboard.spend.label' : 'dashboard.bids.label'],
          });
          await expect(first).toBeVisible();
          await expect(section.getByRole('figure')).toHaveCount(3);
          const chart = first.getByRole('slider');
          await expect(chart).toHaveAttribute('aria-valuemax', '12');
          await chart.focus();
          await page.keyboard.press('End');
          await expect(chart).toHaveAttribute('aria-valuenow', '12');
          await expectNoViolations(page);

          await first.getByText(t['chart.view.table'], { exact: true }).click();
          // A heading row and the 12 months.
          await expect(first.getByRole('row')).toHaveCount(13);
          await expect(
            first.getByRole('columnheader', { name: t['dashboard.col.month'] }),
          ).toBeVisible();
          await expectNoViolations(page);
        });
      });
    }
  });
}
