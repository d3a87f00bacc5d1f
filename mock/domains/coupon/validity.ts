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

/**
 * The status as read: a coupon past its validity that was not used is expired (never stored),
 * also one still reserved for an unpaid order, which can no longer take it.
 */
export function statusOf(
  coupon: CouponRow,
  now: number,
): 'unused' | 'reserved' | 'used' | 'expired' {
  return coupon.status !== 'used' && now > coupon.validTo ? 'expired' : coupon.status;
}

/** The unpaid order a coupon was reserved for when it expired, if any. */
export function lapsedOrderOf(coupon: CouponRow, now: number): string | undefined {
  if (statusOf(coupon, now) !== 'expired') return undefined;
  return coupon.status === 'reserved' ? coupon.orderNo : coupon.lapsedOrderNo;
}
