import type { Currency, Decimal } from '@/contract/common/trade';

/**
 * Fixed mock exchange rates: 1 unit of `from` = rate units of `to` (decimal strings, ≤ 6 places).
 * A real back end would load the day's reference rates; the mock dates them "today" (China time).
 */
const RATES: Record<Currency, Record<Currency, Decimal>> = {
  USD: { USD: '1', CNY: '7.1250', EUR: '0.920186' },
  CNY: { USD: '0.140351', CNY: '1', EUR: '0.129149' },
  EUR: { USD: '1.086737', CNY: '7.7430', EUR: '1' },
};

export function exchangeRate(from: Currency, to: Currency): Decimal {
  return RATES[from][to];
}
