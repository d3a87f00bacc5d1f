import type { CouponValidity } from '@/contract/coupon/types';

import { DAY, SECOND, parseCstDate } from '../../core/time';

import type { CouponRow } from './schema';

/**
 * When a coupon issued at `issuedAt` is usable: a date range from 00:00 of its first day to
 * 23:59:59 of its last (China time); "N days" from the claim to the same moment N days later.
 */
export function couponWindow(
  validity: CouponValidity,
  issuedAt: number,
): { validFrom: number; validTo: number } {
  if (validity.validityKind === 'range') {
    const from = parseCstDate(validity.validFrom ?? '') ?? issuedAt;
    const lastDay = parseCstDate(validity.validTo ?? '') ?? from;
    return { validFrom: from, validTo: lastDay + DAY - SECOND };
  }
  return { validFrom: issuedAt, validTo: issuedAt + (validity.validDays ?? 0) * DAY };
}

/** A date-range template whose last day is over: coupons of it would be born expired. */
export function validityOver(validity: CouponValidity, now: number): boolean {
  return validity.validityKind === 'range' && couponWindow(validity, now).validTo < now;
}

/** The status as read: an unused coupon past its validity is expired (never stored). */
export function statusOf(
  coupon: CouponRow,
  now: number,
): 'unused' | 'reserved' | 'used' | 'expired' {
  return coupon.status === 'unused' && now > coupon.validTo ? 'expired' : coupon.status;
}
