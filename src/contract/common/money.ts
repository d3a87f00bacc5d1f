/**
 * Money as integers: the API carries decimal strings ('1250.50'); arithmetic is done on integer cents
 * (and BigInt where a decimal factor is involved), never on floats. Shared by the forms and the mock.
 */
import type { Decimal } from '@/contract/common/trade';

/** Up to 10 integer digits and 2 decimals, no sign: the amounts a tender, bid or order may carry. */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** A non-negative decimal with up to `places` decimals (e.g. a volume in cbm, an exchange rate). */
const decimalPattern = (places: number) =>
  new RegExp(places > 0 ? `^\\d{1,12}(\\.\\d{1,${places}})?$` : '^\\d{1,12}$');

/** `value` as an integer count of 10^-places units, or undefined when it is not such a decimal. */
export function scaleDecimal(value: string, places: number): bigint | undefined {
  const text = value.trim();
  if (!decimalPattern(places).test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(places, '0'));
}

/** '1250.5' → 125050; undefined when not a valid amount (see MONEY_PATTERN). */
export function toCents(value: string): number | undefined {
  const text = value.trim();
  if (!MONEY_PATTERN.test(text)) return undefined;
  const cents = scaleDecimal(text, 2);
  return cents === undefined ? undefined : Number(cents);
}

/** 125050 → '1250.50' (negative values keep their sign). */
export function fromCents(cents: number): Decimal {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** a / b rounded half away from zero (b > 0). */
function divideRounded(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  const remainder = a % b;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < b) return quotient;
  return a < 0n ? quotient - 1n : quotient + 1n;
}

/**
 * `cents` × a decimal `factor` with up to `places` decimals, rounded half up to whole cents:
 * a per-cbm rate times a volume, an amount times an exchange rate.
 */
export function multiplyCents(cents: number, factor: Decimal, places = 6): number {
  const scaled = scaleDecimal(factor, places);
  if (scaled === undefined)
    throw new RangeError(`not a decimal with ≤ ${places} places: ${factor}`);
  return Number(divideRounded(BigInt(cents) * scaled, 10n ** BigInt(places)));
}

/** Integer cents add exactly; this only documents that every term is whole cents. */
export function sumCents(values: readonly number[]): number {
  return values.reduce((total, value) => {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`);
    return total + value;
  }, 0);
}

/** Compares two decimal amounts exactly (−1, 0, 1); an invalid amount sorts first. */
export function compareMoney(a: Decimal, b: Decimal): number {
  const left = toCents(a) ?? -1;
  const right = toCents(b) ?? -1;
  return Math.sign(left - right);
}

/**
 * The change from `from` to `to` (whole cents) in tenths of a percent, rounded half away from
 * zero, exactly (BigInt): 2000.00 → 2100.50 is 50 (5.0 %). Undefined when `from` is not above zero.
 */
export function changeTenths(from: number, to: number): number | undefined {
  if (from <= 0) return undefined;
  const difference = BigInt(to - from) * 1000n;
  const divisor = BigInt(from);
  const magnitude = difference < 0n ? -difference : difference;
  let tenths = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) tenths += 1n;
  return Number(difference < 0n ? -tenths : tenths);
}
