import { lent } from '../../core/registry';
import { accept } from '../../core/result';
import { figureIndex, figuresOf } from './figures';
import { offeredTemplate } from './offers';
import { couponConflict, couponInvalid } from './problems';
import { takenIndex } from './taken';

import type { MemberWrite } from '../../core/input';
import type { OrderRow } from './order-coupon';

const REQUEST_ID_MAX = 64;

/**
 * Buys a pack of a sold template: answers the unpaid order to pay, which the order domain opens
 * (what it lends). The same `requestId` gives the same order back (read from the orders' table).
 * quantity 1..(limit − taken) (4000; 4009 when nothing is left of the limit); the stock must
 * cover it (4009).
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
  const pack = { quantity: quantity as number, requestId };
  return accept(lent('order').openPackOrder(db, member, template, pack, now));
};
