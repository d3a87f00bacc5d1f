/**
 * The coupon at payment: which of the payer's coupons an order can take, and choosing one. The
 * order is the order domain's: its payer's order and the closing of a payment under way are what
 * it lends (core's `lent('order')`); the order's amount, currency and payee are read from its row.
 */
import { fromCents, toCents } from '@/contract/common/money';
import { normalizeCouponCode } from '@/contract/coupon/code';
import { discountCents } from '@/contract/coupon/discount';
import { unusableReason, type UnusableReason } from '@/contract/coupon/eligibility';
import { BizCode } from '@/contract/http';

import { lent } from '../../core/registry';
import { accept, reject, type Rejection, type RuleResult } from '../../core/result';
import { codeProblem } from './codes';
import { orderForCoupon, releaseOrderCoupon, reserveCoupon, type OrderRow } from './order-coupon';
import { couponConflict, whenText } from './problems';
import { forOrder, termsOf } from './terms';
import { statusOf } from './validity';

import type { MemberWrite } from '../../core/input';
import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { Held } from './holdings';
import type { CouponRow, CouponTemplateRow } from './schema';

export interface Usable extends Held {
  discountCents: number;
}

/** An unpaid order of the member's to pay (4004, 4003 not the payer, 4009 paid or cancelled). */
function unpaidOrder(db: Db, member: MemberRow, orderNo: unknown): RuleResult<OrderRow> {
  const orderNoText = typeof orderNo === 'string' ? orderNo.trim() : '';
  const found = lent('order').payerOrder(db, member, orderNoText);
  if (!found.ok) return found;
  if (found.value.status !== 'unpaid') return couponConflict('coupon.orderNotUnpaid');
  return found;
}

/**
 * The payer's coupons usable on an unpaid order (issuer = payee, same currency, threshold met,
 * unused or reserved for this order, valid now), each with its discount, best first: most off,
 * then the one that expires first, then the lowest code (the shared bestCoupon order). A coupon
 * pack takes none.
 */
export function usableCoupons(
  db: Db,
  member: MemberRow,
  orderNo: unknown,
  now: number,
): RuleResult<Usable[]> {
  const found = unpaidOrder(db, member, orderNo);
  if (!found.ok) return found;
  const order = found.value;
  if (order.pack) return accept([]);
  const amount = toCents(order.amount) ?? 0;
  const rows: Usable[] = [];
  for (const coupon of Object.values(db.coupons)) {
    if (coupon.ownerId !== member.id) continue;
    const template = db.couponTemplates[coupon.templateId];
    if (!template) continue;
    if (unusableReason(forOrder(coupon, template, now), orderForCoupon(order), now)) continue;
    rows.push({ coupon, template, discountCents: discountCents(termsOf(template), amount) });
  }
  return accept(
    rows.sort(
      (a, b) =>
        b.discountCents - a.discountCents ||
        a.coupon.validTo - b.coupon.validTo ||
        a.coupon.code.localeCompare(b.coupon.code),
    ),
  );
}

/** Why a coupon cannot go on this order, in words (4009). */
function unusable(
  db: Db,
  reason: UnusableReason,
  coupon: CouponRow,
  template: CouponTemplateRow,
  now: number,
): Rejection {
  switch (reason) {
    case 'issuer': {
      const issuer = db.enterprises[template.enterpriseId];
      const name = issuer?.name ?? '';
      return couponConflict('coupon.unusable.issuer', {
        issuer: { zh: name, en: issuer?.nameEn ?? name },
      });
    }
    case 'currency':
      return couponConflict('coupon.unusable.currency', { currency: template.currency });
    case 'threshold':
      return couponConflict('coupon.unusable.threshold', {
        threshold: `${template.currency} ${fromCents(toCents(template.threshold) ?? 0)}`,
      });
    case 'notYet':
      return couponConflict('coupon.unusable.notYet', { when: whenText(coupon.validFrom) });
    case 'expired':
      return couponConflict('coupon.unusable.expired');
    case 'status': {
      const status = statusOf(coupon, now);
      if (status === 'reserved') {
        return couponConflict('coupon.unusable.reserved', { orderNo: coupon.orderNo ?? '' });
      }
      return couponConflict(
        status === 'expired' ? 'coupon.unusable.expired' : 'coupon.unusable.used',
      );
    }
  }
}

/**
 * Chooses the coupon `code` for an unpaid order of the payer's, or (code null) pays without one.
 * The coupon must be the payer's (4004) and usable on this order (4009, e.g. reserved for another
 * order); the one chosen before is released. Any payment under way is closed: the amount changed.
 * A coupon pack cannot take a coupon (4009).
 */
export const applyCoupon: MemberWrite<OrderRow> = (db, member, body, now) => {
  const found = unpaidOrder(db, member, body.orderNo);
  if (!found.ok) return found;
  const order = found.value;
  if (order.pack) return couponConflict('coupon.packNoCoupon');
  const { closePendingPayments } = lent('order');
  if (body.code === null) {
    if (releaseOrderCoupon(db, order)) closePendingPayments(db, order.orderNo, now);
    order.couponDeclined = true;
    return accept(order);
  }
  const code = normalizeCouponCode(typeof body.code === 'string' ? body.code : '');
  const problem = codeProblem(code);
  if (problem) return problem;
  const coupon = db.coupons[code];
  const template = coupon ? db.couponTemplates[coupon.templateId] : undefined;
  if (!coupon || !template || coupon.ownerId !== member.id) {
    return reject(BizCode.notFound, 'coupon.notYours', { field: 'code' });
  }
  const reason = unusableReason(forOrder(coupon, template, now), orderForCoupon(order), now);
  if (reason) return unusable(db, reason, coupon, template, now);
  if (order.couponCode === code) {
    delete order.couponDeclined;
    return accept(order);
  }
  releaseOrderCoupon(db, order);
  reserveCoupon(order, coupon);
  closePendingPayments(db, order.orderNo, now);
  return accept(order);
};
