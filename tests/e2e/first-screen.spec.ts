import { SUPPORTED_LOCALES } from '../../src/config/constants';
import { paths } from '../../src/config/paths';
import {
  ACCOUNT_CARD_LIST,
  BUSINESS_HUB,
  FIRST_SCREEN_PAGES,
} from '../../src/lib/first-screen/pages';
import { expectNoSeriousViolations } from './axe';
import { drawnHeadingAt } from './first-screen-load';
import { expect, startInLocale, sweptLocales, test } from './fixtures';
import { SHELL_SCRIPT, boxesOf, holdAppScript, holdRequests } from './holds';
import { detailRoutes, memberRoutes, publicRoutes } from './route-table';
import { catalogues, exact } from './texts';

/** A page's own script (its route's chunk, named after its folder). */
const PAGE_SCRIPT = { shipDate: /\/assets\/ship-date-[\w-]+\.js$/ };

/**
 * The headings of the pages the route sweep opens through their first screen (D302), which checks
 * them there on the same load: a visitor's pages, the members' pages and the items' pages.
 */
const sweptHeadings = new Set(
  [...publicRoutes, ...memberRoutes].map((route) => drawnHeadingAt(route.url, false)?.titleId),
);

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

  // Those the route sweep does not open (D302).
  const headedPages = [
    ...FIRST_SCREEN_PAGES.filter((page) => !page.member && !page.detail),
    ...ACCOUNT_CARD_LIST.map(({ path, titleId, subtitleId }) => ({
      path,
      titleId,
      descriptionId: subtitleId,
      introId: undefined,
    })),
  ].filter((page) => !sweptHeadings.has(page.titleId));
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

// An item's page and a members' page are checked by the route sweep as it opens them through
// their first screen (first-screen-load.ts), holding the item's data or the session check.
test('every members’ and item’s page the HTML draws is opened through it by the route sweep', async ({
  request,
}) => {
  const swept = new Set(sweptHeadings);
  for (const route of detailRoutes)
    swept.add(drawnHeadingAt(await route.url(request), true)?.titleId);
  const notSwept = FIRST_SCREEN_PAGES.filter(
    (page) => (page.member || page.detail) && !swept.has(page.titleId),
  );
  expect(notSwept.map((page) => page.path)).toEqual([]);
});
