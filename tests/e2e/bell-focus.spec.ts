/**
 * The bell's panel keeps the focus as a disclosure does: Tab past its last stop goes on to the
 * header control after the bell (closing it), Shift+Tab from its top goes back to the bell, Escape
 * closes it with the focus on the bell. In Chinese and in Arabic.
 */
import { expect, startInLocale, storageStatePath, test } from './fixtures';
import { before, catalogues } from './texts';

for (const locale of ['zh-CN', 'ar-EG'] as const) {
  const t = catalogues[locale];

  test.describe(`${locale}: the bell's panel`, () => {
    test.use({ storageState: storageStatePath('shipper') });

    test('hands the focus on in the header order', async ({ page }) => {
      await startInLocale(page, locale);
      await page.goto('/');
      const header = page.getByRole('banner');
      const bell = header.getByRole('button', { name: before(t['notification.bell.label']) });
      const language = header.getByRole('button', { name: before(t['layout.language.menu']) });
      await expect(bell).toBeVisible();

      await bell.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: t['notification.panel.title'] });
      await expect(panel).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(bell).toBeFocused();

      // Into the panel again, then Tab through all of it: the focus leaves for the language switch.
      // Its stops are counted once its latest notifications are in (they load when it opens).
      await expect(
        panel.getByRole('list').or(panel.getByText(t['notification.panel.empty'])),
      ).toBeVisible();
      await panel.focus();
      const stops = await panel.locator('a[href], button:not([disabled])').count();
      for (let stop = 0; stop < stops; stop += 1) {
        await page.keyboard.press('Tab');
        await expect(panel.locator(':focus')).toHaveCount(1);
      }
      await page.keyboard.press('Tab');
      await expect(language).toBeFocused();
      await expect(panel).toBeHidden();

      await bell.focus();
      await page.keyboard.press('Enter');
      await expect(panel).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(bell).toBeFocused();
    });
  });
}
