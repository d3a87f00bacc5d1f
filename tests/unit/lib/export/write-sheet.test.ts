import ExcelJS from 'exceljs';

import { chinaWallClock, decimalNumber, moneyFormat } from '@/lib/export/cell-values';
import type { SheetRequest } from '@/lib/export/sheet';
import { writeSheet } from '@/lib/export/write-sheet';

interface Row {
  no: string;
  bids: number;
  amount: string;
  currency: string;
  ready: string;
  deadline: string;
}

const ROWS: Row[] = [
  {
    no: 'T20261126-0001',
    bids: 3,
    amount: '1250.50',
    currency: 'USD',
    ready: '2026-12-01',
    // 23:30 in UTC is 07:30 the next day in China.
    deadline: '2026-11-30T23:30:00Z',
  },
  {
    no: 'T20261126-0002',
    bids: 0,
    amount: '88000',
    currency: 'CNY',
    ready: '2026-12-24',
    deadline: '2026-12-20T18:00:00+08:00',
  },
];

function request(overrides: Partial<SheetRequest<Row>> = {}): SheetRequest<Row> {
  return {
    fileName: 'tenders.xlsx',
    sheetName: 'My tenders',
    title: 'My tenders',
    conditions: ['Status: Open', 'Exported: 2026/11/27 14:00 (China time, UTC+8)'],
    columns: [
      { header: 'Tender', kind: 'text', value: (row) => row.no },
      { header: 'Bids', kind: 'number', value: (row) => row.bids },
      {
        header: 'Budget',
        kind: 'money',
        value: (row) => row.amount,
        currency: (row) => row.currency,
      },
      { header: 'Cargo ready', kind: 'date', value: (row) => row.ready },
      { header: 'Bid deadline (UTC+8)', kind: 'dateTime', value: (row) => row.deadline },
    ],
    rows: ROWS,
    ...overrides,
  };
}

async function readBack(buffer: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('the list export workbook', () => {
  it('writes the title and the filters above a bold, frozen header row', async () => {
    const sheet = await readBack(await writeSheet(request()));
    expect(sheet.name).toBe('My tenders');
    expect(sheet.getCell('A1').value).toBe('My tenders');
    expect(sheet.getCell('A1').font.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('Status: Open');
    expect(sheet.getCell('A3').value).toBe('Exported: 2026/11/27 14:00 (China time, UTC+8)');
    expect(sheet.getRow(4).cellCount).toBe(0);
    const header = sheet.getRow(5);
    expect(header.values).toEqual([
      undefined,
      'Tender',
      'Bids',
      'Budget',
      'Cargo ready',
      'Bid deadline (UTC+8)',
    ]);
    expect(header.getCell(1).font.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5, rightToLeft: false });
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('T20261126-0001'.length);
    expect(sheet.rowCount).toBe(7);
  });

  it('keeps numbers, amounts and dates as typed cells with their number formats', async () => {
    const sheet = await readBack(await writeSheet(request()));
    const [first, second] = [sheet.getRow(6), sheet.getRow(7)];

    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(2).value).toBe(3);

    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(3).value).toBe(1250.5);
    expect(first.getCell(3).numFmt).toBe('"USD "#,##0.00');
    expect(second.getCell(3).value).toBe(88000);
    expect(second.getCell(3).numFmt).toBe('"CNY "#,##0.00');

    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(4).numFmt).toBe('yyyy-mm-dd');
    expect((first.getCell(4).value as Date).toISOString()).toBe('2026-12-01T00:00:00.000Z');

    // The China wall clock, stored with no zone: what Excel shows is what the page shows.
    expect(first.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(5).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect((first.getCell(5).value as Date).toISOString()).toBe('2026-12-01T07:30:00.000Z');
    expect((second.getCell(5).value as Date).toISOString()).toBe('2026-12-20T18:00:00.000Z');
  });

  it('reads from the right for an Arabic page', async () => {
    const sheet = await readBack(
      await writeSheet(request({ rightToLeft: true, title: 'مناقصاتي', sheetName: 'مناقصاتي' })),
    );
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen' });
    expect(sheet.getCell('A1').value).toBe('مناقصاتي');
  });

  it('writes a header alone for an empty list, and a value of another shape as its text', async () => {
    const empty = await readBack(await writeSheet(request({ rows: [] })));
    expect(empty.getRow(5).getCell(1).value).toBe('Tender');
    expect(empty.rowCount).toBe(5);

    const odd = await readBack(
      await writeSheet(
        request({
          rows: ROWS.slice(0, 1).map((row) => ({ ...row, amount: 'n/a', deadline: 'soon' })),
        }),
      ),
    );
    expect(odd.getRow(6).getCell(3).value).toBe('n/a');
    expect(odd.getRow(6).getCell(5).value).toBe('soon');
  });
});

describe('cell values', () => {
  it('are the China day and wall clock of a moment', () => {
    expect(chinaWallClock('2026-11-30T16:00:00Z', 'date')?.toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(chinaWallClock('2026-11-30T15:59:59Z', 'dateTime')?.toISOString()).toBe(
      '2026-11-30T23:59:00.000Z',
    );
    expect(chinaWallClock('2026-02-30', 'date')).toBeUndefined();
    expect(chinaWallClock('later', 'dateTime')).toBeUndefined();
  });

  it('take an amount from its decimal string and name its currency in the format', () => {
    expect(decimalNumber('0.10')).toBe(0.1);
    expect(decimalNumber('-12')).toBe(-12);
    expect(decimalNumber('1e3')).toBeUndefined();
    expect(moneyFormat('EUR')).toBe('"EUR "#,##0.00');
    expect(moneyFormat('"x')).toBe('"X "#,##0.00');
  });
});
