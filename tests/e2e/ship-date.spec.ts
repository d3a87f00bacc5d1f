import { expectNoSeriousViolations } from './axe';
import { expect, startInLocale, storageStatePath, test, inEnglish } from './fixtures';
import { expectNoHorizontalScroll } from './layout';
import { choosePort, pickOption, selectOf } from './select';
import { catalogues, exact } from './texts';

for (const locale of inEnglish) {
  const t = catalogues[locale];

  test.describe(`${locale}: the sailing schedule`, () => {
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test.describe('as a shipper', () => {
      test.use({ storageState: storageStatePath('shipper') });

      test('finds a Shanghai → Rotterdam sailing, sees its cut-offs and starts a tender from it', async ({
        page,
      }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto('/tool/shipDate');
        await expect(
          page.getByRole('link', { name: t['schedule.lane.CNSHA-NLRTM'] }),
        ).toBeVisible();

        const bar = page.getByRole('search', { name: t['schedule.filters.title'] });
        await choosePort(page, bar.getByLabel(t['schedule.filters.pol'], { exact: true }), 'CNSHA');
        await choosePort(page, bar.getByLabel(t['schedule.filters.pod'], { exact: true }), 'NLRTM');
        await expect(page).toHaveURL(/\?pol=CNSHA&pod=NLRTM$/);

        const results = page.getByRole('region', { name: t['schedule.list.title'] });
        const row = results.locator('tbody tr.ant-table-row').first();
        await expect(row).toBeVisible();
        await expect(row).toContainText(t['schedule.cutoff.cy']);
        await expect(row).toContainText(t['schedule.cutoff.si']);
        await expect(row).toContainText(t['schedule.cutoff.vgm']);
        await expect(row).toContainText('(UTC+8)');
        // The departure dates show whole at 1440 px (their field takes two columns of the bar).
        for (const input of await bar.locator('.ant-picker-range input').all()) {
          await expect(input).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
          expect(await input.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(
            0,
          );
        }
        // Every column fits at 1440 px: the tender link is not cut off behind a sideways scroll.
        const table = results.locator('.ant-table-content');
        await expect
          .poll(() => table.evaluate((element) => element.scrollWidth - element.clientWidth))
          .toBeLessThanOrEqual(0);
        await expectNoSeriousViolations(page);

        await page.getByText(exact(t['schedule.view.week'])).click();
        await expect(page).toHaveURL(/\?pol=CNSHA&pod=NLRTM&view=week$/);
        const week = page.getByRole('region', { name: t['schedule.week.title'] });
        await expect(week.getByRole('listitem').first()).toBeVisible();
        await page.getByRole('button', { name: t['schedule.week.next'] }).click();
        await expect(page).toHaveURL(/&week=\d{4}-\d{2}-\d{2}&view=week$/);
        await page.goBack();
        await page.goBack();
        await expect(page).toHaveURL(/\?pol=CNSHA&pod=NLRTM$/);

        // Latest sailings first: their CY cut-offs are weeks away whatever the hour, so they leave
        // time for a tender (the nearest ones can all close today or tomorrow in China). The first
        // sailing whose CY cut-off leaves time for a tender carries a ready date.
        // The list keeps the ascending rows while the descending ones load: the link is read once
        // the sorted answer has arrived and is on screen, or its ready date is an earlier row's.
        const sorted = page.waitForResponse(
          (response) =>
            response.url().includes('/schedule/page?') && response.url().includes('order=desc'),
        );
        await page.getByLabel(t['schedule.sort.order'], { exact: true }).click();
        await pickOption(page, t['schedule.sort.desc']);
        await expect(page).toHaveURL(/\?pol=CNSHA&pod=NLRTM&order=desc$/);
        await sorted;
        await expect(results).toHaveAttribute('aria-busy', 'false');
        const start = results
          .getByRole('link', { name: new RegExp(`^${t['schedule.tender']}`) })
          .and(page.locator('a[href*="readyDate="]'))
          .first();
        const href = (await start.getAttribute('href')) ?? '';
        const readyDate = new URL(href, 'http://x').searchParams.get('readyDate') ?? '';
        expect(href).toMatch(/^\/business\/tenderIssue\?pol=CNSHA&pod=NLRTM&shipmentType=FCL/);
        expect(readyDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        await results.locator(`a[href="${href}"]`).first().click();
        await expect(page).toHaveURL(/\/business\/tenderIssue\?/);
        const pol = page.getByLabel(t['tenderIssue.field.pol.label'], { exact: true });
        await expect(selectOf(pol)).toContainText('(CNSHA)');
        await expect(
          selectOf(page.getByLabel(t['tenderIssue.field.pod.label'], { exact: true })),
        ).toContainText('(NLRTM)');
        await expect(
          page.getByLabel(t['tenderIssue.field.readyDate.label'], { exact: true }),
        ).toHaveValue(readyDate);
      });
    });

    test('a visitor at 375 px sees the sailings as cards without horizontal scroll', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/tool/shipDate?pol=CNSHA&pod=NLRTM');
      const results = page.getByRole('region', { name: t['schedule.list.title'] });
      await expect(results.getByRole('article').first()).toBeVisible();
      await expect(results.getByRole('article').first()).toContainText(t['schedule.cutoff.cy']);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousViolations(page);

      const start = results
        .getByRole('link', { name: new RegExp(`^${t['schedule.tender']}`) })
        .first();
      // The tender form is for shippers: its route sends the visitor to log in and back.
      await expect(start).toHaveAttribute('href', /^\/business\/tenderIssue\?pol=CNSHA&pod=NLRTM&/);

      await page.getByText(exact(t['schedule.view.week'])).click();
      await expect(page).toHaveURL(/view=week/);
      await expect(page.getByRole('button', { name: t['schedule.week.next'] })).toBeVisible();
    });
  });
}
