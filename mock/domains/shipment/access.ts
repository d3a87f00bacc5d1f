import { BizCode } from '@/contract/http';
import type { ShipmentRole } from '@/contract/shipment/types';

import { accept, invalid, reject, type RuleResult } from '../../core/result';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { TenderRow } from '../tender/schema';
import type { ShipmentRow } from './schema';

/** A shipment as one of its parties reads or changes it: the row, the reader's side, the tender. */
export interface PartyShipment {
  row: ShipmentRow;
  role: ShipmentRole;
  tender: TenderRow;
}

/** The shipment, if `member` is its order's payer or payee (4004 unknown, 4003 anyone else). */
export function partyShipment(
  db: Db,
  member: MemberRow,
  shipmentNo: string,
): RuleResult<PartyShipment> {
  if (!shipmentNo) return invalid('shipmentNo', 'field.required');
  const row = db.shipments[shipmentNo];
  const order = row ? db.orders[row.orderNo] : undefined;
  const tender = order?.tenderId ? db.tenders[order.tenderId] : undefined;
  if (!row || !tender) return reject(BizCode.notFound, 'field.notFound', { field: 'shipmentNo' });
  if (row.payerId === member.id) return accept({ row, role: 'payer', tender });
  if (row.payeeId === member.id) return accept({ row, role: 'payee', tender });
  return reject(BizCode.forbidden, 'shipment.notParty');
}
