/**
 * The issuer's redemption records: its coupons that were used, on a paid order or at its counter,
 * filtered by template, way and China calendar days, newest first.
 */
import { toCents } from '@/contract/common/money';
import { REDEMPTION_WAYS, type RedemptionWay } from '@/contract/coupon/types';

import { oneOf } from '../../core/input';
import { accept, type RuleResult } from '../../core/result';
import { cstDate, parseCstDate } from '../../core/time';
import { orderDiscountCents } from './order-coupon';
import { couponInvalid } from './problems';
import { ownTemplate } from './templates';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { CouponRow, CouponTemplateRow } from './schema';

export interface RedemptionFilter {
  templateId?: string;
  way?: RedemptionWay;
  /** China calendar days 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
}

/** A used coupon with its template, how it was used and what it took off (cents; undefined: unknown). */
export interface Redemption {
  coupon: CouponRow;
  template: CouponTemplateRow;
  way: RedemptionWay;
  discountCents: number | undefined;
}

/** How a coupon was used: a used coupon with an order was paid on it, one without was redeemed offline. */
export function redemptionWay(coupon: CouponRow): RedemptionWay | undefined {
  if (coupon.status !== 'used' || coupon.usedAt === undefined) return undefined;
  return coupon.orderNo ? 'order' : 'counter';
}

/**
 * What a coupon redeemed at the counter took off: a cash coupon its face value; a percentage one
 * is unknown (there was no amount to take a share of), never 0.
 */
export function counterDiscountCents(template: CouponTemplateRow): number | undefined {
  return template.kind === 'cash' ? toCents(template.faceValue ?? '') : undefined;
}

/** Whether a redemption used at `usedAt` passes the filter (template, way and days). */
export function matchesRedemption(
  filter: RedemptionFilter,
  row: { templateId: string; way: RedemptionWay; usedAt: number },
): boolean {
  if (filter.templateId && row.templateId !== filter.templateId) return false;
  if (filter.way && row.way !== filter.way) return false;
  const day = cstDate(row.usedAt);
  if (filter.from && day < filter.from) return false;
  if (filter.to && day > filter.to) return false;
  return true;
}

/** Newest first; the same instant by code, so that pages never overlap. */
export function byNewestUse(a: Redemption, b: Redemption): number {
  return (
    (b.coupon.usedAt ?? 0) - (a.coupon.usedAt ?? 0) || a.coupon.code.localeCompare(b.coupon.code)
  );
}

/**
 * The filter from the query: an unknown way, a day that is not one or an end before the start is
 * a 4000 naming it; a template of another issuer 4003 and an unknown one 4004 (as its detail).
 */
export function readRedemptionFilter(
  db: Db,
  member: MemberRow,
  query: URLSearchParams,
): RuleResult<RedemptionFilter> {
  const get = (name: string) => query.get(name)?.trim() ?? '';
  const filter: RedemptionFilter = {};
  const templateId = get('templateId');
  if (templateId) {
    const own = ownTemplate(db, member, templateId);
    if (!own.ok) return own;
    filter.templateId = templateId;
  }
  const way = get('way');
  if (way) {
    if (!oneOf<RedemptionWay>(way, REDEMPTION_WAYS)) return couponInvalid('way');
    filter.way = way;
  }
  for (const name of ['from', 'to'] as const) {
    const day = get(name);
    if (!day) continue;
    if (parseCstDate(day) === undefined) return couponInvalid(name);
    filter[name] = day;
  }
  if (filter.from && filter.to && filter.to < filter.from) {
    return couponInvalid('to', 'coupon.redemptionDays');
  }
  return accept(filter);
}

/** The member's enterprise's coupons used under `filter`, newest first. */
export function issuerRedemptions(
  db: Db,
  member: MemberRow,
  filter: RedemptionFilter,
): Redemption[] {
  const rows: Redemption[] = [];
  for (const coupon of Object.values(db.coupons)) {
    const way = redemptionWay(coupon);
    const template = db.couponTemplates[coupon.templateId];
    if (!way || !template || template.enterpriseId !== member.enterpriseId) continue;
    const usedAt = coupon.usedAt ?? 0;
    if (!matchesRedemption(filter, { templateId: template.id, way, usedAt })) continue;
    const order = way === 'order' ? db.orders[coupon.orderNo ?? ''] : undefined;
    const discountCents =
      way === 'counter'
        ? counterDiscountCents(template)
        : order
          ? orderDiscountCents(db, order)
          : undefined;
    rows.push({ coupon, template, way, discountCents });
  }
  return rows.sort(byNewestUse);
}
