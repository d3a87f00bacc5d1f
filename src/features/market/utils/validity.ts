/**
 * Validity rules of a market listing, shared by the form and the mock server. Days are YYYY-MM-DD in
 * China time (UTC+8); a listing is valid through its validTo day and expired from the next day.
 */
import { LISTING_LIMITS } from '../limits';

import type { ListingStatus } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isRealDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today's date in China (YYYY-MM-DD) at epoch ms `now`. */
export function chinaToday(now: number): string {
  return new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** `day` moved by `days` (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type ValidityField = 'validFrom' | 'validTo';
export type ValidityReason = 'required' | 'invalid' | 'beforeToday' | 'notAfterFrom' | 'tooLong';

export interface ValidityProblem {
  field: ValidityField;
  reason: ValidityReason;
}

/**
 * The first problem of a validity window, or undefined when it is fine: both real days, validTo
 * after validFrom, at most a year long, and (when `creating`, or when validFrom changes on an edit)
 * validFrom not before `today` (China date).
 */
export function validityProblem(
  validFrom: string | undefined,
  validTo: string | undefined,
  today: string,
  options: { checkFromNotPast: boolean } = { checkFromNotPast: true },
): ValidityProblem | undefined {
  if (!validFrom) return { field: 'validFrom', reason: 'required' };
  if (!isRealDay(validFrom)) return { field: 'validFrom', reason: 'invalid' };
  if (options.checkFromNotPast && validFrom < today) {
    return { field: 'validFrom', reason: 'beforeToday' };
  }
  if (!validTo) return { field: 'validTo', reason: 'required' };
  if (!isRealDay(validTo)) return { field: 'validTo', reason: 'invalid' };
  if (validTo <= validFrom) return { field: 'validTo', reason: 'notAfterFrom' };
  if (validTo < today) return { field: 'validTo', reason: 'beforeToday' };
  if (daysBetween(validFrom, validTo) > LISTING_LIMITS.validityDays) {
    return { field: 'validTo', reason: 'tooLong' };
  }
  return undefined;
}

/** True once the validTo day has passed in China. */
export function isExpired(validTo: string, today: string): boolean {
  return validTo < today;
}

/** The status as read: a stored `on`/`off` listing past its validTo reads as `expired`. */
export function listingStatusOn(
  stored: 'on' | 'off',
  validTo: string,
  today: string,
): ListingStatus {
  return isExpired(validTo, today) ? 'expired' : stored;
}
