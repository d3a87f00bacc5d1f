/**
 * The coupon an order holds: reserved while the order is unpaid, used once it is paid, and what it
 * takes off. The coupon's rules write the order's coupon fields (`couponCode`, `couponDeclined`,
 * `lapsedCoupon`) and read the rest of the order, through core's tables: the coupon imports no
 * order (the order builds on the coupon), as the tender reads and writes its bids. The order's
 * rules call these when it is read, paid or ended.
 */
import { toCents } from '@/contract/common/money';
import { discountCents } from '@/contract/coupon/discount';
import type { OrderForCoupon } from '@/contract/coupon/eligibility';

import { issueCoupon } from './issue';
import { termsOf } from './terms';

import type { Db } from '../../core/schema';
import type { CouponRow, CouponTemplateRow } from './schema';

/** An order, as the order domain stores it (read through core's tables). */
export type OrderRow = Db['orders'][string];

/** The coupon reserved for or used on `order`, with its template. */
export function couponOfOrder(
  db: Db,
  order: OrderRow,
): { coupon: CouponRow; template: CouponTemplateRow } | undefined {
  const coupon = order.couponCode ? db.coupons[order.couponCode] : undefined;
  const template = coupon ? db.couponTemplates[coupon.templateId] : undefined;
  return coupon && template && coupon.orderNo === order.orderNo ? { coupon, template } : undefined;
}

/** What the order's coupon takes off, in cents (0 without one). */
export function orderDiscountCents(db: Db, order: OrderRow): number {
  const held = couponOfOrder(db, order);
  return held ? discountCents(termsOf(held.template), toCents(order.amount) ?? 0) : 0;
}

/**
 * Gives the coupon reserved for an unpaid `order` back to its owner (unused): the payer changed it,
 * or the order was cancelled or expired. Returns whether one was released.
 */
export function releaseOrderCoupon(db: Db, order: OrderRow): boolean {
  const held = couponOfOrder(db, order);
  delete order.couponCode;
  if (!held || held.coupon.status !== 'reserved') return false;
  held.coupon.status = 'unused';
  delete held.coupon.orderNo;
  return true;
}

/**
 * The reserved coupon of an unpaid `order` whose validity has run out is released (it then reads as
 * expired) and both remember it, so the payer is told and the payable is the whole amount as soon
 * as the order is read, not only when Pay is pressed. Returns whether one lapsed.
 */
export function lapseExpiredCoupon(db: Db, order: OrderRow, now: number): boolean {
  const held = couponOfOrder(db, order);
  if (!held || held.coupon.status !== 'reserved' || now <= held.coupon.validTo) return false;
  releaseOrderCoupon(db, order);
  order.lapsedCoupon = { code: held.coupon.code, at: held.coupon.validTo };
  held.coupon.lapsedOrderNo = order.orderNo;
  return true;
}

/** Reserves `coupon` for `order` (the caller checked it is usable there). */
export function reserveCoupon(order: OrderRow, coupon: CouponRow): void {
  coupon.status = 'reserved';
  coupon.orderNo = order.orderNo;
  order.couponCode = coupon.code;
  delete order.couponDeclined;
}

/**
 * `order` was paid at `at`: its reserved coupon is used; a coupon pack's coupons are issued to the
 * buyer now (never before the payment).
 */
export function completeOrderCoupons(db: Db, order: OrderRow, at: number): void {
  const held = couponOfOrder(db, order);
  if (held && held.coupon.status === 'reserved') {
    held.coupon.status = 'used';
    held.coupon.usedAt = at;
  }
  const pack = order.pack;
  const template = pack ? db.couponTemplates[pack.templateId] : undefined;
  if (!pack || !template) return;
  if (Object.values(db.coupons).some((coupon) => coupon.packOrderNo === order.orderNo)) return;
  for (let index = 0; index < pack.quantity; index += 1) {
    issueCoupon(
      db,
      template,
      {
        ownerId: order.payerId,
        ownerEnterpriseId: order.payerEnterpriseId,
        source: 'bought',
        packOrderNo: order.orderNo,
      },
      at,
    );
  }
}

/** An order as the shared eligibility rules read it. */
export function orderForCoupon(order: OrderRow): OrderForCoupon {
  return {
    orderNo: order.orderNo,
    payeeEnterpriseId: order.payeeEnterpriseId,
    currency: order.currency,
    amount: order.amount,
  };
}
