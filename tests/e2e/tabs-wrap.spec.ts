/**
 * Tabs that do not fit a phone's width take a second line (global.css): each line starts at the
 * tab list's start edge, and the tabs of a line are spaced by the page's gutter, once.
 */
import { paths } from '../../src/config/paths';
import { expect, startInLocale, storageStatePath, test } from './fixtures';

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
