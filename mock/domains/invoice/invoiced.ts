/** What an issued invoice states: a VAT invoice is in yuan, whatever the orders were paid in. */
import { fromCents, multiplyCents, toCents } from '@/contract/common/money';
import { sumAmounts, taxIn } from '@/contract/invoice/tax';
import type { InvoicedTotals, YuanRate } from '@/contract/invoice/types';

import type { InvoiceApplicationRow, InvoiceLineRow } from './schema';

/**
 * The invoice's lines in yuan: a yuan order as applied; another currency's amount times the rate
 * kept on its order at payment, half up to the fen, with the tax worked out again on the yuan amount.
 */
export function yuanLines(row: InvoiceApplicationRow): InvoiceLineRow[] {
  return row.lines.map((line) => {
    if (!line.yuanRate) return { ...line };
    const amount = fromCents(multiplyCents(toCents(line.amount) ?? 0, line.yuanRate.rate));
    return { ...line, amount, tax: taxIn(amount, line.taxRate) };
  });
}

/** The rates of the lines, one per payment day and rate, earliest first. */
export function ratesOf(row: InvoiceApplicationRow): YuanRate[] {
  const rates = new Map<string, YuanRate>();
  for (const { yuanRate } of row.lines) {
    if (yuanRate) rates.set(`${yuanRate.on} ${yuanRate.rate}`, yuanRate);
  }
  return [...rates.values()].sort((a, b) => a.on.localeCompare(b.on));
}

/** The invoice's totals: the sums of its yuan lines (as it prints them), and the rates used. */
export function invoicedTotals(row: InvoiceApplicationRow): InvoicedTotals {
  const lines = yuanLines(row);
  const rates = ratesOf(row);
  return {
    amount: sumAmounts(lines.map((line) => line.amount)),
    tax: sumAmounts(lines.map((line) => line.tax)),
    ...(rates.length > 0 ? { rates } : {}),
  };
}
