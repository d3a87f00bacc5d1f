/**
 * When a shipment is late, what is due next, and the payee's working order: pure functions of a
 * shipment's row and the time.
 */
import type { CutoffKind } from '@/contract/schedule/types';
import type { LateReason } from '@/contract/shipment/types';

import { parseIsoInstant } from '../../core/time';
import { hasMilestone } from './milestones';

import type { ShipmentRow } from './schema';

export interface Late {
  reason: LateReason;
  /** The cut-off or the ETA that passed. */
  since: number;
}

/**
 * Late: the CY cut-off passed and the cargo is not gated in, or the ETA passed and it has not
 * arrived. Without a CY cut-off in the schedule, the ETD stands for it.
 */
export function latenessOf(row: ShipmentRow, now: number): Late | undefined {
  const booking = row.booking;
  if (!booking) return undefined;
  const cy = (booking.cutoffs.cy ? parseIsoInstant(booking.cutoffs.cy) : undefined) ?? booking.etd;
  if (cy < now && !hasMilestone(row, 'gated_in')) return { reason: 'cutoff', since: cy };
  if (booking.eta < now && !hasMilestone(row, 'arrived'))
    return { reason: 'eta', since: booking.eta };
  return undefined;
}

/** The earliest cut-off still ahead while the cargo is not gated in. */
export function nextCutoffOf(
  row: ShipmentRow,
  now: number,
): { kind: CutoffKind; at: string; instant: number } | undefined {
  const booking = row.booking;
  if (!booking || hasMilestone(row, 'gated_in')) return undefined;
  const ahead = (['si', 'vgm', 'cy'] as const)
    .map((kind) => {
      const at = booking.cutoffs[kind];
      const instant = at ? parseIsoInstant(at) : undefined;
      return at && instant !== undefined && instant > now ? { kind, at, instant } : undefined;
    })
    .filter((cutoff) => cutoff !== undefined)
    .sort((a, b) => a.instant - b.instant);
  return ahead[0];
}

/** When the shipment next needs its payee: a cut-off ahead, else the ETA; none once delivered. */
function nextDue(row: ShipmentRow, now: number): number {
  if (hasMilestone(row, 'delivered')) return Number.MAX_SAFE_INTEGER;
  return nextCutoffOf(row, now)?.instant ?? row.booking?.eta ?? Number.MAX_SAFE_INTEGER;
}

/**
 * The payee's order: late ones first, the longest late first; then those awaiting booking, oldest
 * first; then by the next date due; delivered ones last. Ties by shipment number.
 */
export function payeeOrder(now: number): (a: ShipmentRow, b: ShipmentRow) => number {
  const rank = (row: ShipmentRow) => {
    const late = latenessOf(row, now);
    if (late) return [0, late.since] as const;
    if (!row.booking) return [1, row.createdAt] as const;
    if (hasMilestone(row, 'delivered')) return [3, -row.updatedAt] as const;
    return [2, nextDue(row, now)] as const;
  };
  return (a, b) => {
    const [groupA, keyA] = rank(a);
    const [groupB, keyB] = rank(b);
    return groupA - groupB || keyA - keyB || a.shipmentNo.localeCompare(b.shipmentNo);
  };
}

/** The payer's order: newest first (by its order's payment), ties by shipment number. */
export function payerOrder(a: ShipmentRow, b: ShipmentRow): number {
  return b.createdAt - a.createdAt || b.shipmentNo.localeCompare(a.shipmentNo);
}
