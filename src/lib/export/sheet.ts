import type { PageCall } from './fetch-all-pages';

/**
 * What an export writes: one sheet of a list as the member sees it. The words are already in the
 * page's language; the cells keep their kinds (numbers, amounts, dates) so that the file can be
 * sorted and summed in a spreadsheet.
 */

/**
 * How a column's cells are written: `text` as it is; `number` as a number; `money` as a number
 * with its currency code in the cell's number format; `date` and `dateTime` as spreadsheet dates
 * holding the China-time (UTC+8) day or wall clock.
 */
export type CellKind = 'text' | 'number' | 'money' | 'date' | 'dateTime';

/** What a cell is made from: a text, a number, a decimal string from the API, an ISO time or day. */
export type CellSource = string | number | null | undefined;

export interface SheetColumn<T> {
  /** The column's header, as the list's table titles it (a time column's says the zone). */
  header: string;
  kind: CellKind;
  value: (row: T) => CellSource;
  /** A `money` column's currency code for the row ('USD'). */
  currency?: (row: T) => string;
  /** Width in characters; by default from the header and the kind. */
  width?: number;
}

export interface SheetRequest<T> {
  /** The saved file's name, with its `.xlsx`. */
  fileName: string;
  /** The sheet's tab (at most 31 characters, none of `\ / ? * [ ] :`: others are replaced). */
  sheetName: string;
  /** The first line: what the list is. */
  title: string;
  /** The filters in force, one line each, written between the title and the table. */
  conditions: readonly string[];
  columns: readonly SheetColumn<T>[];
  rows: readonly T[];
  /** The sheet reads from the right (an Arabic page's export). */
  rightToLeft?: boolean;
}

/** A filter in force, as the page shows it: its label and the chosen value's words. */
export interface ExportFilter {
  label: string;
  value: string;
}

/**
 * A list to export as the member sees it: its title, the filters in force, its columns (headers by
 * the same messages as the table's) and its list call under those filters.
 */
export interface ListExport<T> {
  title: string;
  conditions: readonly ExportFilter[];
  columns: readonly SheetColumn<T>[];
  fetchPage: PageCall<T>;
}

/** The spreadsheet's MIME type. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
