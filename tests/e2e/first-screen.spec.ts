import { SUPPORTED_LOCALES } from '../../src/config/constants';
import { paths } from '../../src/config/paths';
import { SessionApi } from '../../src/contract/auth/paths';
import { API_PREFIX } from '../../src/contract/http';
import {
  ACCOUNT_CARD_LIST,
  BUSINESS_HUB,
  FIRST_SCREEN_PAGES,
  isAddressOf,
} from '../../src/lib/first-screen/pages';
import { expectNoSeriousViolations, expectNoViolations } from './axe';
import { expect, startInLocale, storageStatePath, sweptLocales, test } from './fixtures';
import { catalogues, exact } from './texts';

import type { Locator, Page } from '@playwright/test';

/** The app's main script (the shell chunk), which every page needs before it can render. */
const SHELL_SCRIPT = /\/assets\/shell-[\w-]+\.js$/;

/**
 * The boxes of `locators`, read again while one is null: a box is null when the element found was
 * replaced before it was measured (the app swaps its waiting heading for the page's own, at the
 * same place, at any moment). A box that moved is a box, and is returned as it is.
 */
async function boxesOf(...locators: Locator[]) {
  let boxes: Awaited<ReturnType<Locator['boundingBox']>>[] = [];
  await expect(async () => {
    boxes = await Promise.all(locators.map((locator) => locator.boundingBox()));
    expect(boxes, 'an element replaced while it was read').not.toContain(null);
  }).toPass({ timeout: 5_000 });
  return boxes;
}

/** A page's own script (its route's chunk, named after its folder). */
const PAGE_SCRIPT = { shipDate: /\/assets\/ship-date-[\w-]+\.js$/ };

/** Holds the requests matching `url` until the returned function is called. */
async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the app's main script until the returned function is called: what the HTML alone paints. */
const holdAppScript = (page: Page) => holdRequests(page, SHELL_SCRIPT);

/** Holds the current-user call (the app's check of a stored session) until the function is called. */
const holdSessionCheck = (page: Page) =>
  holdRequests(page, `**${API_PREFIX}${SessionApi.currentUser}`);

/** Holds every call to the back end (an item, the dictionaries) until the function is called. */
const holdBackEnd = (page: Page) => holdRequests(page, `**${API_PREFIX}/**`);

test("asks for the app's scripts first: the icon, the logo and the first screen's script are in the HTML", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const release = await holdAppScript(page);
  await page.goto('/business/tendering/5003', { waitUntil: 'commit' });
  await expect.poll(() => requested.filter((path) => path.endsWith('.js')).length).toBe(2);
  // The page, then its entry (the largest file) before the small one it imports.
  expect(requested[0]).toBe('/business/tendering/5003');
  expect(requested[1]).toMatch(SHELL_SCRIPT);
  expect(requested).toHaveLength(3);

  release();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.app-header__brand img')).toBeVisible();
  expect(requested.filter((path) => /\.(svg|png|ico)$/.test(path))).toEqual([]);
});

// The home page's first screen, and the pages the HTML does not draw, in every language (Arabic's
// is drawn right to left).
for (const locale of SUPPORTED_LOCALES) {
  const t = catalogues[locale];

  test.describe(`${locale}: the home page's first screen`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('shows header and headline before the app runs, then the app in the same place', async ({
      page,
    }) => {
      const release = await holdAppScript(page);
      await page.goto('/', { waitUntil: 'commit' });

      const headline = page.getByRole('heading', { level: 1, name: t['pages.home.hero.title'] });
      await expect(headline).toBeVisible();
      await expect(page.getByText(t['pages.home.hero.subtitle'])).toBeVisible();
      await expect(page.getByRole('link', { name: exact(t['common.appName']) })).toBeVisible();
      await expect(page.getByRole('button', { name: t['home.search.submit'] })).toHaveCount(0);
      await expectNoSeriousViolations(page);
      const before = await boxesOf(headline);

      release();
      await expect(page.getByRole('button', { name: t['home.search.submit'] })).toBeVisible();
      await expect(page.locator('#first-screen')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await boxesOf(headline)).toEqual(before);
    });

    // Pages the HTML does not draw, and a drawn page whose query changes its heading.
    const waitingPages = [
      {
        why: 'another page (a directory category that does not exist)',
        path: '/business/foreignTrade/9',
        heading: t['directory.notFound.title'],
      },
      {
        why: 'the help centre, whose query changes the heading',
        path: '/business/newsList?category=help',
        heading: t['news.list.helpTitle'],
      },
      {
        why: 'a members’ page opened by a visitor, who is sent to log in',
        path: '/user/personalCenter',
        heading: t['pages.login.card.title'],
      },
    ];
    for (const { why, path, heading } of waitingPages) {
      test(`is not shown on ${why}: the page waits for the app`, async ({ page }) => {
        const release = await holdAppScript(page);
        await page.goto(path, { waitUntil: 'commit' });

        await expect(page.getByRole('status')).toHaveText('加载中… Loading…');
        await expect(page.getByRole('heading')).toHaveCount(0);

        release();
        await expect(page.getByRole('heading', { level: 1, name: exact(heading) })).toBeVisible();
      });
    }
  });
}

// Every page the HTML draws, in the swept languages (D301).
for (const locale of sweptLocales) {
  const t = catalogues[locale];

  const headedPages = [
    ...FIRST_SCREEN_PAGES.filter((page) => !page.member && !page.detail),
    ...ACCOUNT_CARD_LIST.map(({ path, titleId, subtitleId }) => ({
      path,
      titleId,
      descriptionId: subtitleId,
      introId: undefined,
    })),
  ];
  for (const { path, titleId, descriptionId, introId } of headedPages) {
    test(`${locale}: ${path} shows its header and heading before the app runs, then the app's in the same place`, async ({
      page,
    }) => {
      await startInLocale(page, locale);
      const release = await holdAppScript(page);
      await page.goto(path, { waitUntil: 'commit' });

      const title = page.getByRole('heading', { level: 1, name: exact(t[titleId]) });
      const description = page.getByText(t[descriptionId], { exact: true });
      // A page of text: its intro below the heading, the largest text it shows early.
      const intro = introId ? [page.getByText(t[introId], { exact: true })] : [];
      await expect(title).toBeVisible();
      await expect(description).toBeVisible();
      for (const paragraph of intro) await expect(paragraph).toBeVisible();
      await expect(page.getByRole('link', { name: exact(t['common.appName']) })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSeriousViolations(page);
      const before = await boxesOf(title, description, ...intro);

      release();
      await expect(page.locator('#first-screen')).toHaveCount(0);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await boxesOf(title, description, ...intro)).toEqual(before);
    });
  }

  // The schedule's start prompt is drawn below its search bar's frame, whose grid follows the
  // bar's at every width: a phone (the ports stacked), a tablet, a desktop beside the tools menu.
  for (const width of [320, 375, 800, 1180, 1440]) {
    test(`${locale}: the schedule's start prompt stays in place at ${width} px when the app arrives`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await startInLocale(page, locale);
      const release = await holdAppScript(page);
      await page.goto('/tool/shipDate', { waitUntil: 'commit' });

      const prompt = page.getByRole('heading', { level: 2, name: t['schedule.start.title'] });
      const lane = page.getByRole('link', { name: t['schedule.lane.CNYTN-USLAX'] });
      await expect(prompt).toBeVisible();
      await expect(page.getByRole('combobox')).toHaveCount(0);
      const before = await boxesOf(prompt, lane);

      release();
      await expect(page.getByRole('combobox', { name: t['schedule.filters.pol'] })).toBeVisible();
      await expect(page.locator('#first-screen')).toHaveCount(0);
      expect(await boxesOf(prompt, lane)).toEqual(before);
    });
  }

  // The business hub's largest early text is a visitor's attention panel, below the heading beside
  // the entries (below them on a phone).
  for (const width of [375, 1440]) {
    test(`${locale}: the business hub's log-in prompt stays in place at ${width} px when the app arrives`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await startInLocale(page, locale);
      const release = await holdAppScript(page);
      await page.goto(BUSINESS_HUB.path, { waitUntil: 'commit' });

      const note = page.getByText(t['home.attention.visitor'], { exact: true });
      // The header has a log-in link of the same name at desktop width.
      const login = page
        .getByRole('main')
        .getByRole('link', { name: exact(t['home.attention.login']) });
      await expect(note).toBeVisible();
      await expect(login).toHaveAttribute('href', paths.login.href(BUSINESS_HUB.path));
      const before = await boxesOf(note, login);

      release();
      await expect(page.locator('#first-screen')).toHaveCount(0);
      await expect(page.getByRole('region', { name: t['home.landing.explore'] })).toBeVisible();
      expect(await boxesOf(note, login)).toEqual(before);
    });
  }

  // The app can run before the page's own code has arrived: its wait keeps what the first screen
  // drew below the heading, rather than a spinner in its place until the page renders.
  for (const width of [375, 1440]) {
    test(`${locale}: the schedule's start prompt stays in place at ${width} px while the page's code loads`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await startInLocale(page, locale);
      let pageCodeAsked = false;
      const releasePageCode = await holdRequests(page, (url) => {
        const asked = PAGE_SCRIPT.shipDate.test(url.pathname);
        pageCodeAsked ||= asked;
        return asked;
      });
      const releaseApp = await holdAppScript(page);
      await page.goto('/tool/shipDate', { waitUntil: 'commit' });

      const prompt = page.getByRole('heading', { level: 2, name: t['schedule.start.title'] });
      const lane = page.getByRole('link', { name: t['schedule.lane.CNYTN-USLAX'] });
      await expect(prompt).toBeVisible();
      const before = await boxesOf(prompt, lane);

      releaseApp();
      await expect(page.locator('#first-screen')).toHaveCount(0);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect.poll(() => pageCodeAsked).toBe(true);
      // The app is up, the page's code is not: the prompt is still where it was, and the wait is
      // said to screen readers.
      await expect(page.getByRole('status').filter({ hasText: t['common.loading'] })).toHaveCount(
        1,
      );
      await expect(page.getByRole('combobox')).toHaveCount(0);
      expect(await boxesOf(prompt, lane)).toEqual(before);

      releasePageCode();
      await expect(page.getByRole('combobox', { name: t['schedule.filters.pol'] })).toBeVisible();
      expect(await boxesOf(prompt, lane)).toEqual(before);
    });
  }
}

test.describe('the first screen without a chosen language', () => {
  test.use({ locale: 'en-US' });

  test("speaks the browser's language", async ({ page }) => {
    const release = await holdAppScript(page);
    await page.goto('/home', { waitUntil: 'commit' });

    const t = catalogues['en-US'];
    await expect(
      page.getByRole('heading', { level: 1, name: t['pages.home.hero.title'] }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    release();
    await expect(page.getByRole('button', { name: t['home.search.submit'] })).toBeVisible();
  });
});

/** A seeded item of each item's page the HTML paints, and the link back its view starts with. */
const ITEM_PAGES = [
  { address: '/business/tendering/5003', backId: 'tender.detail.back' },
  { address: '/business/marketDetail?id=5001', backId: 'market.detail.backToMarket' },
  { address: '/business/foreignTradeDetial?id=2002', backId: 'directory.detail.back' },
] as const;

// An item's page: its route's heading painted from the HTML, kept in place over the item's
// skeleton while the item loads, then the item's own view.
for (const locale of sweptLocales) {
  const t = catalogues[locale];
  for (const { address, backId } of ITEM_PAGES) {
    const path = new URL(address, 'http://host').pathname;
    const screen = FIRST_SCREEN_PAGES.find(
      (candidate) => candidate.detail && isAddressOf(candidate.path, path),
    );
    test(`${locale}: ${address} shows its route's heading from the HTML until the item arrives`, async ({
      page,
    }) => {
      if (!screen) throw new Error(`${address}: no item's page of the first screen`);
      await page.setViewportSize({ width: 375, height: 800 });
      await startInLocale(page, locale);
      const releaseApp = await holdAppScript(page);
      const releaseBackEnd = await holdBackEnd(page);
      await page.goto(address, { waitUntil: 'commit' });

      const title = page.getByRole('heading', { level: 1, name: exact(t[screen.titleId]) });
      const description = page.getByText(t[screen.descriptionId], { exact: true });
      await expect(title).toBeVisible();
      await expect(description).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSeriousViolations(page);
      const before = await boxesOf(title, description);

      releaseApp();
      await expect(page.locator('#first-screen')).toHaveCount(0);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await boxesOf(title, description)).toEqual(before);
      // The item's skeleton says it is loading, and its bars are no heading or list to anyone.
      await expect(
        page.getByRole('main').getByRole('status').filter({ hasText: t['common.loading'] }),
      ).toHaveCount(1);
      await expectNoViolations(page);

      releaseBackEnd();
      await expect(page.getByRole('link', { name: exact(t[backId]) })).toBeVisible();
      await expect(title).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }
}

// A members' page: its heading (and its section's menu) painted from the HTML when a session is
// stored, kept in place while the app confirms the session, then the page's own.
for (const locale of sweptLocales) {
  const t = catalogues[locale];
  for (const { path, titleId, descriptionId, section } of FIRST_SCREEN_PAGES.filter(
    (page) => page.member,
  )) {
    test.describe(`${locale}: ${path} for a member`, () => {
      test.use({
        storageState: storageStatePath(path === '/business/myBid' ? 'forwarder' : 'shipper'),
      });

      for (const width of [375, 1440]) {
        test(`keeps its heading in place from the HTML through the session check to the page at ${width} px`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 900 });
          await startInLocale(page, locale);
          const releaseApp = await holdAppScript(page);
          const releaseCheck = await holdSessionCheck(page);
          await page.goto(path, { waitUntil: 'commit' });

          const title = page.getByRole('heading', { level: 1, name: exact(t[titleId]) });
          const description = page.getByText(t[descriptionId], { exact: true });
          await expect(title).toBeVisible();
          await expect(description).toBeVisible();
          const menuLink = section
            ? page.getByRole('navigation', { name: exact(t[section.titleId]) })
            : undefined;
          if (menuLink) await expect(menuLink).toBeVisible();
          await expectNoSeriousViolations(page);
          const boxes = () => boxesOf(title, description, ...(menuLink ? [menuLink] : []));
          const before = await boxes();

          releaseApp();
          await expect(page.locator('#first-screen')).toHaveCount(0);
          await expect(page.getByRole('main').getByRole('status')).toHaveText(
            t['layout.guard.checking'],
          );
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          expect(await boxes()).toEqual(before);

          releaseCheck();
          await expect(page.getByText(t['layout.guard.checking'])).toHaveCount(0);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          expect(await boxes()).toEqual(before);
        });
      }
    });
  }
}
