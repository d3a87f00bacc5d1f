/**
 * A shipment for every paid freight order (a coupon pack ships nothing). The order domain knows
 * nothing of shipments: as the invoice reads the paid orders it may invoice, this settle step,
 * run before every request after the order's own (which is where a pending payment succeeds),
 * opens the shipment of each paid tender order that has none, dated at the payment. Shipments are
 * tracked from the day the platform began to: an order paid more than TRACKED_DAYS before the step
 * first sees it (the trade's history) ships outside the platform and gets none.
 */
import { DAY } from '../../core/time';

import type { Db } from '../../core/schema';
import type { OrderRow } from '../order/schema';
import type { ShipmentRow } from './schema';

/** The shipment's number: its order's, S for O ('O20260105-0012' → 'S20260105-0012'). */
export function shipmentNoOf(orderNo: string): string {
  return `S${orderNo.replace(/^O/, '')}`;
}

export function openShipment(db: Db, order: OrderRow, at: number): ShipmentRow {
  const row: ShipmentRow = {
    shipmentNo: shipmentNoOf(order.orderNo),
    orderNo: order.orderNo,
    payerId: order.payerId,
    payeeId: order.payeeId,
    payerEnterpriseId: order.payerEnterpriseId,
    payeeEnterpriseId: order.payeeEnterpriseId,
    milestones: [],
    corrections: [],
    documents: [],
    createdAt: at,
    updatedAt: at,
  };
  db.shipments[row.shipmentNo] = row;
  return row;
}

/** How far back a paid order, first seen by the settle step, still gets its shipment. */
export const TRACKED_DAYS = 7;

export function settleShipments(db: Db, now: number): void {
  for (const order of Object.values(db.orders)) {
    if (order.status !== 'paid' || !order.tenderId) continue;
    if (db.shipments[shipmentNoOf(order.orderNo)]) continue;
    const paidAt = order.paidAt ?? now;
    if (now - paidAt > TRACKED_DAYS * DAY) continue;
    openShipment(db, order, paidAt);
  }
}
