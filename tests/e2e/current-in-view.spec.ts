/**
 * A row of a section's links that scrolls sideways on a phone shows the page's own link: the
 * member section's pages (the last of them, Shipments) and the directory's categories (the last).
 */
import { paths } from '../../src/config/paths';
import { expect, startInLocale, storageStatePath, test } from './fixtures';
import { expectNoHorizontalScroll } from './layout';
import { catalogues } from './texts';

import type { Locator, Page } from '@playwright/test';

/** The page's own link in the row is wholly in sight, and the page itself was not scrolled. */
async function expectShown(page: Page, link: Locator) {
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(link).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoHorizontalScroll(page);
}

for (const locale of ['en-US', 'ar-EG'] as const) {
  const t = catalogues[locale];

  test.describe(`${locale}: a phone's row of a section's links`, () => {
    test.use({ viewport: { width: 375, height: 812 }, storageState: storageStatePath('shipper') });

    test('shows the page it is on, at the row’s far end', async ({ page }) => {
      await startInLocale(page, locale);
      await page.goto(paths.user.shipments.href());
      await expectShown(
        page,
        page
          .getByRole('navigation', { name: t['menu.user'] })
          .getByRole('link', { name: t['menu.user.shipments'] }),
      );

      await page.goto(paths.business.foreignTrade.href(4));
      await expectShown(
        page,
        page
          .getByRole('navigation', { name: t['directory.categories.label'] })
          .getByRole('link', { name: t['directory.category.4.title'] }),
      );
    });
  });
}
