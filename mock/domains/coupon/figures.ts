import { fromCents, toCents } from '@/contract/common/money';
import type { TemplateDay, TemplateFigures } from '@/contract/coupon/types';

import { DAY, cstDate, startOfCstDay } from '../../core/time';

import type { Db } from '../../core/schema';
import type { CouponTemplateRow } from './schema';

/** Counted once per call: how every template stands. */
export type FigureIndex = Map<string, TemplateFigures>;

const empty = (): TemplateFigures => ({
  claimed: 0,
  used: 0,
  reserved: 0,
  held: 0,
  remaining: 0,
  revenue: '0',
});

/**
 * Each template's figures: coupons issued, used and reserved; coupons held by unpaid coupon-pack
 * orders (not issued yet); remaining = total − issued − held; revenue = paid coupon-pack orders,
 * summed in cents.
 */
export function figureIndex(db: Db): FigureIndex {
  const index: FigureIndex = new Map();
  const revenue = new Map<string, number>();
  const of = (id: string) => {
    let figures = index.get(id);
    if (!figures) {
      figures = empty();
      index.set(id, figures);
    }
    return figures;
  };
  for (const coupon of Object.values(db.coupons)) {
    const figures = of(coupon.templateId);
    figures.claimed += 1;
    if (coupon.status === 'used') figures.used += 1;
    if (coupon.status === 'reserved') figures.reserved += 1;
  }
  for (const order of Object.values(db.orders)) {
    if (!order.pack) continue;
    const id = order.pack.templateId;
    if (order.status === 'unpaid') of(id).held += order.pack.quantity;
    if (order.status === 'paid')
      revenue.set(id, (revenue.get(id) ?? 0) + (toCents(order.amount) ?? 0));
  }
  for (const template of Object.values(db.couponTemplates)) {
    const figures = of(template.id);
    figures.remaining = Math.max(template.totalQuantity - figures.claimed - figures.held, 0);
    const cents = revenue.get(template.id) ?? 0;
    figures.revenue = cents === 0 ? '0' : fromCents(cents);
  }
  return index;
}

export function figuresOf(index: FigureIndex, template: CouponTemplateRow): TemplateFigures {
  return index.get(template.id) ?? { ...empty(), remaining: template.totalQuantity };
}

/** Claims and uses of `template` on each of the last 14 China days (today last). */
export function templateDays(db: Db, template: CouponTemplateRow, now: number): TemplateDay[] {
  const today = startOfCstDay(now);
  const first = today - 13 * DAY;
  const days: TemplateDay[] = Array.from({ length: 14 }, (_, offset) => ({
    date: cstDate(first + offset * DAY),
    claimed: 0,
    used: 0,
  }));
  const slot = (at: number | undefined) =>
    at === undefined || at < first ? undefined : days[Math.floor((at - first) / DAY)];
  for (const coupon of Object.values(db.coupons)) {
    if (coupon.templateId !== template.id) continue;
    const claimedOn = slot(coupon.claimedAt);
    if (claimedOn) claimedOn.claimed += 1;
    const usedOn = coupon.status === 'used' ? slot(coupon.usedAt) : undefined;
    if (usedOn) usedOn.used += 1;
  }
  return days;
}
