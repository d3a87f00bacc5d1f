import ExcelJS from 'exceljs';

import { paths } from '../../src/config/paths';
import { expect, startInLocale, storageStatePath, test } from './fixtures';
import { catalogues, formatted, pattern } from './texts';
import { apiToken, createTender, tenderBody } from './trade-api';

import type { AppLocale } from '../../src/config/constants';

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

test.describe('zh-CN: exporting a lane’s index history', () => {
  const t = catalogues['zh-CN'];
  test.beforeEach(async ({ page }) => {
    await startInLocale(page, 'zh-CN');
  });

  test('the weeks of the period shown are rows of dates, amounts in the index currency and counts', async ({
    page,
  }) => {
    await page.goto(paths.business.marketDetail.href({ id: '5001' }));
    const title = t['market.detail.indexTitle'];
    // The section loads when it comes into view; the page scrolls it there itself.
    await page
      .getByRole('heading', { name: title })
      .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    const section = page.getByRole('region', { name: title });
    await expect(section.getByRole('figure')).toBeVisible();
    await section
      .getByText(formatted(t['marketIndex.weeks'], { count: 4 }), { exact: true })
      .click();
    await expect(section.getByRole('slider')).toHaveAttribute('aria-valuemax', '4');

    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/market/laneIndex?') && response.url().includes('weeks=4'),
    );
    const saved = page.waitForEvent('download');
    await section.getByRole('button', { name: pattern(t['export.actionNamed']) }).click();
    const reply = (await (await answered).json()) as {
      data: { currency: string; weeks: { week: string; median?: string; listings: number }[] };
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await saved).path());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the file has no sheet');

    expect(String(sheet.getCell('A1').value)).toMatch(/^上海 → 鹿特丹 20GP/);
    expect(sheet.getCell('A2').value).toBe(
      formatted(t['export.filter'], { label: t['trade.tenderFacts.lane'], value: '上海 → 鹿特丹' }),
    );
    expect(sheet.getCell('A4').value).toBe(
      formatted(t['export.filter'], {
        label: t['marketIndex.span'],
        value: formatted(t['marketIndex.weeks'], { count: 4 }),
      }),
    );
    expect(sheet.getRow(7).getCell(2).value).toBe(t['marketIndex.col.median']);

    // Newest first, as the table: one row per week of the reply.
    const weeks = [...reply.data.weeks].reverse();
    expect(weeks).toHaveLength(4);
    weeks.forEach((week, at) => {
      const row = sheet.getRow(8 + at);
      expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Date);
      expect((row.getCell(1).value as Date).toISOString()).toBe(`${week.week}T00:00:00.000Z`);
      const median = row.getCell(2);
      if (week.median === undefined) {
        // A week without rates is a gap: an empty cell, never a zero.
        expect(median.value).toBeNull();
      } else {
        expect(median.type).toBe(ExcelJS.ValueType.Number);
        expect(median.value).toBe(Number(week.median));
        expect(median.numFmt).toContain(reply.data.currency);
      }
      expect(row.getCell(5).value).toBe(week.listings);
    });
  });
});
