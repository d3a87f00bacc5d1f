import { hsIndex } from '../../mock/domains/hs-code/search-index';
import { paths } from '../../src/config/paths';
import { groupHsCode } from '../../src/features/hs-code/utils/hs-input';
import { expectNoSeriousViolations } from './axe';
import { expect, startInLocale, storageStatePath, test, inChinese } from './fixtures';
import { catalogues, pattern } from './texts';

import type { HsCode } from '../../src/contract/hs-code/types';

const records: HsCode[] = hsIndex().entries.map((entry) => entry.record);
/** A code with conditions to explain, preferably a mobile phone. */
const row =
  records.find((item) => item.name.includes('手机') && item.supervision.length > 0) ??
  records.find((item) => item.supervision.length > 0 && item.inspection.length > 0) ??
  (records[0] as HsCode);
const keyword = row.name.includes('手机') ? '手机' : row.name;
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_all, key: string) => values[key] ?? '');

for (const locale of inChinese) {
  const t = catalogues[locale];
  const zh = locale === 'zh-CN';

  test.describe(`${locale}: /tool/customs`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('finds an HS code by a Chinese keyword, opens it and copies it', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(paths.tool.customs.href());
      await expect(page.getByText(pattern(t['hsCode.notice.sample']))).toBeVisible();
      // The results' and the details' code (paging, copying) loads with the first search.
      const partsLoaded = () => scripts.filter((path) => /\/hs-(results|detail-panel)-/.test(path));
      expect(partsLoaded()).toEqual([]);

      const box = page.getByLabel(t['hsCode.search.label'], { exact: true });
      await box.fill(keyword);
      await box.press('Enter');
      await expect(
        page.getByText(fill(t['hsCode.search.kind.keyword'], { keyword }), { exact: false }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
      await expect.poll(partsLoaded).toHaveLength(2);

      await page.getByRole('button', { name: new RegExp(`^${groupHsCode(row.code)}`) }).click();
      const detail = page.getByRole('region', { name: t['hsCode.detail.label'] });
      await expect(detail.getByRole('heading', { name: groupHsCode(row.code) })).toBeVisible();
      await expect(detail.getByText(t['hsCode.detail.supervision'])).toBeVisible();
      await expect(detail.getByText(t['hsCode.detail.elements'])).toBeVisible();
      await expect(detail.getByText(zh ? row.name : row.nameEn).first()).toBeVisible();
      await expectNoSeriousViolations(page);

      const field = fill(t['hsCode.copy.field'], { code: row.code });
      await detail.getByRole('button', { name: fill(t['common.copy'], { field }) }).click();
      await expect(page.getByText(fill(t['common.copied'], { field }))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(row.code);

      // The opened code survives a reload.
      await page.reload();
      await expect(detail.getByRole('heading', { name: groupHsCode(row.code) })).toBeVisible();
    });

    test('finds codes by a prefix typed with a dot, and walks back', async ({ page }) => {
      const prefix = row.code.slice(0, 6);
      await page.goto(paths.tool.customs.href());
      const box = page.getByLabel(t['hsCode.search.label'], { exact: true });

      await box.fill('8');
      await box.press('Enter');
      await expect(page.getByText(fill(t['hsCode.search.tooShort'], { count: '1' }))).toBeVisible();
      await expect(box).toHaveValue('8');

      await box.fill(`${prefix.slice(0, 4)}.${prefix.slice(4)}`);
      await box.press('Enter');
      await expect(
        page.getByText(fill(t['hsCode.search.kind.prefix'], { prefix }), { exact: false }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`keyword=${prefix}`));
      await page.getByRole('button', { name: new RegExp(`^${groupHsCode(row.code)}`) }).click();
      await expect(page).toHaveURL(new RegExp(`code=${row.code}`));

      await page.goBack();
      await expect(page).not.toHaveURL(/code=/);
      await expect(box).toHaveValue(prefix);
    });
  });

  test.describe(`${locale}: HS look-up in the tender form`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.use({ storageState: storageStatePath('shipper') });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('a shipper picks an HS code by keyword', async ({ page }) => {
      await page.goto(paths.business.tenderIssue.href());
      const field = page.getByLabel(t['tenderIssue.field.hsCode.label'], { exact: true });
      await field.fill(keyword);
      const option = page
        .locator('.ant-select-item-option')
        .filter({ hasText: groupHsCode(row.code) })
        .first();
      await expect(option).toBeVisible();
      await option.click();
      await expect(field).toHaveValue(row.code);
      await expect(page.getByText(t['tenderIssue.field.hsCode.invalid'])).toHaveCount(0);
    });
  });
}
