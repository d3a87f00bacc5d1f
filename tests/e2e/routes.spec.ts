import { SUPPORTED_LOCALES } from '../../src/config/constants';
import { expectNoViolations } from './axe';
import { expect, storageStatePath, test, startInLocale, type DemoKind } from './fixtures';
import { memberRoutes, publicRoutes } from './route-table';
import { catalogues } from './texts';

import type { Page } from '@playwright/test';

/** The page shows exactly one h1 and is in `locale`. */
async function expectPage(page: Page, locale: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** The widths every page is scanned at: a phone and a desktop. */
const WIDTHS = [1440, 375];

/**
 * A page that opened: in its locale, where it was asked for, and with no axe finding of any level
 * at a desktop's width nor, laid out again, at a phone's.
 */
async function expectOpenedAndAccessible(page: Page, locale: string, url: string) {
  await expectPage(page, locale);
  expectStillAt(page, url);
  // Let entrance transitions finish so colours are measured as a person sees them.
  await page.waitForLoadState('networkidle');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await test.step(`axe at ${width} px`, () => expectNoViolations(page));
  }
}

/** The page was not sent elsewhere (a section parent such as /other may open its first page). */
function expectStillAt(page: Page, url: string) {
  const here = new URL(page.url());
  expect(here.pathname.startsWith(new URL(url, here).pathname), `now at ${here.pathname}`).toBe(
    true,
  );
}

const memberKinds: readonly DemoKind[] = ['shipper', 'forwarder', 'consolidator'];

for (const locale of SUPPORTED_LOCALES) {
  test.describe(`${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    for (const route of publicRoutes) {
      test(`${route.url} opens for a visitor, accessible`, async ({ page }) => {
        await page.goto(route.url);
        await expectOpenedAndAccessible(page, locale, route.url);
      });
    }

    for (const route of memberRoutes) {
      test(`${route.url} sends a visitor to /login with the address to return to`, async ({
        page,
      }) => {
        await page.goto(route.url);
        await page.waitForURL((url) => url.pathname === '/login');
        const here = new URL(page.url());
        const reject = here.searchParams.get('reject') ?? '';
        const requested = new URL(route.url, here);
        const target = new URL(reject, here);
        expect(target.origin).toBe(here.origin);
        // Section parents (/user, /coupon) first redirect to their first page.
        expect(target.pathname.startsWith(requested.pathname), `reject=${reject}`).toBe(true);
        expect(target.search).toBe(requested.search);
        await expectPage(page, locale);
      });
    }

    for (const kind of memberKinds) {
      test.describe(`as ${kind}`, () => {
        test.use({ storageState: storageStatePath(kind) });
        for (const route of memberRoutes.filter((candidate) => candidate.as === kind)) {
          test(`${route.url} opens, accessible`, async ({ page }) => {
            await page.goto(route.url);
            // The 403 panel is an h1 too: it must not be what opened.
            await expect(
              page.getByRole('heading', {
                level: 1,
                name: catalogues[locale]['pages.forbidden.title'],
              }),
            ).toHaveCount(0);
            await expectOpenedAndAccessible(page, locale, route.url);
          });
        }
      });
    }
  });
}
