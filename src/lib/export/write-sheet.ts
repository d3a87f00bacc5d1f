import {
  cellValue,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  moneyFormat,
  NUMBER_FORMAT,
  sheetNameOf,
} from './cell-values';

import type { CellKind, SheetColumn, SheetRequest } from './sheet';
import type * as ExcelJS from 'exceljs';
import type { Worksheet } from 'exceljs';

type ExcelModule = typeof ExcelJS;

/** Widths in characters: at least the kind's usual value, never wider than a screenful. */
const MIN_WIDTH: Record<CellKind, number> = {
  text: 10,
  number: 8,
  money: 16,
  date: 12,
  dateTime: 17,
};
const MAX_WIDTH = 60;
/** Rows measured for a column's width: enough to see its usual length, cheap on long lists. */
const MEASURED_ROWS = 500;

/** How wide a text shows: a CJK or full-width character takes two columns. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1;
  return width;
}

function columnWidth<T>(column: SheetColumn<T>, rows: readonly T[]): number {
  if (column.width) return column.width;
  let widest = Math.max(MIN_WIDTH[column.kind], displayWidth(column.header));
  if (column.kind === 'text') {
    for (const row of rows.slice(0, MEASURED_ROWS)) {
      const value = column.value(row);
      if (value !== null && value !== undefined) {
        widest = Math.max(widest, displayWidth(String(value)));
      }
    }
  }
  return Math.min(MAX_WIDTH, widest + 2);
}

/**
 * The library, loaded only when a member asks for a file: its chunk is in no page's first load.
 * Its browser build without polyfills: every browser the app supports has what they add, and
 * their feature tests throw while the module starts. The build is CommonJS, which the bundler
 * hands over as the module's default.
 */
async function loadExcel(): Promise<ExcelModule> {
  const module: ExcelModule & { default?: ExcelModule } =
    await import('exceljs/dist/exceljs.bare.min.js');
  return module.default ?? module;
}

function writeRows<T>(sheet: Worksheet, request: SheetRequest<T>): void {
  const { columns, rows } = request;
  const title = sheet.addRow([request.title]);
  title.font = { bold: true, size: 14 };
  for (const line of request.conditions) sheet.addRow([line]);
  sheet.addRow([]);

  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  const headerRow = header.number;

  for (const row of rows) {
    const line = sheet.addRow(columns.map((column) => cellValue(column.kind, column.value(row))));
    columns.forEach((column, index) => {
      const cell = line.getCell(index + 1);
      if (typeof cell.value === 'number') {
        cell.numFmt =
          column.kind === 'money' ? moneyFormat(column.currency?.(row) ?? '') : NUMBER_FORMAT;
      } else if (cell.value instanceof Date) {
        cell.numFmt = column.kind === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT;
      }
    });
  }

  columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = columnWidth(column, rows);
  });
  // Everything above the table and its header stays in view while the rows scroll.
  sheet.views = [
    {
      state: 'frozen',
      xSplit: 0,
      ySplit: headerRow,
      rightToLeft: request.rightToLeft ?? false,
    },
  ];
  if (columns.length > 0) {
    sheet.autoFilter = {
      from: { row: headerRow, column: 1 },
      to: { row: headerRow + rows.length, column: columns.length },
    };
  }
}

/** The workbook of one list as the bytes of an .xlsx file. */
export async function writeSheet<T>(request: SheetRequest<T>): Promise<ArrayBuffer> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetNameOf(request.sheetName), {
    views: [{ rightToLeft: request.rightToLeft ?? false }],
  });
  writeRows(sheet, request);
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}
