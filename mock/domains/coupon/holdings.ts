/** The member's own coupons: by status (expired worked out when read), and counted per status. */
import { COUPON_STATUSES, type CouponCounts, type CouponStatus } from '@/contract/coupon/types';

import { oneOf } from '../../core/input';
import { accept, type RuleResult } from '../../core/result';
import { couponInvalid } from './problems';
import { statusOf } from './validity';

import type { Db } from '../../core/schema';
import type { CouponRow, CouponTemplateRow } from './schema';

export interface Held {
  coupon: CouponRow;
  template: CouponTemplateRow;
}

/** The order a list shows: to use first (unused, reserved), latest first (used, expired, all). */
function order(status: CouponStatus | '') {
  if (status === 'unused' || status === 'reserved') {
    return (a: Held, b: Held) =>
      a.coupon.validTo - b.coupon.validTo || a.coupon.code.localeCompare(b.coupon.code);
  }
  if (status === 'used') {
    return (a: Held, b: Held) =>
      (b.coupon.usedAt ?? 0) - (a.coupon.usedAt ?? 0) || a.coupon.code.localeCompare(b.coupon.code);
  }
  if (status === 'expired') {
    return (a: Held, b: Held) =>
      b.coupon.validTo - a.coupon.validTo || a.coupon.code.localeCompare(b.coupon.code);
  }
  return (a: Held, b: Held) =>
    b.coupon.claimedAt - a.coupon.claimedAt || a.coupon.code.localeCompare(b.coupon.code);
}

/** The member's coupons, all or of one status (4000 for an unknown status). */
export function myCoupons(
  db: Db,
  memberId: string,
  status: string,
  now: number,
): RuleResult<Held[]> {
  if (status && !oneOf<CouponStatus>(status, COUPON_STATUSES)) return couponInvalid('status');
  const rows: Held[] = [];
  for (const coupon of Object.values(db.coupons)) {
    if (coupon.ownerId !== memberId) continue;
    if (status && statusOf(coupon, now) !== status) continue;
    const template = db.couponTemplates[coupon.templateId];
    if (template) rows.push({ coupon, template });
  }
  return accept(rows.sort(order(status as CouponStatus | '')));
}

/** How many coupons the member holds per status. */
export function couponCounts(db: Db, memberId: string, now: number): CouponCounts {
  const counts: CouponCounts = { unused: 0, reserved: 0, used: 0, expired: 0 };
  for (const coupon of Object.values(db.coupons)) {
    if (coupon.ownerId === memberId) counts[statusOf(coupon, now)] += 1;
  }
  return counts;
}
