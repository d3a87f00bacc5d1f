import type { CellSource, SheetColumn } from './sheet';

type Value<T> = (row: T) => CellSource;

/**
 * The column makers of a list of `T`, one per cell kind, so that an export says each column in one
 * line: `const column = sheetColumns<Order>(); column.money(header, (o) => o.amount, (o) => o.currency)`.
 */
export function sheetColumns<T>() {
  return {
    text: (header: string, value: Value<T>): SheetColumn<T> => ({ header, kind: 'text', value }),
    number: (header: string, value: Value<T>): SheetColumn<T> => ({
      header,
      kind: 'number',
      value,
    }),
    date: (header: string, value: Value<T>): SheetColumn<T> => ({ header, kind: 'date', value }),
    dateTime: (header: string, value: Value<T>): SheetColumn<T> => ({
      header,
      kind: 'dateTime',
      value,
    }),
    /** An amount with the row's currency code in the cell's format. */
    money: (header: string, value: Value<T>, currency: (row: T) => string): SheetColumn<T> => ({
      header,
      kind: 'money',
      value,
      currency,
    }),
  };
}
