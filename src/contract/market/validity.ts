/**
 * Validity rules of a market listing, shared by the form and the mock server. Days are YYYY-MM-DD in
 * China time (UTC+8); a listing is valid through its validTo day and expired from the next day.
 */
import { daysBetween, isDay } from '../common/calendar';
import { LISTING_LIMITS } from './limits';

import type { StoredListingStatus, ListingStatus } from './types';

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
  if (!isDay(validFrom)) return { field: 'validFrom', reason: 'invalid' };
  if (options.checkFromNotPast && validFrom < today) {
    return { field: 'validFrom', reason: 'beforeToday' };
  }
  if (!validTo) return { field: 'validTo', reason: 'required' };
  if (!isDay(validTo)) return { field: 'validTo', reason: 'invalid' };
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
  stored: StoredListingStatus,
  validTo: string,
  today: string,
): ListingStatus {
  return isExpired(validTo, today) ? 'expired' : stored;
}
