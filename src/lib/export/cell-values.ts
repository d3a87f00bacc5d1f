/**
 * The cells' values and formats, apart from the library that writes them (tested alone, and the
 * same in the writer and in its tests).
 */
import type { CellKind, CellSource } from './sheet';

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The number formats of the dated kinds. */
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const NUMBER_FORMAT = '#,##0.##';

/** The number format of an amount in `currency`: `"USD "#,##0.00` (a code of letters only). */
export function moneyFormat(currency: string): string {
  const code = currency.replace(/[^A-Za-z]/g, '').toUpperCase();
  return code ? `"${code} "#,##0.00` : '#,##0.00';
}

/**
 * A spreadsheet date for a time or a day: a `Date` whose UTC fields are China's wall clock (the
 * writer stores UTC fields as the cell's date and time, with no zone). A day 'YYYY-MM-DD' is that
 * day at midnight; a time with an offset is the China day or time of that moment.
 */
export function chinaWallClock(source: string, kind: 'date' | 'dateTime'): Date | undefined {
  const day = DAY.exec(source);
  if (day) {
    const midnight = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    // A day that does not exist (30 February) is no date.
    return midnight.toISOString().startsWith(source) ? midnight : undefined;
  }
  const ms = Date.parse(source);
  if (Number.isNaN(ms)) return undefined;
  const wall = new Date(ms + CHINA_OFFSET_MS);
  if (kind === 'date') wall.setUTCHours(0, 0, 0, 0);
  else wall.setUTCSeconds(0, 0);
  return wall;
}

/**
 * A decimal string from the API ('1250.50') as the number the cell holds. Each amount is converted
 * once, for its own cell; nothing is added up here.
 */
export function decimalNumber(source: string | number): number | undefined {
  if (typeof source === 'number') return Number.isFinite(source) ? source : undefined;
  const text = source.trim();
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

export type CellValue = string | number | Date | null;

/**
 * The value a cell of `kind` holds for `source`; a value of another shape is written as its text
 * rather than dropped, and nothing is written for none.
 */
export function cellValue(kind: CellKind, source: CellSource): CellValue {
  if (source === null || source === undefined || source === '') return null;
  switch (kind) {
    case 'text':
      return String(source);
    case 'number':
    case 'money':
      return decimalNumber(source) ?? String(source);
    case 'date':
    case 'dateTime':
      return typeof source === 'string' ? (chinaWallClock(source, kind) ?? source) : source;
  }
}

/** A sheet name Excel accepts: at most 31 characters, none of `\ / ? * [ ] :`. */
export function sheetNameOf(name: string): string {
  const clean = name.replace(/[\\/?*[\]:]/g, ' ').trim();
  return clean.slice(0, 31) || 'Sheet1';
}
