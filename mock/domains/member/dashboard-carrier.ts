/**
 * The carrier's dashboard: its bids and wins by the month they were placed, the orders paid to it,
 * and the coupons of its enterprise redeemed (on a paid order or at its counter).
 */
import { fromCents, toCents } from '@/contract/common/money';
import { discountCents } from '@/contract/coupon/discount';
import { DASHBOARD_CURRENCY, type CarrierDashboard } from '@/contract/member/dashboard';

import { monthOf, monthTotals, type MonthEntry, type YuanBook } from './dashboard-money';
import { paidCents, paidOrders } from './dashboard-shipper';

import type { Db } from '../../core/schema';

/** A redemption in yuan cents; `unpriced` when its discount is not known. */
interface Redemption extends MonthEntry {
  unpriced: boolean;
}

/**
 * The coupons of `enterpriseId`'s templates used in `months`: on an order, its discount on the
 * order's amount in the order's currency at the order's stored rate; at the counter (no order), a
 * cash coupon's face value at the stored rate of the day, a percentage one unpriced (there is no
 * amount to take a percentage of).
 */
export function redemptions(
  db: Db,
  enterpriseId: string,
  months: readonly string[],
  book: YuanBook,
): Redemption[] {
  const window = new Set(months);
  const found: Redemption[] = [];
  for (const coupon of Object.values(db.coupons)) {
    if (coupon.status !== 'used' || coupon.usedAt === undefined) continue;
    const template = db.couponTemplates[coupon.templateId];
    const month = monthOf(coupon.usedAt);
    if (template?.enterpriseId !== enterpriseId || !window.has(month)) continue;
    const order = coupon.orderNo ? db.orders[coupon.orderNo] : undefined;
    if (order) {
      const off = discountCents(template, toCents(order.amount) ?? 0);
      found.push({
        month,
        cents: book.toYuan(off, order.currency, order.yuanRate),
        unpriced: false,
      });
    } else if (template.kind === 'cash') {
      const face = toCents(template.faceValue ?? '0') ?? 0;
      found.push({ month, cents: book.toYuan(face, template.currency), unpriced: false });
    } else {
      found.push({ month, cents: 0, unpriced: true });
    }
  }
  return found;
}

/** The carrier's dashboard over `months`: only its own bids, orders paid to it and its coupons. */
export function carrierDashboard(
  db: Db,
  member: { id: string; enterpriseId: string },
  months: readonly string[],
  book: YuanBook,
): CarrierDashboard {
  const window = new Set(months);
  const bids = Object.values(db.bids).filter(
    (bid) => bid.bidderId === member.id && window.has(monthOf(bid.createdAt)),
  );
  const placed = monthTotals(
    months,
    bids.map((bid) => ({ month: monthOf(bid.createdAt), cents: 0 })),
  );
  const of = (status: string) =>
    monthTotals(
      months,
      bids
        .filter((bid) => bid.status === status)
        .map((bid) => ({ month: monthOf(bid.createdAt), cents: 0 })),
    );
  const won = of('won');
  const lost = of('lost');
  const paid = monthTotals(
    months,
    paidOrders(db, member.id, 'payeeId', months).map((order) => ({
      month: monthOf(order.paidAt),
      cents: book.toYuan(paidCents(db, order), order.currency, order.yuanRate),
    })),
  );
  const used = redemptions(db, member.enterpriseId, months, book);
  const redeemed = monthTotals(months, used);
  const unpriced = monthTotals(
    months,
    used.filter((entry) => entry.unpriced),
  );
  const wonTotal = won.reduce((sum, month) => sum + month.count, 0);
  const lostTotal = lost.reduce((sum, month) => sum + month.count, 0);
  return {
    role: 'carrier',
    currency: DASHBOARD_CURRENCY,
    rates: book.rates(),
    months: months.map((month, index) => ({
      month,
      bids: placed[index]?.count ?? 0,
      won: won[index]?.count ?? 0,
      lost: lost[index]?.count ?? 0,
      orders: paid[index]?.count ?? 0,
      revenue: fromCents(paid[index]?.cents ?? 0),
      redeemed: redeemed[index]?.count ?? 0,
      discount: fromCents(redeemed[index]?.cents ?? 0),
      unpriced: unpriced[index]?.count ?? 0,
    })),
    won: wonTotal,
    decided: wonTotal + lostTotal,
  };
}
