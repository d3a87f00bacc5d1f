import { expect, startInLocale, test, inEnglish } from './fixtures';
import { selectOf } from './select';
import { catalogues } from './texts';

/** A carrier's name as each locale's list shows it, and what a member types to find it. */
const COSCO = {
  'zh-CN': { search: '中远', name: '中远海运集运' },
  'en-US': { search: 'COSCO', name: 'COSCO Shipping Lines' },
} as const;

for (const locale of inEnglish) {
  const t = catalogues[locale];

  test.describe(`${locale}: a member who types and presses Enter at once`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    // The Enter comes before the list is drawn, and before a port search is answered: it picks
    // what was typed for, not the list shown before the typing.
    test('picks the ports and the carrier typed for', async ({ page }) => {
      await page.goto('/tool/shipDate');
      const bar = page.getByRole('search', { name: t['schedule.filters.title'] });
      for (const [label, code, url] of [
        ['schedule.filters.pol', 'CNNGB', /[?&]pol=CNNGB(&|$)/],
        ['schedule.filters.pod', 'NLRTM', /[?&]pod=NLRTM(&|$)/],
      ] as const) {
        const field = bar.getByLabel(t[label], { exact: true });
        await field.click();
        await field.fill(code);
        await field.press('Enter');
        await expect(selectOf(field)).toContainText(`(${code})`);
        await expect(page).toHaveURL(url);
      }

      const carrier = bar.getByLabel(t['schedule.filters.carrier'], { exact: true });
      await carrier.click();
      await carrier.fill(COSCO[locale].search);
      await carrier.press('Enter');
      await expect(selectOf(carrier)).toContainText(COSCO[locale].name);
      await expect(page).toHaveURL(/[?&]carrier=COSU(&|$)/);
    });
  });
}
