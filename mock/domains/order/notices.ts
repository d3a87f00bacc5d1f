/**
 * The notifications the order's rules raise: the payment to the payee, the reminder and the
 * cancellation (an order's creation is told by the award that opens it, tender/notices.ts). A
 * coupon-pack order was started by its buyer a moment before, so its creation raises nothing and
 * its payee (the coupon issuer) hears only that it was paid; its reminder and cancellation go to
 * the buyer alone.
 */
import { MINUTE, isoCst } from '../../core/time';
import { partyName } from '../member/views';
import { notify } from '../notification/raise';
import { ORDER_CANCEL_REASONS } from './messages';

import type { Db } from '../../core/schema';
import type { OrderRow } from './schema';

/** How long before an unpaid order lapses its payer is reminded (its pay window is 30 minutes). */
export const UNPAID_NOTICE_MINUTES = 10;

/** Payee: the order is paid (what was charged, after any coupon). */
export function noticePaid(db: Db, order: OrderRow, charged: string, at: number): void {
  notify(
    db,
    {
      memberId: order.payeeId,
      kind: 'orderPaid',
      subject: { type: 'order', id: order.orderNo },
      params: {
        orderNo: order.orderNo,
        amount: charged,
        currency: order.currency,
        party: partyName(db, order.payerEnterpriseId),
      },
    },
    at,
  );
}

/** Payer, once per order: it is still unpaid with little of its pay window left. */
export function noticeUnpaid(db: Db, order: OrderRow, now: number): void {
  if (order.status !== 'unpaid' || now >= order.expiresAt) return;
  if (order.expiresAt - now > UNPAID_NOTICE_MINUTES * MINUTE) return;
  notify(
    db,
    {
      memberId: order.payerId,
      kind: 'orderUnpaid',
      subject: { type: 'order', id: order.orderNo },
      params: {
        orderNo: order.orderNo,
        amount: order.amount,
        currency: order.currency,
        deadline: isoCst(order.expiresAt),
      },
      key: `orderUnpaid:${order.orderNo}`,
    },
    now,
  );
}

/** Both parties (the buyer alone for a coupon pack): the order was cancelled, and why. */
export function noticeCancelled(db: Db, order: OrderRow, at: number): void {
  const reason = ORDER_CANCEL_REASONS[order.cancelReason ?? 'payer'];
  const parties = order.pack
    ? [{ memberId: order.payerId, other: order.payeeEnterpriseId }]
    : [
        { memberId: order.payerId, other: order.payeeEnterpriseId },
        { memberId: order.payeeId, other: order.payerEnterpriseId },
      ];
  for (const { memberId, other } of parties) {
    notify(
      db,
      {
        memberId,
        kind: 'orderCancelled',
        subject: { type: 'order', id: order.orderNo },
        params: {
          orderNo: order.orderNo,
          amount: order.amount,
          currency: order.currency,
          party: partyName(db, other),
          reason,
        },
      },
      at,
    );
  }
}
