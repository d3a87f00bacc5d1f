/**
 * The header of a logged-in member at every width its navigation bar is shown: the last link ends
 * before the bell, the language switch and the account begin, in both locales.
 */
import { expect, locales, startInLocale, storageStatePath, test } from './fixtures';
import { before, catalogues } from './texts';

/** The bar replaces the drawer from 992 px in Chinese and from 1200 px in English. */
const BAR_FROM = { 'zh-CN': 992, 'en-US': 1200 } as const;
const WIDTHS = [992, 1100, 1200, 1280, 1440, 1600, 1920];

for (const locale of locales) {
  const t = catalogues[locale];

  test.describe(`${locale}: the member's header`, () => {
    test.use({ storageState: storageStatePath('shipper') });

    test('keeps the navigation clear of the bell and the account at every width', async ({
      page,
    }) => {
      await startInLocale(page, locale);
      await page.goto('/');
      const header = page.getByRole('banner');
      const bell = header.getByRole('button', { name: before(t['notification.bell.label']) });
      await expect(bell).toBeVisible();

      for (const width of WIDTHS.filter((shown) => shown >= BAR_FROM[locale])) {
        await page.setViewportSize({ width, height: 800 });
        const links = header.getByRole('navigation').first().getByRole('link');
        await expect(links.last()).toBeVisible();
        const end = await links.last().evaluate((link) => link.getBoundingClientRect().right);
        const start = await bell.evaluate((button) => button.getBoundingClientRect().left);
        expect(end, `last link's end at ${width} px`).toBeLessThanOrEqual(start);
      }
    });
  });
}
