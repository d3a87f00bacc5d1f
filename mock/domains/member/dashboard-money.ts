/**
 * The dashboards' arithmetic: amounts to yuan (whole cents, the rates used remembered so the reply
 * can name them) and sums per month of the dashboard's window.
 */
import { multiplyCents, sumCents } from '@/contract/common/money';
import type { Currency, Decimal } from '@/contract/common/trade';
import { DASHBOARD_CURRENCY, type YuanRate } from '@/contract/member/dashboard';

import { cstDate } from '../../core/time';
import { exchangeRate } from '../reference/data-exchange-rates';

/** Converts to yuan cents and keeps each (currency, rate) it used, in the order first used. */
export interface YuanBook {
  /** `cents` of `currency` in yuan cents, at `rate` (an order's stored rate) or the stored rate of the day. */
  toYuan: (cents: number, currency: Currency, rate?: Decimal) => number;
  rates: () => YuanRate[];
}

export function yuanBook(): YuanBook {
  const used = new Map<string, YuanRate>();
  return {
    toYuan(cents, currency, rate) {
      if (currency === DASHBOARD_CURRENCY) return cents;
      const applied = rate ?? exchangeRate(currency, DASHBOARD_CURRENCY);
      used.set(`${currency} ${applied}`, { currency, rate: applied });
      return multiplyCents(cents, applied);
    },
    rates: () => [...used.values()],
  };
}

/** The month (YYYY-MM, China time) of an instant. */
export function monthOf(ms: number): string {
  return cstDate(ms).slice(0, 7);
}

/** An amount in one month: `cents` of yuan (0 for an entry that only counts). */
export interface MonthEntry {
  month: string;
  cents: number;
}

/**
 * Per month of `months` (in their order): how many entries fell in it and their cents summed
 * exactly. A month without any is 0 and 0: nothing paid is a true zero. Entries outside the
 * months are left out.
 */
export function monthTotals(
  months: readonly string[],
  entries: readonly MonthEntry[],
): { count: number; cents: number }[] {
  const at = new Map(months.map((month, index) => [month, index]));
  const cents: number[][] = months.map(() => []);
  for (const entry of entries) {
    const index = at.get(entry.month);
    if (index !== undefined) cents[index]?.push(entry.cents);
  }
  return cents.map((list) => ({ count: list.length, cents: sumCents(list) }));
}
