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
import type { Download } from '@playwright/test';

/** The first sheet of a downloaded .xlsx, read back with the library that wrote it. */
async function sheetOf(download: Download): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the file has no sheet');
  return sheet;
}

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

      const sheet = await sheetOf(download);

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
    const sheet = await sheetOf(await saved);

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

test.describe('zh-CN: exporting a tender’s bid comparison', () => {
  const t = catalogues['zh-CN'];
  test.use({ storageState: storageStatePath('shipper') });
  test.beforeEach(async ({ page }) => {
    await startInLocale(page, 'zh-CN');
  });

  test('every bid is a row, cheapest first, with typed totals, terms and its place in the market', async ({
    page,
  }) => {
    await page.goto(paths.business.myTenderBid.href({ tenderId: '5001' }));
    const panel = page.getByRole('region', { name: pattern(t['issuer.bids.title']) });
    // The market column has its figures: the export places each bid the same way.
    await expect(panel.getByText(t['issuer.market.loading'])).toHaveCount(0);
    await expect(panel.getByRole('row')).not.toHaveCount(0);

    const answered = page.waitForResponse((response) => response.url().includes('/tender/bids?'));
    const placed = page.waitForResponse((response) => response.url().includes('/tender/market?'));
    const saved = page.waitForEvent('download');
    await panel.getByRole('button', { name: pattern(t['export.actionNamed']) }).click();
    const reply = (await (await answered).json()) as {
      data: {
        tender: { tenderNo: string; currency: string };
        bids: {
          id: string;
          bidNo: string;
          total: string;
          currency: string;
          transitDays: number;
          etd: string;
        }[];
      };
    };
    const market = (await (await placed).json()) as {
      data: { bids: { bidId: string; position: 'below' | 'within' | 'above' }[] };
    };
    const sheet = await sheetOf(await saved);

    const { tender, bids } = reply.data;
    expect(sheet.getCell('A2').value).toBe(
      formatted(t['export.filter'], {
        label: t['issuer.mine.col.tenderNo'],
        value: tender.tenderNo,
      }),
    );
    const header = sheet.getRow(7);
    expect(header.getCell(1).value).toBe(t['issuer.bids.col.bidNo']);
    expect(header.getCell(4).value).toBe(
      formatted(t['issuer.bids.col.totalIn'], { currency: tender.currency }),
    );

    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((line, number) => {
      if (number > 7) rows.push(line);
    });
    expect(rows.map((row) => row.getCell(1).value).sort()).toEqual(
      bids.map((bid) => bid.bidNo).sort(),
    );
    // Cheapest first in the tender's currency.
    const inTender = rows.map((row) => row.getCell(4).value as number);
    expect(inTender).toEqual([...inTender].sort((a, b) => a - b));
    // Tender 5001's lane had rates the week it was issued: every bid has its place.
    expect(market.data.bids).toHaveLength(bids.length);
    for (const row of rows) {
      const bid = bids.find((item) => item.bidNo === row.getCell(1).value);
      if (!bid) throw new Error('a row of no bid');
      expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(3).value).toBe(Number(bid.total));
      expect(row.getCell(3).numFmt).toContain(bid.currency);
      expect(row.getCell(4).numFmt).toContain(tender.currency);
      const place = market.data.bids.find((item) => item.bidId === bid.id)?.position;
      expect(row.getCell(5).value).toBe(t[`issuer.market.position.${place ?? 'within'}`]);
      expect(row.getCell(8).value).toBe(bid.transitDays);
      expect(row.getCell(9).type).toBe(ExcelJS.ValueType.Date);
      expect((row.getCell(9).value as Date).toISOString()).toBe(`${bid.etd}T00:00:00.000Z`);
    }
  });
});

/** A member's list, exported whole: where it is, who sees it, its call and two of its typed columns. */
const memberLists = [
  {
    list: 'my bids',
    as: 'forwarder',
    route: paths.business.myBid.href(),
    title: 'menu.business.myBid',
    call: '/bid/mine?',
    money: 'bid.mine.total',
    dateTime: 'bid.mine.updatedAt',
  },
  {
    list: 'my orders',
    as: 'shipper',
    route: paths.business.payment.href(),
    title: 'order.list.title',
    call: '/order/mine?',
    money: 'order.field.amount',
    dateTime: 'order.field.createdAt',
  },
  {
    list: 'my invoice applications',
    as: 'shipper',
    route: paths.user.invoice.href(),
    title: 'invoice.records.payer',
    call: '/invoice/applications?',
    money: 'invoice.col.amount',
    dateTime: 'invoice.col.appliedAt',
  },
] as const;

for (const member of memberLists) {
  test.describe(`zh-CN: exporting ${member.list}`, () => {
    const t = catalogues['zh-CN'];
    test.use({ storageState: storageStatePath(member.as) });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, 'zh-CN');
    });

    test('every row of every page is in the file, amounts and times typed', async ({ page }) => {
      await page.goto(member.route);
      const button = page.getByRole('button', {
        name: formatted(t['export.actionNamed'], { title: t[member.title] }),
      });
      // The export asks for pages of a thousand: its first reply says how many rows there are.
      const answered = page.waitForResponse(
        (response) => response.url().includes(member.call) && response.url().includes('size=1000'),
      );
      const saved = page.waitForEvent('download');
      await button.click();
      const { data } = (await (await answered).json()) as { data: { total: number } };
      const sheet = await sheetOf(await saved);
      expect(sheet.getCell('A1').value).toBe(t[member.title]);

      let headerAt = 0;
      sheet.eachRow((line, number) => {
        if (!headerAt && (line.values as unknown[]).includes(t[member.money])) headerAt = number;
      });
      expect(headerAt, 'the table’s header row').toBeGreaterThan(1);
      const header = sheet.getRow(headerAt).values as unknown[];
      const money = header.indexOf(t[member.money]);
      const time = header.indexOf(formatted(t['export.zoned'], { header: t[member.dateTime] }));
      expect(time, 'the time column, its zone in the header').toBeGreaterThan(0);

      const rows: ExcelJS.Row[] = [];
      sheet.eachRow((line, number) => {
        if (number > headerAt) rows.push(line);
      });
      expect(data.total).toBeGreaterThan(0);
      expect(rows).toHaveLength(data.total);
      for (const row of rows) {
        expect(row.getCell(money).type).toBe(ExcelJS.ValueType.Number);
        expect(row.getCell(money).numFmt).toMatch(/USD|CNY|EUR/);
        expect(row.getCell(time).type).toBe(ExcelJS.ValueType.Date);
      }
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

      const sheet = await sheetOf(download);

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
