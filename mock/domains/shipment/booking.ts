/**
 * The booking the payee confirms: a booking (SO) number, a sailing of the schedules on the order's
 * lane whose CY cut-off is still ahead, and the containers known so far (FCL: ISO 6346 numbers
 * with a right check digit, of the tendered types and no more than tendered, none twice) or the
 * cargo as received (LCL: packages, weight, volume). It may be changed until the cargo is gated
 * in; the first confirmation records the `booked` milestone.
 */
import type { ContainerType } from '@/contract/common/trade';
import { BizCode } from '@/contract/http';
import type { Sailing } from '@/contract/schedule/types';
import { containerNoProblem, normalizeContainerNo } from '@/contract/shipment/container-number';
import { SHIPMENT_LIMITS, type BookedContainer } from '@/contract/shipment/types';

import { isContainerType, isRejection, text, type Input } from '../../core/input';
import { accept, invalid, reject, type Rejection, type RuleResult } from '../../core/result';
import { parseIsoInstant } from '../../core/time';
import { hasMilestone } from './milestones';

import type { TenderRow } from '../tender/schema';
import type { BookingRow, ShipmentRow } from './schema';

const BOOKING_NO = /^[A-Z0-9][A-Z0-9-]{5,29}$/;

function containersOf(body: Input, tender: TenderRow): Rejection | BookedContainer[] {
  const list = body.containers ?? [];
  if (!Array.isArray(list)) return invalid('containers');
  const allowed = new Map(tender.containers.map((line) => [line.type, line.quantity]));
  const used = new Map<ContainerType, number>();
  const seen = new Set<string>();
  const containers: BookedContainer[] = [];
  for (const [index, item] of (list as unknown[]).entries()) {
    const field = `containers.${index}`;
    if (typeof item !== 'object' || item === null) return invalid(field);
    const entry = item as Input;
    const raw = typeof entry.containerNo === 'string' ? entry.containerNo : '';
    if (!raw.trim()) return invalid(`${field}.containerNo`, 'field.required');
    const problem = containerNoProblem(raw);
    if (problem === 'format') return invalid(`${field}.containerNo`, 'shipment.containerFormat');
    if (problem === 'checkDigit') return invalid(`${field}.containerNo`, 'shipment.checkDigit');
    const containerNo = normalizeContainerNo(raw);
    if (seen.has(containerNo))
      return invalid(`${field}.containerNo`, 'shipment.duplicateContainer');
    seen.add(containerNo);
    if (!isContainerType(entry.type) || !allowed.has(entry.type)) return invalid(`${field}.type`);
    const count = (used.get(entry.type) ?? 0) + 1;
    if (count > (allowed.get(entry.type) ?? 0)) {
      return invalid(`${field}.type`, 'shipment.tooManyContainers', { type: entry.type });
    }
    used.set(entry.type, count);
    const sealNo = text(entry, 'sealNo', SHIPMENT_LIMITS.sealNo, false);
    if (isRejection(sealNo)) return invalid(`${field}.sealNo`, sealNo.messageId, sealNo.params);
    containers.push({ containerNo, type: entry.type, ...(sealNo ? { sealNo } : {}) });
  }
  return containers;
}

/** A weight or volume: a decimal of up to three places, above zero. */
function positive(value: unknown, field: string): Rejection | string {
  if (typeof value !== 'string' || !value.trim()) return invalid(field, 'field.required');
  const trimmed = value.trim();
  if (!/^\d{1,9}(\.\d{1,3})?$/.test(trimmed) || Number(trimmed) <= 0) {
    return invalid(field, 'field.positive');
  }
  return trimmed;
}

function cargoOf(body: Input): Rejection | NonNullable<BookingRow['cargo']> {
  const cargo = body.cargo;
  if (typeof cargo !== 'object' || cargo === null) return invalid('cargo', 'field.required');
  const entry = cargo as Input;
  const packages = entry.packages;
  if (!Number.isInteger(packages) || (packages as number) < 1 || (packages as number) > 99_999) {
    return invalid('cargo.packages', 'field.range', { min: 1, max: 99_999 });
  }
  const weightKg = positive(entry.weightKg, 'cargo.weightKg');
  if (isRejection(weightKg)) return weightKg;
  const volumeCbm = positive(entry.volumeCbm, 'cargo.volumeCbm');
  if (isRejection(volumeCbm)) return volumeCbm;
  return { packages: packages as number, weightKg, volumeCbm };
}

/**
 * Checks a booking body against the order's tender and the sailing `sailing` (the schedules'
 * sailing its `sailingId` names, if any). The first refused field gives a 4000 naming it.
 */
export function checkBooking(
  row: ShipmentRow,
  tender: TenderRow,
  body: Input,
  sailing: Sailing | undefined,
  now: number,
): RuleResult<Omit<BookingRow, 'confirmedAt'>> {
  if (hasMilestone(row, 'gated_in')) return reject(BizCode.conflict, 'shipment.bookingLocked');
  const bookingNo = text(body, 'bookingNo', SHIPMENT_LIMITS.bookingNo, true);
  if (isRejection(bookingNo)) return bookingNo;
  if (!bookingNo || !BOOKING_NO.test(bookingNo.toUpperCase())) return invalid('bookingNo');
  if (typeof body.sailingId !== 'string' || !body.sailingId) {
    return invalid('sailingId', 'field.required');
  }
  if (!sailing) return invalid('sailingId', 'field.notFound');
  if (sailing.pol.code !== tender.pol || sailing.pod.code !== tender.pod) {
    return invalid('sailingId', 'shipment.sailingLane');
  }
  const etd = parseIsoInstant(sailing.etd) ?? 0;
  const cy = (sailing.cutoffs.cy ? parseIsoInstant(sailing.cutoffs.cy) : undefined) ?? etd;
  if (cy <= now) return invalid('sailingId', 'shipment.cutoffPassed');
  const fcl = tender.shipmentType === 'FCL';
  const containers = fcl ? containersOf(body, tender) : [];
  if (isRejection(containers)) return containers;
  const cargo = fcl ? undefined : cargoOf(body);
  if (isRejection(cargo)) return cargo;
  return accept({
    bookingNo: bookingNo.toUpperCase(),
    sailingId: sailing.id,
    carrier: sailing.carrier,
    vessel: sailing.vessel,
    voyage: sailing.voyage,
    etd,
    eta: parseIsoInstant(sailing.eta) ?? 0,
    cutoffs: { ...sailing.cutoffs },
    containers,
    ...(cargo ? { cargo } : {}),
  });
}

/** Stores the booking; the first one records `booked` at the port of loading, now. */
export function confirmBooking(
  row: ShipmentRow,
  tender: TenderRow,
  booking: Omit<BookingRow, 'confirmedAt'>,
  now: number,
): { first: boolean } {
  const first = !row.booking;
  row.booking = { ...booking, confirmedAt: now };
  if (first) {
    row.milestones.push({
      kind: 'booked',
      at: now,
      port: tender.pol,
      place: `${booking.carrier} ${booking.vessel} ${booking.voyage}`,
      recordedBy: 'payee',
      recordedAt: now,
    });
  }
  row.updatedAt = now;
  return { first };
}
