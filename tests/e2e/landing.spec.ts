import { paths } from '../../src/config/paths';
import { HomeApi } from '../../src/contract/home/paths';
import { API_PREFIX } from '../../src/contract/http';
import { expect, startInLocale, test, inChinese } from './fixtures';
import { catalogues } from './texts';

for (const locale of inChinese) {
  const t = catalogues[locale];

  test.describe(`/business, ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    for (const width of [375, 1440]) {
      test(`the entries' live counts arrive without moving what is below them, at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        // The platform figures held until the entries are drawn without their counts.
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(`**${API_PREFIX}${HomeApi.overview}*`, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(paths.business.root.href());

        const explore = page.getByRole('region', { name: t['home.landing.explore'] });
        const news = explore.getByRole('heading', { name: t['home.landing.news'] });
        await expect(news).toBeVisible();
        await expect(explore).toHaveAttribute('aria-busy', 'true');
        const before = await news.boundingBox();

        const market = explore
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: t['menu.business.market'] }) });
        await expect(market).not.toContainText(/\d/);

        release();
        // The market's count of rates on sale, shown beside its link.
        await expect(market).toContainText(/\d/);
        await expect(explore).toHaveAttribute('aria-busy', 'false');
        expect(await news.boundingBox()).toEqual(before);
      });
    }
  });
}
