/**
 * The milestones' rules, pure functions of a shipment's row: their order (an LCL shipment has no
 * empty container to pick up), the next one due, a new one checked against the one before, and a
 * correction kept with its before and after; withdrawing the latest milestone is a step back,
 * recorded as a correction like any other, never silent.
 */
import type { ShipmentType } from '@/contract/common/trade';
import { BizCode } from '@/contract/http';
import { milestoneOrder } from '@/contract/shipment/milestone-order';
import {
  type MilestoneKind,
  type ShipmentRole,
  type ShipmentStatus,
} from '@/contract/shipment/types';

import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { MINUTE } from '../../core/time';

import type { CorrectionRow, MilestoneRow, PointRow, ShipmentRow } from './schema';

/** A milestone may be dated this far ahead of the server's clock (a phone's clock runs fast). */
export const FUTURE_TOLERANCE = 10 * MINUTE;

/** The milestones of a shipment of `type`, in order (the rule the app shares). */
export { milestoneOrder };

export function latestMilestone(row: ShipmentRow): MilestoneRow | undefined {
  return row.milestones.at(-1);
}

export function hasMilestone(row: ShipmentRow, kind: MilestoneKind): boolean {
  return row.milestones.some((milestone) => milestone.kind === kind);
}

/** Awaiting its booking, then its latest milestone. */
export function statusOf(row: ShipmentRow): ShipmentStatus {
  return latestMilestone(row)?.kind ?? 'awaiting_booking';
}

/** The milestone due next, or undefined once delivered. */
export function nextMilestone(row: ShipmentRow, type: ShipmentType): MilestoneKind | undefined {
  const order = milestoneOrder(type);
  const latest = latestMilestone(row);
  return latest ? order[order.indexOf(latest.kind) + 1] : order[0];
}

export interface NewMilestone extends PointRow {
  kind: MilestoneKind;
}

/**
 * Whether `role` may record `input` now: the payee records the next milestone (booked only through
 * the booking); the payer only `delivered`, once the cargo has arrived (it may confirm delivery
 * before the payee does, import clearance then left unrecorded). Its time is not before the
 * latest milestone's and not in the future.
 */
export function checkMilestone(
  row: ShipmentRow,
  type: ShipmentType,
  role: ShipmentRole,
  input: NewMilestone,
  now: number,
): RuleResult<NewMilestone> {
  if (!row.booking) return reject(BizCode.conflict, 'shipment.notBooked');
  const next = nextMilestone(row, type);
  const earlyDelivery =
    role === 'payer' &&
    input.kind === 'delivered' &&
    hasMilestone(row, 'arrived') &&
    !hasMilestone(row, 'delivered');
  if (role === 'payer' && !earlyDelivery) return reject(BizCode.forbidden, 'shipment.payeeOnly');
  if (role === 'payee' && (input.kind !== next || input.kind === 'booked')) {
    return invalid('kind', 'shipment.notNext', { next: next ?? '-' });
  }
  const latest = latestMilestone(row);
  if (latest && input.at < latest.at) return invalid('at', 'shipment.beforePrevious');
  if (input.at > now + FUTURE_TOLERANCE) return invalid('at', 'shipment.inFuture');
  return accept(input);
}

/** Adds a checked milestone (a payer's early delivery skips what is left before it). */
export function recordMilestone(
  row: ShipmentRow,
  input: NewMilestone,
  role: ShipmentRole,
  now: number,
): MilestoneRow {
  const milestone: MilestoneRow = { ...input, recordedBy: role, recordedAt: now };
  row.milestones.push(milestone);
  row.updatedAt = now;
  return milestone;
}

export interface CorrectionInput {
  kind: MilestoneKind;
  at?: number;
  port?: string;
  place?: string;
  withdraw: boolean;
  reason?: string;
}

/**
 * A correction by the payee of a recorded milestone: a new time or place (the time staying between
 * its neighbours' and not in the future), or the latest one withdrawn (with a reason; not the
 * booking, which is changed through the booking). Kept with before, after, who and when.
 */
export function correctMilestone(
  row: ShipmentRow,
  input: CorrectionInput,
  by: { memberId: string; role: ShipmentRole },
  now: number,
): RuleResult<CorrectionRow> {
  if (by.role !== 'payee') return reject(BizCode.forbidden, 'shipment.payeeOnly');
  const index = row.milestones.findIndex((milestone) => milestone.kind === input.kind);
  const current = row.milestones[index];
  if (!current) return invalid('kind', 'shipment.notRecorded');
  const before: PointRow = { at: current.at, port: current.port, place: current.place };
  const trail = { kind: input.kind, before, byMemberId: by.memberId, byRole: by.role, at: now };
  if (input.withdraw) {
    if (index !== row.milestones.length - 1) return invalid('kind', 'shipment.withdrawLatest');
    if (input.kind === 'booked') return invalid('kind', 'shipment.withdrawBooking');
    if (!input.reason) return invalid('reason', 'field.required');
    row.milestones.pop();
    const correction: CorrectionRow = { ...trail, stepBack: true, reason: input.reason };
    row.corrections.push(correction);
    row.updatedAt = now;
    return accept(correction);
  }
  const after: PointRow = {
    at: input.at ?? current.at,
    port: input.port ?? current.port,
    place: input.place ?? current.place,
  };
  if (after.at === before.at && after.place === before.place && after.port === before.port) {
    return invalid('at', 'shipment.unchanged');
  }
  const previous = row.milestones[index - 1];
  const following = row.milestones[index + 1];
  if (previous && after.at < previous.at) return invalid('at', 'shipment.beforePrevious');
  if (following && after.at > following.at) return invalid('at', 'shipment.afterNext');
  if (after.at > now + FUTURE_TOLERANCE) return invalid('at', 'shipment.inFuture');
  Object.assign(current, after);
  const correction: CorrectionRow = {
    ...trail,
    after,
    stepBack: false,
    ...(input.reason ? { reason: input.reason } : {}),
  };
  row.corrections.push(correction);
  row.updatedAt = now;
  return accept(correction);
}
