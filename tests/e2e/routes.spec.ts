import { DEFAULT_LOCALE } from '../../src/config/constants';
import { FIRST_SCREEN_ID } from '../../src/lib/first-screen';
import { expectNoViolations } from './axe';
import { openThroughFirstScreen, type SweptAddress } from './first-screen-load';
import {
  expect,
  storageStatePath,
  sweptLocales,
  test,
  startInLocale,
  type DemoKind,
} from './fixtures';
import { expectNoLatinWords } from './latin-words';
import { detailRoutes, memberRoutes, publicRoutes } from './route-table';
import { catalogues } from './texts';

import type { AppLocale } from '../../src/config/constants';
import type { Page } from '@playwright/test';

/**
 * The page shows exactly one h1 and is in `locale`, drawn by the app: a page whose first screen
 * index.html paints (its heading too) is checked once the app has taken its place, not while the
 * swap may happen under a scan (axe reads the page over several tasks, and a heading removed
 * between them is no heading).
 */
async function expectPage(page: Page, locale: string) {
  await expect(page.locator(`#${FIRST_SCREEN_ID}`)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** The widths every page is loaded at (not resized to): a desktop and a phone. */
const WIDTHS = [1440, 375];

/**
 * At each width, the page loaded afresh opens in its locale, where it was asked for, with no axe
 * finding of any level. A page is loaded at each width rather than resized, as a phone opens it:
 * what is laid out only at load (antd's breakpoints, a table's scroll) is what a person there gets.
 * A page whose heading the HTML draws is loaded through that first screen, checked on the way.
 */
async function expectOpenedAndAccessible(page: Page, locale: AppLocale, address: SweptAddress) {
  const { url } = address;
  for (const width of WIDTHS) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openThroughFirstScreen(page, locale, address, width);
      await expectPage(page, locale);
      expectStillAt(page, url);
      // Let entrance transitions finish so colours are measured as a person sees them.
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
      if (locale === 'ar-EG') await expectNoLatinWords(page);
    });
  }
}

/** The page was not sent elsewhere (a section parent such as /other may open its first page). */
function expectStillAt(page: Page, url: string) {
  const here = new URL(page.url());
  expect(here.pathname.startsWith(new URL(url, here).pathname), `now at ${here.pathname}`).toBe(
    true,
  );
}

/** A member page opened for its member (not the 403 panel, an h1 too), as above. */
async function expectMemberPage(page: Page, locale: AppLocale, address: SweptAddress) {
  const forbidden = page.getByRole('heading', {
    level: 1,
    name: catalogues[locale]['pages.forbidden.title'],
  });
  await expectOpenedAndAccessible(page, locale, address);
  await expect(forbidden).toHaveCount(0);
}

const memberKinds: readonly DemoKind[] = ['shipper', 'forwarder', 'consolidator'];

for (const locale of sweptLocales) {
  test.describe(`${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    for (const route of publicRoutes) {
      test(`${route.url} opens for a visitor, accessible`, async ({ page }) => {
        await expectOpenedAndAccessible(page, locale, { url: route.url, realIds: false });
      });
    }

    for (const route of detailRoutes.filter((candidate) => candidate.access === 'public')) {
      test(`${route.name} opens for a visitor, accessible`, async ({ page, request }) => {
        await expectOpenedAndAccessible(page, locale, {
          url: await route.url(request),
          realIds: true,
        });
      });
    }

    // Where a visitor is sent does not hang on the language (the login page in each language is
    // among the public pages above): checked in the default one.
    for (const route of locale === DEFAULT_LOCALE ? memberRoutes : []) {
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
            await expectMemberPage(page, locale, { url: route.url, realIds: false });
          });
        }
        for (const route of detailRoutes.filter((candidate) => candidate.as === kind)) {
          test(`${route.name} opens, accessible`, async ({ page, request }) => {
            await expectMemberPage(page, locale, {
              url: await route.url(request),
              realIds: true,
            });
          });
        }
      });
    }
  });
}
