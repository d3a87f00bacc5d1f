import { toCents } from '@/contract/common/money';
import { unusableReason } from '@/contract/coupon/eligibility';
import { BizCode } from '@/contract/http';
import { NO_GATEWAY, PAYMENT_METHODS, type PaymentMethod } from '@/contract/order/types';

import { oneOf } from '../../core/input';
import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { businessNo } from '../../core/schema';
import { SECOND } from '../../core/time';
import {
  completeOrderCoupons,
  couponOfOrder,
  lapseExpiredCoupon,
  orderForCoupon,
  releaseOrderCoupon,
} from '../coupon/order-coupon';
import { forOrder } from '../coupon/terms';
import { exchangeRate } from '../reference/data-exchange-rates';
import { noticeCancelled, noticePaid, noticeUnpaid } from './notices';
import { orderPayable } from './payable';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { OrderRow, PaymentRow } from './schema';

export function paymentsOf(db: Db, orderNo: string): PaymentRow[] {
  return Object.values(db.payments)
    .filter((payment) => payment.orderNo === orderNo)
    .sort((a, b) => a.createdAt - b.createdAt || a.paymentNo.localeCompare(b.paymentNo));
}

/** The newest attempt to pay `orderNo`. */
export function latestPayment(db: Db, orderNo: string): PaymentRow | undefined {
  return paymentsOf(db, orderNo).at(-1);
}

export function closePendingPayments(db: Db, orderNo: string, at: number): void {
  for (const payment of paymentsOf(db, orderNo)) {
    if (payment.status !== 'pending') continue;
    payment.status = 'closed';
    payment.closedAt = at;
  }
}

/**
 * The one place a payment succeeds: the order becomes paid and every other pending attempt is
 * closed, so an order is never charged twice; its coupon is used, a coupon pack's coupons issued;
 * the payee is told.
 */
export function succeedPayment(db: Db, payment: PaymentRow, at: number): void {
  const order = db.orders[payment.orderNo];
  if (!order || order.status !== 'unpaid' || payment.status !== 'pending') return;
  payment.status = 'succeeded';
  payment.paidAt = at;
  order.status = 'paid';
  order.paidAt = at;
  if (order.currency !== 'CNY') order.yuanRate = exchangeRate(order.currency, 'CNY');
  closePendingPayments(db, order.orderNo, at);
  completeOrderCoupons(db, order, at);
  noticePaid(db, order, payment.amount, at);
}

/**
 * unpaid → cancelled (by the payer, or by time): pending payments close, its coupon is released,
 * the parties are told.
 */
function endOrder(
  db: Db,
  order: OrderRow,
  at: number,
  reason: NonNullable<OrderRow['cancelReason']>,
): void {
  order.status = 'cancelled';
  order.cancelledAt = at;
  order.cancelReason = reason;
  closePendingPayments(db, order.orderNo, at);
  releaseOrderCoupon(db, order);
  noticeCancelled(db, order, at);
}

/**
 * Time-based changes, when data is read: a pending payment succeeds `paymentSeconds` after it was
 * started (0: only when confirmed by hand), unless the order expired first; an unpaid order is
 * cancelled 30 minutes after creation, its payer reminded once shortly before.
 */
export function settleOrders(db: Db, now: number): void {
  const delay = db.settings.paymentSeconds * SECOND;
  const unpaid = Object.values(db.orders).filter((order) => order.status === 'unpaid');
  if (unpaid.length === 0) return;
  for (const order of unpaid) {
    if (delay > 0) {
      const due = paymentsOf(db, order.orderNo).find(
        (payment) =>
          payment.status === 'pending' &&
          payment.createdAt + delay <= now &&
          payment.createdAt + delay < order.expiresAt,
      );
      if (due) {
        succeedPayment(db, due, due.createdAt + delay);
        continue;
      }
    }
    if (order.expiresAt <= now) endOrder(db, order, order.expiresAt, 'timeout');
    else noticeUnpaid(db, order, now);
  }
}

/**
 * The order as its page reads it: a reserved coupon whose validity ran out is taken off an unpaid
 * order, so the payer sees it gone and the whole amount at once. Not while a payment is under way:
 * it started while the coupon was valid and charges for it. A Pay pressed meanwhile is refused
 * instead (`recheckCoupon`), never charged an amount the payer did not see.
 */
export function readOrder(db: Db, order: OrderRow, now: number): OrderRow {
  if (order.status !== 'unpaid') return order;
  const paying = paymentsOf(db, order.orderNo).some((payment) => payment.status === 'pending');
  if (!paying) lapseExpiredCoupon(db, order, now);
  return order;
}

/** The order, if `member` is its payer or payee (4004 unknown, 4003 anyone else). */
export function partyOrder(db: Db, member: MemberRow, orderNo: string): RuleResult<OrderRow> {
  if (!orderNo) return invalid('orderNo', 'field.required');
  const order = db.orders[orderNo];
  if (!order) return reject(BizCode.notFound, 'field.notFound', { field: 'orderNo' });
  if (order.payerId !== member.id && order.payeeId !== member.id) {
    return reject(BizCode.forbidden, 'order.notParty');
  }
  return accept(order);
}

/** The order, if `member` is its payer (4003 for the payee and anyone else). */
export function payerOrder(db: Db, member: MemberRow, orderNo: string): RuleResult<OrderRow> {
  const found = partyOrder(db, member, orderNo);
  if (found.ok && found.value.payerId !== member.id)
    return reject(BizCode.forbidden, 'order.notPayer');
  return found;
}

/** unpaid → cancelled by the payer; a pending payment is closed. */
export function cancelOrder(
  db: Db,
  member: MemberRow,
  orderNo: string,
  now: number,
): RuleResult<OrderRow> {
  const found = payerOrder(db, member, orderNo);
  if (!found.ok) return found;
  const order = found.value;
  if (order.status !== 'unpaid') return reject(BizCode.conflict, 'order.notUnpaid');
  endOrder(db, order, now, 'payer');
  return accept(order);
}

export interface PayInput {
  orderNo: string;
  method: unknown;
  requestId: unknown;
}

/**
 * The order's reserved coupon, checked again as the payment starts: one that is no longer usable
 * (its validity ran out meanwhile) is released and the payer told (4009), since the amount changed.
 */
function recheckCoupon(db: Db, order: OrderRow, now: number): RuleResult<OrderRow> {
  const held = couponOfOrder(db, order);
  if (!held) return accept(order);
  if (lapseExpiredCoupon(db, order, now)) {
    closePendingPayments(db, order.orderNo, now);
    return reject(BizCode.conflict, 'coupon.invalidAtPay', { params: { code: held.coupon.code } });
  }
  const reason = unusableReason(
    forOrder(held.coupon, held.template, now),
    orderForCoupon(order),
    now,
  );
  if (!reason) return accept(order);
  releaseOrderCoupon(db, order);
  closePendingPayments(db, order.orderNo, now);
  return reject(BizCode.conflict, 'coupon.invalidAtPay', { params: { code: held.coupon.code } });
}

/**
 * Starts a payment (simulated gateway) of the order's payable (amount − coupon). The same
 * `requestId` always gets the same payment; a pending payment with the same method is returned as
 * it is; another method closes it and opens a new one. A paid or cancelled order is refused (4009).
 * A payable of 0 completes at once without the gateway (method NO_GATEWAY); NO_GATEWAY with
 * something left to pay is refused (4000).
 */
export function payOrder(
  db: Db,
  member: MemberRow,
  input: PayInput,
  now: number,
): RuleResult<PaymentRow> {
  const found = payerOrder(db, member, input.orderNo);
  if (!found.ok) return found;
  const order = found.value;
  const { method, requestId } = input;
  if (method !== NO_GATEWAY && !oneOf<PaymentMethod>(method, PAYMENT_METHODS)) {
    return invalid('method', method ? 'field.invalid' : 'field.required');
  }
  if (typeof requestId !== 'string' || !requestId.trim()) {
    return invalid('requestId', 'field.required');
  }
  if (requestId.length > 64) return invalid('requestId', 'field.tooLong', { max: 64 });
  const payments = paymentsOf(db, order.orderNo);
  const repeated = payments.find((payment) => payment.requestIds.includes(requestId));
  if (repeated) return accept(repeated);
  if (order.status === 'paid') return reject(BizCode.conflict, 'order.alreadyPaid');
  if (order.status === 'cancelled') return reject(BizCode.conflict, 'order.cancelled');
  const checked = recheckCoupon(db, order, now);
  if (!checked.ok) return checked;
  const payable = orderPayable(db, order);
  const free = toCents(payable) === 0;
  if (method === NO_GATEWAY && !free) return invalid('method');
  const pending = payments.find((payment) => payment.status === 'pending');
  if (pending?.method === method && !free) {
    pending.requestIds.push(requestId);
    return accept(pending);
  }
  closePendingPayments(db, order.orderNo, now);
  const payment: PaymentRow = {
    paymentNo: businessNo(db, 'P', now, 6),
    orderNo: order.orderNo,
    method: free ? NO_GATEWAY : method,
    amount: payable,
    currency: order.currency,
    status: 'pending',
    requestIds: [requestId],
    createdAt: now,
  };
  db.payments[payment.paymentNo] = payment;
  if (free) succeedPayment(db, payment, now);
  return accept(payment);
}

/** Devtools: the gateway confirms the order's pending payment now (4009 if there is none). */
export function confirmPayment(db: Db, orderNo: string, now: number): RuleResult<PaymentRow> {
  if (!orderNo) return invalid('orderNo', 'field.required');
  const order = db.orders[orderNo];
  if (!order) return reject(BizCode.notFound, 'field.notFound', { field: 'orderNo' });
  const pending = paymentsOf(db, orderNo).find((payment) => payment.status === 'pending');
  if (order.status !== 'unpaid' || !pending) return reject(BizCode.conflict, 'payment.noPending');
  succeedPayment(db, pending, now);
  return accept(pending);
}
