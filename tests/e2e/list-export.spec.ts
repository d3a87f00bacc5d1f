import ExcelJS from 'exceljs';

import { paths } from '../../src/config/paths';
import { groupCouponCode } from '../../src/contract/coupon/code';
import { CouponApi } from '../../src/contract/coupon/paths';
import { API_PREFIX } from '../../src/contract/http';
import { expect, startInLocale, storageStatePath, test } from './fixtures';
import { call } from './fresh-account';
import { catalogues, formatted, pattern } from './texts';
import { apiToken, createTender, tenderBody } from './trade-api';

import type { AppLocale } from '../../src/config/constants';
import type { CouponRedemption } from '../../src/contract/coupon/types';
import type { Page } from '../../src/contract/http';

/** The China wall clock of a moment, as the spreadsheet stores it (UTC fields, no zone), to the minute. */
const chinaWallClock = (iso: string) => {
  const wall = new Date(Date.parse(iso) + 8 * 3600 * 1000);
  wall.setUTCSeconds(0, 0);
  return wall.toISOString();
};

for (const locale of ['zh-CN', 'ar-EG'] as const satisfies readonly AppLocale[]) {
  const t = catalogues[locale];

  test.describe(`${locale}: exporting my tenders`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.use({ storageState: storageStatePath('shipper') });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('the file holds the open tenders as typed cells under the status filter', async ({
      page,
      request,
    }) => {
      const shipper = await apiToken(request, 'shipper');
      // 23:45 UTC: in China it is already the next day.
      const deadline = new Date(Date.now() + 5 * 24 * 3600 * 1000);
      deadline.setUTCHours(23, 45, 0, 0);
      const tender = await createTender(
        request,
        shipper,
        tenderBody({ bidDeadline: deadline.toISOString() }),
      );

      await page.goto(paths.business.myTenderBid.href({ status: 'open' }));
      await expect(page.getByText(tender.title, { exact: true })).toBeVisible();

      const button = page.getByRole('button', { name: pattern(t['export.actionNamed']) });
      await expect(button).toHaveAccessibleName(
        formatted(t['export.actionNamed'], { title: t['issuer.mine.title'] }),
      );
      const saved = page.waitForEvent('download');
      await button.focus();
      await page.keyboard.press('Enter');
      const download = await saved;
      await expect(
        page.getByRole('status').filter({ hasText: pattern(t['export.done']) }),
      ).toBeVisible();
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await download.path());
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error('the file has no sheet');

      expect(sheet.getCell('A1').value).toBe(t['issuer.mine.title']);
      expect(sheet.getCell('A2').value).toBe(
        formatted(t['export.filter'], {
          label: t['issuer.mine.col.status'],
          value: t['codes.tender_status.open'],
        }),
      );
      expect(String(sheet.getCell('A3').value)).toMatch(pattern(t['export.exportedAt']));
      expect(sheet.views[0]).toMatchObject({
        state: 'frozen',
        ySplit: 5,
        rightToLeft: locale === 'ar-EG',
      });
      const header = sheet.getRow(5);
      expect(header.getCell(1).value).toBe(t['issuer.mine.col.tender']);
      expect(header.getCell(1).font.bold).toBe(true);
      expect(header.getCell(5).value).toBe(
        formatted(t['export.zoned'], { header: t['issuer.mine.col.deadline'] }),
      );

      let row: ExcelJS.Row | undefined;
      sheet.eachRow((line, number) => {
        if (number > 5 && line.getCell(1).value === tender.title) row = line;
      });
      if (!row) throw new Error(`the file has no row for ${tender.title}`);
      expect(row.getCell(2).value).toBe(tender.tenderNo);
      expect(row.getCell(4).value).toBe(t['codes.tender_status.open']);
      const due = row.getCell(5);
      expect(due.type).toBe(ExcelJS.ValueType.Date);
      expect(due.numFmt).toBe('yyyy-mm-dd hh:mm');
      expect((due.value as Date).toISOString()).toBe(chinaWallClock(tender.bidDeadline));
      expect(row.getCell(6).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(6).value).toBe(0);

      // Every row is an open tender: the filter holds on every page.
      const statuses = new Set<unknown>();
      sheet.eachRow((line, number) => {
        if (number > 5) statuses.add(line.getCell(4).value);
      });
      expect([...statuses]).toEqual([t['codes.tender_status.open']]);
    });
  });
}

/** The cells of a data row (under the header on line 5) by column number, from 1. */
const dataRows = (sheet: ExcelJS.Worksheet) => {
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((line, number) => {
    if (number > 5) rows.push(line);
  });
  return rows;
};

for (const locale of ['zh-CN', 'ar-EG'] as const satisfies readonly AppLocale[]) {
  const t = catalogues[locale];

  test.describe(`${locale}: exporting the coupon redemption records`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.use({ storageState: storageStatePath('forwarder') });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('the file holds every record at the counter: money with its currency, an unknown discount empty', async ({
      page,
      request,
    }) => {
      const forwarder = await apiToken(request, 'forwarder');
      const stored = await call<Page<CouponRedemption>>(
        request.get(`${API_PREFIX}${CouponApi.redemptions}?way=counter&size=1000`, {
          headers: { token: forwarder },
        }),
      );
      const cash = stored.records.find((record) => record.kind === 'cash');
      const percentage = stored.records.find((record) => record.kind === 'discount');
      if (!cash || !percentage) throw new Error('the seed has no cash or percentage redemption');

      await page.goto(`${paths.coupon.couponVerification.path}?way=counter`);
      const records = page.getByRole('region', { name: t['couponIssuer.records.title'] });
      await expect(records.getByText(groupCouponCode(cash.code))).toBeVisible();

      const button = records.getByRole('button', { name: pattern(t['export.actionNamed']) });
      await expect(button).toHaveAccessibleName(
        formatted(t['export.actionNamed'], { title: t['couponIssuer.records.exportTitle'] }),
      );
      const saved = page.waitForEvent('download');
      await button.click();
      const download = await saved;
      await expect(
        records.getByRole('status').filter({ hasText: pattern(t['export.done']) }),
      ).toBeVisible();
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await download.path());
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error('the file has no sheet');

      expect(sheet.getCell('A1').value).toBe(t['couponIssuer.records.exportTitle']);
      expect(sheet.getCell('A2').value).toBe(
        formatted(t['export.filter'], {
          label: t['couponIssuer.records.way'],
          value: t['couponIssuer.records.way.counter'],
        }),
      );
      expect(String(sheet.getCell('A3').value)).toMatch(pattern(t['export.exportedAt']));
      expect(sheet.views[0]).toMatchObject({ rightToLeft: locale === 'ar-EG' });
      const header = sheet.getRow(5);
      expect(header.getCell(1).value).toBe(t['couponIssuer.records.code']);
      expect(header.getCell(9).value).toBe(t['couponIssuer.records.discount']);
      expect(header.getCell(10).value).toBe(
        formatted(t['export.zoned'], { header: t['couponIssuer.records.usedAt'] }),
      );

      const rows = dataRows(sheet);
      // Every page under the filter: at least what the server had, all at the counter.
      expect(rows.length).toBeGreaterThanOrEqual(stored.total);
      expect(new Set(rows.map((row) => row.getCell(7).value))).toEqual(
        new Set([t['couponIssuer.records.way.counter']]),
      );
      const rowOf = (code: string) => {
        const row = rows.find((line) => line.getCell(1).value === code);
        if (!row) throw new Error(`the file has no row for ${code}`);
        return row;
      };

      const cashRow = rowOf(cash.code);
      expect(cashRow.getCell(2).value).toBe(cash.name);
      expect(cashRow.getCell(3).value).toBe(t['couponIssuer.records.kind.cash']);
      for (const column of [4, 9]) {
        const cell = cashRow.getCell(column);
        expect(cell.type).toBe(ExcelJS.ValueType.Number);
        expect(cell.value).toBe(Number(cash.faceValue));
        expect(cell.numFmt).toBe(`"${cash.currency} "#,##0.00`);
      }
      expect(cashRow.getCell(5).value).toBeNull();
      const used = cashRow.getCell(10);
      expect(used.type).toBe(ExcelJS.ValueType.Date);
      expect(used.numFmt).toBe('yyyy-mm-dd hh:mm');
      expect((used.value as Date).toISOString()).toBe(chinaWallClock(cash.usedAt));

      // A percentage coupon redeemed at the counter: its percent, and no discount (not 0).
      const percentageRow = rowOf(percentage.code);
      expect(percentageRow.getCell(3).value).toBe(t['couponIssuer.records.kind.discount']);
      expect(percentageRow.getCell(4).value).toBeNull();
      expect(percentageRow.getCell(5).type).toBe(ExcelJS.ValueType.Number);
      expect(percentageRow.getCell(5).value).toBe(percentage.percent);
      expect(percentageRow.getCell(9).value).toBeNull();
      expect(percentageRow.getCell(9).type).toBe(ExcelJS.ValueType.Null);
    });
  });
}
