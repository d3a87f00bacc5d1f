/**
 * The notifications the shipment's rules raise, each to the other party of the order: the booking
 * and the B/L draft's review to the one who did not act, a milestone, a correction and a document
 * to whoever did not record or upload it. Subject: the order (the shipment belongs to it).
 */
import type { NotificationKind } from '@/contract/notification/types';
import type { DocumentKind, MilestoneKind, ShipmentRole } from '@/contract/shipment/types';

import { partyName } from '../member/views';
import { notify } from '../notification/raise';

import type { Db } from '../../core/schema';
import type { ShipmentRow } from './schema';

interface ShipmentEvent {
  kind: NotificationKind;
  /** Who acted: the other party is told. */
  by: ShipmentRole;
  milestone?: MilestoneKind;
  document?: DocumentKind;
  reason?: string;
}

export function noticeOther(db: Db, row: ShipmentRow, event: ShipmentEvent, at: number): void {
  const toPayer = event.by === 'payee';
  notify(
    db,
    {
      memberId: toPayer ? row.payerId : row.payeeId,
      kind: event.kind,
      subject: { type: 'order', id: row.orderNo },
      params: {
        shipmentNo: row.shipmentNo,
        orderNo: row.orderNo,
        party: partyName(db, toPayer ? row.payeeEnterpriseId : row.payerEnterpriseId),
        ...(event.milestone ? { milestone: event.milestone } : {}),
        ...(event.document ? { document: event.document } : {}),
        ...(event.reason ? { reason: event.reason } : {}),
      },
    },
    at,
  );
}
