/** What an issued invoice states: a VAT invoice is in yuan, whatever the orders were paid in. */
import { fromCents, multiplyCents, toCents } from '@/contract/common/money';
import type { Decimal } from '@/contract/common/trade';
import { sumAmounts, taxIn } from '@/contract/invoice/tax';
import type { InvoicedTotals } from '@/contract/invoice/types';

import { exchangeRate } from '../trade/data-exchange-rates';

import type { InvoiceApplicationRow, InvoiceLineRow } from './schema';

/**
 * The invoice's lines in yuan: a yuan order as applied; another currency's amount times the rate of
 * the issue date, half up to the fen, with the tax worked out again on the yuan amount.
 */
export function yuanLines(row: InvoiceApplicationRow): InvoiceLineRow[] {
  const { rate } = row;
  if (!rate) return row.lines.map((line) => ({ ...line }));
  return row.lines.map((line) => {
    const amount = fromCents(multiplyCents(toCents(line.amount) ?? 0, rate));
    return { ...line, amount, tax: taxIn(amount, line.taxRate) };
  });
}

/** The invoice's totals: the sums of its yuan lines (as it prints them), and the rate used. */
export function invoicedTotals(row: InvoiceApplicationRow): InvoicedTotals {
  const lines = yuanLines(row);
  return {
    amount: sumAmounts(lines.map((line) => line.amount)),
    tax: sumAmounts(lines.map((line) => line.tax)),
    ...(row.rate ? { rate: row.rate } : {}),
  };
}

/** Yuan for one unit of the application's currency today, or undefined for yuan. */
export function rateOf(currency: InvoiceApplicationRow['currency']): Decimal | undefined {
  return currency === 'CNY' ? undefined : exchangeRate(currency, 'CNY');
}
