import { paths } from '../../src/config/paths';
import { expectNoSeriousViolations } from './axe';
import { expect, startInLocale, storageStatePath, test, inEnglish } from './fixtures';
import { fillTender, reviewAndPublish } from './tender-issue-form';
import { catalogues, pattern } from './texts';

for (const locale of inEnglish) {
  const t = catalogues[locale];

  test.describe(`${locale}: /business/tenderIssue`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.use({ storageState: storageStatePath('shipper') });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('a shipper issues a tender through the form and finds it in the hall', async ({
      page,
    }) => {
      const title = `E2E ${locale} LED ${Math.random().toString(36).slice(2, 7)}`;
      await page.goto(paths.business.tenderIssue.href());
      await expect(
        page.getByRole('heading', { level: 1, name: t['menu.business.tenderIssue'] }),
      ).toBeVisible();
      await fillTender(page, t, title);
      await expectNoSeriousViolations(page);
      await reviewAndPublish(page, t);

      await page.waitForURL((url) => url.pathname.startsWith('/business/tendering/'));
      await expect(page.getByText(title).first()).toBeVisible();
      await expect(page.getByText(/2 × 40HQ/).first()).toBeVisible();

      await page.goto(paths.business.tendering.href());
      await expect(page.getByText(title).first()).toBeVisible();
      // The draft is gone after publishing.
      await page.goto(paths.business.tenderIssue.href());
      await expect(
        page.getByLabel(t['tenderIssue.field.title.label'], { exact: true }),
      ).toHaveValue('');
      await expect(page.getByText(pattern(t['common.draft.restored']))).toHaveCount(0);
    });

    test('the lane of the address is filled in, and the draft survives a reload', async ({
      page,
    }) => {
      await page.goto(
        paths.business.tenderIssue.href({ pol: 'CNNGB', pod: 'USLAX', shipmentType: 'LCL' }),
      );
      await expect(page.getByText('(CNNGB)').first()).toBeVisible();
      await expect(page.getByText('(USLAX)').first()).toBeVisible();
      await page.getByLabel(t['tenderIssue.field.volume.label'], { exact: true }).fill('8.5');
      await page
        .getByLabel(t['tenderIssue.field.title.label'], { exact: true })
        .fill('Draft reload');

      await page.reload();
      await expect(page.getByText(pattern(t['common.draft.restored']))).toBeVisible();
      await expect(
        page.getByLabel(t['tenderIssue.field.title.label'], { exact: true }),
      ).toHaveValue('Draft reload');
      await expect(
        page.getByLabel(t['tenderIssue.field.volume.label'], { exact: true }),
      ).toHaveValue('8.5');

      await page.getByRole('button', { name: t['common.draft.discard'] }).click();
      await expect(
        page.getByLabel(t['tenderIssue.field.title.label'], { exact: true }),
      ).toHaveValue('');
    });
  });
}
