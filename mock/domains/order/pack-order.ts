import { fromCents, toCents } from '@/contract/common/money';
import { ORDER_PAY_WINDOW_MINUTES } from '@/contract/order/types';

import { accept } from '../../core/result';
import { businessNo } from '../../core/schema';
import { MINUTE } from '../../core/time';
import { figureIndex, figuresOf } from '../coupon/figures';
import { offeredTemplate } from '../coupon/offers';
import { couponConflict, couponInvalid } from '../coupon/problems';
import { takenIndex } from '../coupon/taken';

import type { MemberWrite } from '../../core/input';
import type { Db } from '../../core/schema';
import type { CouponTemplateRow } from '../coupon/schema';
import type { MemberRow } from '../member/schema';
import type { OrderRow } from './schema';

const REQUEST_ID_MAX = 64;

/**
 * Buys a pack of a sold template: answers the unpaid order to pay. The same `requestId` gives the
 * same order back. quantity 1..(limit − taken) (4000; 4009 when nothing is left of the limit);
 * the stock must cover it (4009).
 */
export const buyCoupons: MemberWrite<OrderRow> = (db, member, body, now) => {
  const requestId = typeof body.requestId === 'string' ? body.requestId.trim() : '';
  if (!requestId) return couponInvalid('requestId', 'field.required');
  if (requestId.length > REQUEST_ID_MAX) {
    return couponInvalid('requestId', 'field.tooLong', { max: REQUEST_ID_MAX });
  }
  const repeated = Object.values(db.orders).find(
    (order) => order.pack?.requestId === requestId && order.payerId === member.id,
  );
  if (repeated) return accept(repeated);
  const found = offeredTemplate(db, member, body.templateId, 'sold', now);
  if (!found.ok) return found;
  const template = found.value;
  const allowance = template.perUserLimit - (takenIndex(db, member.id).get(template.id) ?? 0);
  if (allowance <= 0) {
    return couponConflict('coupon.limitReached', { limit: template.perUserLimit });
  }
  const quantity = body.quantity;
  if (quantity === undefined || quantity === null || quantity === '') {
    return couponInvalid('quantity', 'field.required');
  }
  if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > allowance) {
    return couponInvalid('quantity', 'field.range', { min: 1, max: allowance });
  }
  const remaining = figuresOf(figureIndex(db), template).remaining;
  if (remaining <= 0) return couponConflict('coupon.soldOut');
  if (remaining < (quantity as number))
    return couponConflict('coupon.notEnoughLeft', { left: remaining });
  return accept(
    createPackOrder(db, member, template, { quantity: quantity as number, requestId }, now),
  );
};

/**
 * A coupon pack bought on the coupon market: `quantity` coupons of `template` at its price, one
 * order of price × quantity (exact cents) paid to the issuer under the 30-minute rule. The coupons
 * are issued when it is paid; while unpaid the quantity is held from the template's stock.
 */
export function createPackOrder(
  db: Db,
  buyer: MemberRow,
  template: CouponTemplateRow,
  pack: { quantity: number; requestId: string },
  now: number,
): OrderRow {
  const order: OrderRow = {
    orderNo: businessNo(db, 'O', now),
    pack: {
      templateId: template.id,
      quantity: pack.quantity,
      unitPrice: template.price,
      requestId: pack.requestId,
    },
    payerId: buyer.id,
    payerEnterpriseId: buyer.enterpriseId,
    payeeId: template.issuerId,
    payeeEnterpriseId: template.enterpriseId,
    amount: fromCents((toCents(template.price) ?? 0) * pack.quantity),
    currency: template.currency,
    lines: [],
    status: 'unpaid',
    createdAt: now,
    expiresAt: now + ORDER_PAY_WINDOW_MINUTES * MINUTE,
  };
  db.orders[order.orderNo] = order;
  return order;
}
