import type {
  Shipment,
  ShipmentRole,
  ShipmentSummary,
  MilestonePoint,
} from '@/contract/shipment/types';

import { isoCst } from '../../core/time';
import { partyRef } from '../member/views';
import { portZone } from '../reference/data-port-zones';
import { portRef } from '../reference/ports';
import { isoInZone } from '../schedule/time';
import { latenessOf, nextCutoffOf } from './lateness';
import { statusOf } from './milestones';

import type { Db } from '../../core/schema';
import type { TenderRow } from '../tender/schema';
import type { PointRow, ShipmentRow } from './schema';

/** A port's IANA zone; UTC for a port the zone table lacks (said as such, never guessed). */
function zoneOf(port: string): string {
  return portZone(port) ?? 'UTC';
}

/** An instant at a port: ISO with the port's offset at that instant, and the zone. */
export function atPort(port: string, at: number): { at: string; zone: string } {
  const zone = zoneOf(port);
  return { at: isoInZone(zone, at), zone };
}

function toPoint(point: PointRow): MilestonePoint {
  return { ...atPort(point.port, point.at), port: portRef(point.port), place: point.place };
}

export function toShipmentSummary(
  db: Db,
  row: ShipmentRow,
  tender: TenderRow,
  role: ShipmentRole,
  now: number,
): ShipmentSummary {
  const booking = row.booking;
  const late = latenessOf(row, now);
  const cutoff = nextCutoffOf(row, now);
  return {
    shipmentNo: row.shipmentNo,
    orderNo: row.orderNo,
    tenderNo: tender.tenderNo,
    title: tender.title,
    shipmentType: tender.shipmentType,
    pol: portRef(tender.pol),
    pod: portRef(tender.pod),
    polZone: zoneOf(tender.pol),
    podZone: zoneOf(tender.pod),
    payer: partyRef(db, row.payerEnterpriseId),
    payee: partyRef(db, row.payeeEnterpriseId),
    role,
    status: statusOf(row),
    ...(booking
      ? {
          carrier: booking.carrier,
          vessel: booking.vessel,
          voyage: booking.voyage,
          etd: atPort(tender.pol, booking.etd).at,
          eta: atPort(tender.pod, booking.eta).at,
        }
      : {}),
    ...(cutoff ? { nextCutoff: { kind: cutoff.kind, at: cutoff.at } } : {}),
    ...(late
      ? {
          late: {
            reason: late.reason,
            since: atPort(late.reason === 'eta' ? tender.pod : tender.pol, late.since).at,
          },
        }
      : {}),
    createdAt: isoCst(row.createdAt),
    updatedAt: isoCst(row.updatedAt),
  };
}

export function toShipment(
  db: Db,
  row: ShipmentRow,
  tender: TenderRow,
  role: ShipmentRole,
  now: number,
): Shipment {
  const booking = row.booking;
  return {
    ...toShipmentSummary(db, row, tender, role, now),
    ...(booking
      ? {
          booking: {
            bookingNo: booking.bookingNo,
            sailingId: booking.sailingId,
            carrier: booking.carrier,
            vessel: booking.vessel,
            voyage: booking.voyage,
            etd: atPort(tender.pol, booking.etd).at,
            eta: atPort(tender.pod, booking.eta).at,
            // A cut-off the schedule does not give is left out.
            cutoffs: Object.fromEntries(
              Object.entries(booking.cutoffs).filter(([, at]) => at !== null),
            ),
            containers: booking.containers.map((container) => ({ ...container })),
            ...(booking.cargo ? { cargo: { ...booking.cargo } } : {}),
            confirmedAt: isoCst(booking.confirmedAt),
          },
        }
      : {}),
    tendered: {
      containers: tender.containers.map((line) => ({ ...line })),
      ...(tender.volumeCbm ? { volumeCbm: tender.volumeCbm } : {}),
      ...(tender.weightKg ? { weightKg: tender.weightKg } : {}),
      ...(tender.packages !== undefined ? { packages: tender.packages } : {}),
    },
    milestones: row.milestones.map((milestone) => ({
      kind: milestone.kind,
      ...toPoint(milestone),
      recordedBy: milestone.recordedBy,
      recordedAt: isoCst(milestone.recordedAt),
    })),
    corrections: row.corrections.map((correction) => ({
      kind: correction.kind,
      before: toPoint(correction.before),
      ...(correction.after ? { after: toPoint(correction.after) } : {}),
      stepBack: correction.stepBack,
      ...(correction.reason ? { reason: correction.reason } : {}),
      by: partyRef(
        db,
        correction.byRole === 'payer' ? row.payerEnterpriseId : row.payeeEnterpriseId,
      ),
      byRole: correction.byRole,
      at: isoCst(correction.at),
    })),
    documents: row.documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      versions: document.versions.map(({ uploadKey: _key, ...version }) => ({
        ...version,
        uploadedAt: isoCst(version.uploadedAt),
      })),
      ...(document.review ? { review: document.review } : {}),
      reviews: document.reviews.map((review) => ({ ...review, at: isoCst(review.at) })),
    })),
  };
}
