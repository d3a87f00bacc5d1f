import { expectNoSeriousViolations } from './axe';
import { expect, startInLocale, storageStatePath, test, inEnglish } from './fixtures';
import { catalogues } from './texts';
import { apiToken, createTender, tenderBody } from './trade-api';

const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

for (const locale of inEnglish) {
  const t = catalogues[locale];

  test.describe(`${locale}: favourites`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.use({ storageState: storageStatePath('consolidator') });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('a member favourites a tender, finds it in my favourites and removes it', async ({
      page,
    }) => {
      const token = await apiToken(page.request, 'shipper');
      const tender = await createTender(
        page.request,
        token,
        tenderBody({ title: `E2E favourite ${locale} ${Date.now()}` }),
      );
      await page.goto(`/business/tendering/${tender.id}`);
      const add = page.getByRole('button', {
        name: fill(t['common.favourite.add'], { name: tender.title }),
      });
      await expect(add).toHaveAttribute('aria-pressed', 'false');
      await expect(add).toBeEnabled();
      await add.click();
      await expect(
        page.getByRole('button', {
          name: fill(t['common.favourite.remove'], { name: tender.title }),
        }),
      ).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/user/myCollect?kind=tender');
      const link = page.getByRole('link', { name: tender.title, exact: true });
      await expect(link).toHaveAttribute('href', `/business/tendering/${tender.id}`);
      await expectNoSeriousViolations(page);
      await page
        .getByRole('button', { name: fill(t['favourite.remove.named'], { name: tender.title }) })
        .click();
      await expect(page.getByRole('status').filter({ hasText: tender.title })).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('tab', { name: new RegExp(t['favourite.kind.tender']) }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: tender.title, exact: true })).toHaveCount(0);
    });
  });
}
