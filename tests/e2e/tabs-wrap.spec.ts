/**
 * Tabs that do not fit a phone's width take a second line (global.css): each line starts at the
 * tab list's start edge, and the tabs of a line are spaced by the page's gutter, once.
 */
import { paths } from '../../src/config/paths';
import { CouponApi } from '../../src/contract/coupon/paths';
import { FavouriteApi } from '../../src/contract/favourite/paths';
import { expect, startInLocale, storageStatePath, test } from './fixtures';
import { holdRequests } from './holds';

import type { Page } from '@playwright/test';

interface TabBox {
  left: number;
  right: number;
  top: number;
}

/** Each line of the tab list's tabs, in reading order, with the list's own edges. */
async function tabLines(page: Page) {
  const list = page.locator('.ant-tabs-nav-list').first();
  await expect(list.getByRole('tab').first()).toBeVisible();
  return list.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const boxes = [...element.querySelectorAll('[role="tab"]')].map((tab) => {
      const box = (tab.closest('.ant-tabs-tab') ?? tab).getBoundingClientRect();
      return { left: box.left, right: box.right, top: Math.round(box.top) };
    });
    const lines: TabBox[][] = [];
    for (const box of boxes) {
      const line = lines.find((candidate) => candidate[0]?.top === box.top);
      if (line) line.push(box);
      else lines.push([box]);
    }
    return {
      lines,
      start: document.dir === 'rtl' ? own.right : own.left,
      rtl: document.dir === 'rtl',
    };
  });
}

/** The tabs whose label carries its count (every count is a number, in Latin digits). */
const countedTabs = (page: Page) =>
  page.locator('.ant-tabs-nav-list').first().getByRole('tab', { name: /\d/ });

for (const locale of ['en-US', 'ar-EG'] as const) {
  test.describe(`${locale}: tabs on a phone`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
      await page.setViewportSize({ width: 375, height: 812 });
    });

    test.describe('the shipper', () => {
      test.use({ storageState: storageStatePath('shipper') });

      test("the favourites' tabs take two lines, each starting at the list's edge", async ({
        page,
      }) => {
        await page.goto(paths.user.myCollect.href());
        await expect(countedTabs(page)).toHaveCount(4);
        const { lines, start, rtl } = await tabLines(page);
        expect(lines.length).toBeGreaterThan(1);
        for (const line of lines) {
          const first = line[0];
          expect(first, 'a line has a tab').toBeDefined();
          if (!first) continue;
          expect(Math.abs((rtl ? first.right : first.left) - start)).toBeLessThanOrEqual(1);
        }
      });
    });

    // The tabs' counts come after the tabs: were a label to grow then, the tabs after it, and the
    // page under them, would move (on a phone, by a line).
    for (const { route, counts } of [
      {
        route: paths.user.myCollect.href(),
        counts: (url: URL) =>
          url.pathname.endsWith(FavouriteApi.page) && url.searchParams.get('size') === '1',
      },
      {
        route: paths.coupon.myCoupon.href(),
        counts: (url: URL) => url.pathname.endsWith(CouponApi.counts),
      },
    ]) {
      test.describe('the shipper', () => {
        test.use({ storageState: storageStatePath('shipper') });

        test(`${route}: the tabs stay where they are when their counts come`, async ({ page }) => {
          const release = await holdRequests(page, counts);
          await page.goto(route);
          const before = await tabLines(page);
          release();
          await expect(countedTabs(page)).toHaveCount(before.lines.flat().length);
          const after = await tabLines(page);
          expect(after.lines.map((line) => line.length)).toEqual(
            before.lines.map((line) => line.length),
          );
          expect(after.lines.flat().map((box) => box.top)).toEqual(
            before.lines.flat().map((box) => box.top),
          );
        });
      });
    }

    test.describe('the forwarder', () => {
      test.use({ storageState: storageStatePath('forwarder') });

      test("my bids' tabs are 20 px apart, the gutter the page asks for", async ({ page }) => {
        await page.goto(paths.business.myBid.href());
        const { lines, rtl } = await tabLines(page);
        const gaps = lines.flatMap((line) =>
          line.slice(1).map((box, index) => {
            const before = line[index] as TabBox;
            return Math.round(rtl ? before.left - box.right : box.left - before.right);
          }),
        );
        expect(gaps.length).toBeGreaterThan(0);
        expect(new Set(gaps)).toEqual(new Set([20]));
      });
    });
  });
}
