import { fromCents, sumCents, toCents } from '@/contract/common/money';
import type { Decimal } from '@/contract/common/trade';

import { VAT_RATE_PERCENT } from './limits';

import type { LineTaxRate } from './items';

function cents(amount: Decimal): number {
  const value = toCents(amount);
  if (value === undefined) throw new RangeError(`not an amount: ${amount}`);
  return value;
}

/**
 * The VAT in a tax-inclusive amount: amount × rate / (100 + rate), 6 % by default, half up to the
 * cent, worked out on integer cents (6/106 has no exact decimal form, so no decimal factor would
 * do). An exempt amount holds no tax.
 */
export function taxIn(amount: Decimal, rate: LineTaxRate = VAT_RATE_PERCENT): Decimal {
  const value = cents(amount);
  if (rate === 'exempt' || rate === 'untaxed') return fromCents(0);
  const times = value * rate;
  const divisor = 100 + rate;
  const whole = Math.floor(times / divisor);
  const rest = times - whole * divisor;
  return fromCents(rest * 2 >= divisor ? whole + 1 : whole);
}

/** The exact sum of decimal amounts. */
export function sumAmounts(amounts: readonly Decimal[]): Decimal {
  return fromCents(sumCents(amounts.map(cents)));
}

/** amount − tax: the price without tax printed beside it. */
export function netOf(amount: Decimal, tax: Decimal): Decimal {
  return fromCents(cents(amount) - cents(tax));
}
