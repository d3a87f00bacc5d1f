/**
 * The header of a logged-in member at every width its navigation bar is shown: the last link ends
 * before the bell, the language switch and the account begin, in both locales. On a phone and a
 * tablet, the platform's name is shown whole beside the header's buttons, in every language.
 */
import { SUPPORTED_LOCALES } from '../../src/config/constants';
import { expect, locales, startInLocale, storageStatePath, test } from './fixtures';
import { before, catalogues, exact } from './texts';

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

/** The phone and tablet widths the header has no navigation bar at. */
const NARROW_WIDTHS = [320, 375, 576, 768];

for (const locale of SUPPORTED_LOCALES) {
  const t = catalogues[locale];

  for (const who of ['visitor', 'shipper'] as const) {
    test.describe(`${locale}: the header for a ${who}`, () => {
      if (who !== 'visitor') test.use({ storageState: storageStatePath(who) });

      test('shows the platform’s name whole beside its buttons on a phone and a tablet', async ({
        page,
      }) => {
        await startInLocale(page, locale);
        await page.goto('/business/market');
        const header = page.getByRole('banner');
        const home = header.getByRole('link', { name: exact(t['common.appName']) });
        await expect(home).toBeVisible();
        // Measured once every button the header gives this reader is there (a member's bell).
        if (who !== 'visitor') {
          await expect(
            header.getByRole('button', { name: before(t['notification.bell.label']) }),
          ).toBeVisible();
        }
        for (const width of NARROW_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const name = home.locator('.app-header__name').filter({ visible: true });
          await expect(name).toHaveCount(1);
          await expect(name).toHaveText(t[width < 768 ? 'common.appShortName' : 'common.appName']);
          const cut = await name.evaluate((span) => span.scrollWidth - span.clientWidth);
          expect(cut, `the name cut short by px at ${width} px`).toBeLessThanOrEqual(0);
        }
      });
    });
  }
}
