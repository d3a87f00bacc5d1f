/**
 * What each party may do next on a shipment, by the rules the server holds: the payee books (and
 * changes the booking until the cargo is gated in), then records the milestones one after the
 * other (an LCL shipment has no empty container to pick up); the payer may confirm delivery once
 * the cargo has arrived. Only the payee corrects a milestone, and withdraws only the latest (never
 * the booking). The B/L draft is the payee's, a version at a time, each reviewed by the payer; the
 * final B/L follows its approval, the arrival notice the arrival; `other` documents come from
 * either party.
 */
import {
  EXPORT_MILESTONES,
  MILESTONE_KINDS,
  type DocumentKind,
  type Milestone,
  type MilestoneKind,
  type Shipment,
  type ShipmentDocument,
} from '@/contract/shipment/types';

/** The milestones of the shipment, in order. */
export function milestoneOrder(shipment: Pick<Shipment, 'shipmentType'>): MilestoneKind[] {
  return MILESTONE_KINDS.filter(
    (kind) => shipment.shipmentType !== 'LCL' || kind !== 'empty_picked_up',
  );
}

export function hasMilestone(shipment: Shipment, kind: MilestoneKind): boolean {
  return shipment.milestones.some((milestone) => milestone.kind === kind);
}

export function latestMilestone(shipment: Shipment): Milestone | undefined {
  return shipment.milestones.at(-1);
}

/** The one milestone the payee may record now (booked comes only from the booking), if any. */
export function nextMilestone(shipment: Shipment): MilestoneKind | undefined {
  if (!shipment.booking) return undefined;
  const order = milestoneOrder(shipment);
  const latest = latestMilestone(shipment);
  const next = latest ? order[order.indexOf(latest.kind) + 1] : undefined;
  return next === 'booked' ? undefined : next;
}

/** The payee may book, or change the booking, until the cargo is gated in. */
export function bookingOpen(shipment: Shipment): boolean {
  return shipment.role === 'payee' && !hasMilestone(shipment, 'gated_in');
}

/** The payer may confirm delivery once the cargo has arrived, while it is not delivered. */
export function payerMayDeliver(shipment: Shipment): boolean {
  return (
    shipment.role === 'payer' &&
    hasMilestone(shipment, 'arrived') &&
    !hasMilestone(shipment, 'delivered')
  );
}

/** The milestone the payee may withdraw (the latest, never the booking), if any. */
export function withdrawable(shipment: Shipment): Milestone | undefined {
  const latest = latestMilestone(shipment);
  return shipment.role === 'payee' && latest && latest.kind !== 'booked' ? latest : undefined;
}

export function isExportMilestone(kind: MilestoneKind): boolean {
  return (EXPORT_MILESTONES as readonly MilestoneKind[]).includes(kind);
}

/**
 * The zone a milestone of `kind` is entered in: its port's (the port of loading's up to departure,
 * then the port of discharge's).
 */
export function zoneFor(shipment: Shipment, kind: MilestoneKind): string {
  return isExportMilestone(kind) ? shipment.polZone : shipment.podZone;
}

export function documentOf(shipment: Shipment, kind: DocumentKind): ShipmentDocument | undefined {
  return shipment.documents.find((document) => document.kind === kind);
}

/** The kinds of document the reader may add now. */
export function uploadableKinds(shipment: Shipment): DocumentKind[] {
  if (shipment.role === 'payer') return ['other'];
  const draft = documentOf(shipment, 'bl_draft');
  const kinds: DocumentKind[] = [];
  if (!draft || draft.review === 'changes_requested') kinds.push('bl_draft');
  if (draft?.review === 'approved') kinds.push('bl_final');
  if (hasMilestone(shipment, 'arrived')) kinds.push('arrival_notice');
  kinds.push('other');
  return kinds;
}

/** The B/L draft waiting for the payer's review, if the reader is the payer. */
export function draftToReview(shipment: Shipment): ShipmentDocument | undefined {
  const draft = documentOf(shipment, 'bl_draft');
  return shipment.role === 'payer' && draft?.review === 'in_review' ? draft : undefined;
}
