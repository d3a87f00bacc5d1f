import { expectNoSeriousViolations } from './axe';
import { expect, startInLocale, storageStatePath, test, inEnglish } from './fixtures';
import { expectNoHorizontalScroll, expectNothingCut } from './layout';
import { catalogues } from './texts';

for (const locale of inEnglish) {
  const t = catalogues[locale];

  test.describe(`${locale}: home page and business landing`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('a visitor searches tenders by keyword and lane, then a lane on the market', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: t['pages.home.hero.title'] }),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: t['home.tenders.title'] }).getByRole('link').first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page);

      const search = page.getByRole('search', { name: t['home.search.title'] });
      await search.getByLabel(t['home.search.keyword']).fill('Furniture');
      await search.getByLabel(t['home.search.pol']).fill('cnsha');
      await search.getByRole('button', { name: t['home.search.submit'] }).click();
      await expect(page).toHaveURL(/\/business\/searchTender\?keyword=Furniture&pol=CNSHA$/);

      await page.goBack();
      await search.getByRole('radio', { name: t['home.search.market'] }).check();
      await search.getByLabel(t['home.search.pol']).fill('CNNGB');
      await search.getByLabel(t['home.search.pod']).fill('USLAX');
      await search.getByRole('button', { name: t['home.search.submit'] }).click();
      await expect(page).toHaveURL(/\/business\/market\?pol=CNNGB&pod=USLAX$/);
    });

    test("a visitor on a phone reads each news item's whole title", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/');
      for (const category of ['industry', 'notice'] as const) {
        const titles = page
          .getByRole('region', { name: t[`home.news.${category}`] })
          .getByRole('listitem')
          .getByRole('link');
        await expect(titles).toHaveCount(5);
        await expectNothingCut(titles, { lines: true });
      }
      await expectNoHorizontalScroll(page);
    });

    test('a visitor sees the landing with counts and a log-in prompt', async ({ page }) => {
      await page.goto('/business');
      const attention = page.getByRole('region', { name: t['home.attention.title'] });
      await expect(attention.getByRole('link', { name: t['home.attention.login'] })).toBeVisible();
      const explore = page.getByRole('region', { name: t['home.landing.explore'] });
      await expect(explore.getByRole('link', { name: t['menu.nav.fleet'] })).toBeVisible();
      await expect(explore).toHaveAttribute('aria-busy', 'false');
      await expectNoSeriousViolations(page);
    });
  });

  test.describe(`${locale}: home and landing for a shipper`, () => {
    test.use({ storageState: storageStatePath('shipper') });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('the shipper sees shortcuts on the home and attention on the landing', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: t['home.shortcuts.title'] })).toBeVisible();
      await expect(
        page.getByRole('link', { name: new RegExp(t['menu.business.tenderIssue']) }).first(),
      ).toBeVisible();
      await page.goto('/business');
      const attention = page.getByRole('region', { name: t['home.attention.title'] });
      await expect(attention).toHaveAttribute('aria-busy', 'false');
      await expect(attention.getByRole('link', { name: t['home.attention.login'] })).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  });
}
