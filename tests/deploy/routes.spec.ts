import { expect, locales, startInLocale, storageStatePath, test } from '../e2e/fixtures';
import { memberRoutes, publicRoutes, type E2eRoute } from '../e2e/route-table';

import type { DemoKind } from '../e2e/fixtures';
import type { Page } from '@playwright/test';

/**
 * Every route of the app through nginx, in both languages: the page opens where it was asked for,
 * under the production Content-Security-Policy, with no violation and no console error (the
 * fixture fails the test on either, and names it).
 */
async function visitAll(
  page: Page,
  problems: readonly string[],
  routes: readonly E2eRoute[],
  locale: string,
) {
  for (const route of routes) {
    await test.step(route.url, async () => {
      await page.goto(route.url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // Not sent to /login or elsewhere (a section parent such as /other opens its first page).
      const here = new URL(page.url());
      expect(here.pathname.startsWith(new URL(route.url, here).pathname), here.pathname).toBe(true);
      // Styles are inserted as data arrives: let the page settle before the next one.
      await page.waitForLoadState('networkidle');
      expect(problems, `CSP violations or console errors on ${route.url}`).toEqual([]);
    });
  }
}

const kinds: readonly DemoKind[] = ['shipper', 'forwarder', 'consolidator'];

for (const locale of locales) {
  test.describe(locale, () => {
    // One test walks many pages.
    test.describe.configure({ timeout: 180_000 });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('every public page, for a visitor', async ({ page, problems }) => {
      await visitAll(page, problems, publicRoutes, locale);
    });

    for (const kind of kinds) {
      test.describe(`as ${kind}`, () => {
        test.use({ storageState: storageStatePath(kind) });
        test(`every page for members that ${kind} may open`, async ({ page, problems }) => {
          await visitAll(
            page,
            problems,
            memberRoutes.filter((route) => route.as === kind),
            locale,
          );
        });
      });
    }
  });
}
