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
import type { APIRequestContext, Page } from '@playwright/test';

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

/** The widths pages are loaded at (not resized to): a desktop and a phone. */
const WIDTHS = [1440, 375] as const;

/** A page the sweep opens, and who opens it: a visitor, or a demo account allowed to. */
interface SweptRoute {
  /** The page as a report names it: its address, or what an item's page shows. */
  name: string;
  as?: DemoKind;
  address: (request: APIRequestContext) => Promise<SweptAddress>;
}

const sweptRoutes: readonly SweptRoute[] = [
  ...publicRoutes.map((route) => ({
    name: route.url,
    address: async () => ({ url: route.url, realIds: false }),
  })),
  ...memberRoutes.map((route) => ({
    name: route.url,
    as: route.as,
    address: async () => ({ url: route.url, realIds: false }),
  })),
  ...detailRoutes.map((route) => ({
    name: route.name,
    as: route.access === 'public' ? undefined : route.as,
    address: async (request: APIRequestContext) => ({
      url: await route.url(request),
      realIds: true,
    }),
  })),
];

/**
 * The width `route` is loaded at in `locale`: each swept language at another one, alternating
 * from route to route. Every route is thus opened at both widths and in both languages, and each
 * language at both widths across the routes, in half the loads of every pairing (D304): what
 * differs between the languages is the words and their direction, and what differs between the
 * widths is the layout, neither of which depends on the other for what the sweep checks.
 */
function widthFor(route: SweptRoute, locale: AppLocale): number {
  const [desktop, phone] = WIDTHS;
  return (sweptRoutes.indexOf(route) + sweptLocales.indexOf(locale)) % 2 === 0 ? desktop : phone;
}

/**
 * At `width`, the page opens in its locale, where it was asked for, with no axe finding of any
 * level. A page is loaded at its width rather than resized, as a phone opens it: what is laid out
 * only at load (antd's breakpoints, a table's scroll) is what a person there gets. A page whose
 * heading the HTML draws is loaded through that first screen, checked on the way.
 */
async function expectOpenedAndAccessible(
  page: Page,
  locale: AppLocale,
  address: SweptAddress,
  width: number,
) {
  await page.setViewportSize({ width, height: 900 });
  await openThroughFirstScreen(page, locale, address, width);
  await expectPage(page, locale);
  expectStillAt(page, address.url);
  // Let entrance transitions finish so colours are measured as a person sees them.
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page);
  if (locale === 'ar-EG') await expectNoLatinWords(page);
}

/** The page was not sent elsewhere (a section parent such as /other may open its first page). */
function expectStillAt(page: Page, url: string) {
  const here = new URL(page.url());
  expect(here.pathname.startsWith(new URL(url, here).pathname), `now at ${here.pathname}`).toBe(
    true,
  );
}

/** A member page opened for its member (not the 403 panel, an h1 too), as above. */
async function expectMemberPage(
  page: Page,
  locale: AppLocale,
  address: SweptAddress,
  width: number,
) {
  const forbidden = page.getByRole('heading', {
    level: 1,
    name: catalogues[locale]['pages.forbidden.title'],
  });
  await expectOpenedAndAccessible(page, locale, address, width);
  await expect(forbidden).toHaveCount(0);
}

/** The longest one page of the sweep may take, on a busy machine, held through its first screen. */
const PAGE_TIMEOUT = 20_000;

/**
 * Opens the pages `as` (a visitor when absent) opens in `locale` at `width`, each in turn in one
 * tab, as a person goes from page to page (the first load without a cache, the next ones with the
 * scripts they share cached: a new tab for every page would spend most of the sweep on starting
 * tabs and compiling the same scripts, D304). A page that fails is reported in its step and the
 * sweep goes on in a new tab, so one failure hides no other; the test fails at the end with every
 * page that failed.
 */
async function sweep(
  first: Page,
  request: APIRequestContext,
  locale: AppLocale,
  width: number,
  as?: DemoKind,
) {
  const routes = sweptRoutes.filter(
    (route) => route.as === as && widthFor(route, locale) === width,
  );
  const open = as ? expectMemberPage : expectOpenedAndAccessible;
  test.setTimeout(PAGE_TIMEOUT * (routes.length + 1));
  let page = first;
  const failed: string[] = [];
  for (const route of routes) {
    try {
      await test.step(route.name, async () =>
        open(page, locale, await route.address(request), width),
      );
    } catch (error) {
      failed.push(`${route.name}: ${error instanceof Error ? error.message : String(error)}`);
      page = await page.context().newPage();
      await startInLocale(page, locale);
    }
  }
  expect(failed, 'pages that failed').toEqual([]);
}

const memberKinds: readonly DemoKind[] = ['shipper', 'forwarder', 'consolidator'];

for (const locale of sweptLocales) {
  test.describe(`${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    for (const width of WIDTHS) {
      test(`every visitor's page opens at ${width} px, accessible`, async ({ page, request }) => {
        await sweep(page, request, locale, width);
      });
    }

    // Where a visitor is sent does not hang on the language (the login page in each language is
    // among the visitor's pages above): checked in the default one.
    if (locale === DEFAULT_LOCALE) {
      test("every members' page sends a visitor to /login with the address to return to", async ({
        page,
      }) => {
        test.setTimeout(PAGE_TIMEOUT * memberRoutes.length);
        for (const route of memberRoutes) {
          await test.step(route.url, async () => {
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
      });
    }

    for (const kind of memberKinds) {
      test.describe(`as ${kind}`, () => {
        test.use({ storageState: storageStatePath(kind) });
        for (const width of WIDTHS) {
          test(`every page of theirs opens at ${width} px, accessible`, async ({
            page,
            request,
          }) => {
            await sweep(page, request, locale, width, kind);
          });
        }
      });
    }
  });
}
