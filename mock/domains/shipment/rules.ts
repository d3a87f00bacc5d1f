/**
 * The shipment calls' writes: each reads its body, checks the caller is a party, applies the pure
 * rule (booking.ts, milestones.ts, documents.ts) and tells the other party (notices.ts).
 */
import { BizCode } from '@/contract/http';
import {
  DOCUMENT_KINDS,
  EXPORT_MILESTONES,
  MILESTONE_KINDS,
  REVIEW_DECISIONS,
  SHIPMENT_LIMITS,
  type MilestoneKind,
} from '@/contract/shipment/types';

import { choice, isRejection, text, type Input } from '../../core/input';
import { invalid, reject, type Rejection, type RuleResult } from '../../core/result';
import { nextId } from '../../core/schema';
import { parseIsoInstant } from '../../core/time';
import { partyShipment, type PartyShipment } from './access';
import { checkBooking, confirmBooking } from './booking';
import { addDocument, ownUpload, reviewDraft } from './documents';
import { checkMilestone, correctMilestone, recordMilestone } from './milestones';
import { noticeOther } from './notices';
import { sailingById } from './sailing';

import type { Lang } from '../../core/messages';
import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';

const DOCUMENT_ID_START = 70000;

/** The port a milestone happens at: the port of loading up to departure, then the port of discharge. */
function portFor(kind: MilestoneKind, found: PartyShipment): string {
  return (EXPORT_MILESTONES as readonly string[]).includes(kind)
    ? found.tender.pol
    : found.tender.pod;
}

function instant(body: Input, field: string, required: boolean): Rejection | number | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    return required ? invalid(field, 'field.required') : undefined;
  }
  const at = typeof value === 'string' ? parseIsoInstant(value) : undefined;
  return at === undefined ? invalid(field) : at;
}

/** Who writes and when: the signed-in member, the instant and the reply's language. */
export interface WriteContext {
  member: MemberRow;
  now: number;
  lang: Lang;
}

/**
 * A write on a shipment the caller is a party to (found before the body is read, so a stranger
 * learns nothing of its state): the refusal, or nothing when it is stored and the other party told.
 */
export type PartyWrite = (
  db: Db,
  party: PartyShipment,
  body: Input,
  context: WriteContext,
) => Rejection | undefined;

/** The shipment of the body's `shipmentNo`, when the member is a party to it. */
export function bodyShipment(db: Db, member: MemberRow, body: Input): RuleResult<PartyShipment> {
  return partyShipment(db, member, typeof body.shipmentNo === 'string' ? body.shipmentNo : '');
}

/** POST shipment/book: the payee confirms or changes the booking; the payer is told. */
export const bookShipment: PartyWrite = (db, party, body, { now, lang }) => {
  if (party.role !== 'payee') return reject(BizCode.forbidden, 'shipment.payeeOnly');
  const { row, tender } = party;
  const sailingId = typeof body.sailingId === 'string' ? body.sailingId : '';
  const sailing = sailingId ? sailingById(sailingId, lang, now) : undefined;
  const checked = checkBooking(row, tender, body, sailing, now);
  if (!checked.ok) return checked;
  confirmBooking(row, tender, checked.value, now);
  noticeOther(db, row, { kind: 'shipmentBooked', by: 'payee' }, now);
  return undefined;
};

/** POST shipment/milestone: the next milestone (the payer: delivered, once arrived). */
export const addMilestone: PartyWrite = (db, party, body, { now }) => {
  const kind = choice(body, 'kind', MILESTONE_KINDS);
  if (isRejection(kind)) return kind;
  const at = instant(body, 'at', true);
  if (isRejection(at)) return at;
  const place = text(body, 'place', SHIPMENT_LIMITS.place, true);
  if (isRejection(place)) return place;
  const { row, role, tender } = party;
  const input = { kind, at: at ?? now, port: portFor(kind, party), place: place ?? '' };
  const checked = checkMilestone(row, tender.shipmentType, role, input, now);
  if (!checked.ok) return checked;
  recordMilestone(row, checked.value, role, now);
  noticeOther(db, row, { kind: 'shipmentMilestone', by: role, milestone: kind }, now);
  return undefined;
};

/** POST shipment/correct: a milestone's time or place corrected, or the latest withdrawn. */
export const correctShipment: PartyWrite = (db, party, body, { member, now }) => {
  const kind = choice(body, 'kind', MILESTONE_KINDS);
  if (isRejection(kind)) return kind;
  const withdraw = body.withdraw === true;
  const at = withdraw ? undefined : instant(body, 'at', false);
  if (isRejection(at)) return at;
  const place = withdraw ? undefined : text(body, 'place', SHIPMENT_LIMITS.place, false);
  if (isRejection(place)) return place;
  if (!withdraw && at === undefined && place === undefined) return invalid('at', 'field.required');
  const reason = text(body, 'reason', SHIPMENT_LIMITS.reason, false);
  if (isRejection(reason)) return reason;
  const { row, role } = party;
  const corrected = correctMilestone(
    row,
    {
      kind,
      withdraw,
      ...(at !== undefined ? { at } : {}),
      ...(place !== undefined ? { place } : {}),
      ...(reason ? { reason } : {}),
    },
    { memberId: member.id, role },
    now,
  );
  if (!corrected.ok) return corrected;
  noticeOther(
    db,
    row,
    { kind: 'shipmentCorrected', by: role, milestone: kind, ...(reason ? { reason } : {}) },
    now,
  );
  return undefined;
};

/** POST shipment/document: a file the member uploaded, as a document of the shipment. */
export const addShipmentDocument: PartyWrite = (db, party, body, { member, now }) => {
  const kind = choice(body, 'kind', DOCUMENT_KINDS);
  if (isRejection(kind)) return kind;
  const url = typeof body.url === 'string' ? body.url : '';
  if (!url) return invalid('url', 'field.required');
  const upload = ownUpload(db, url, member.id);
  if (!upload) return invalid('url', 'shipment.notUploaded');
  const name = text(body, 'name', SHIPMENT_LIMITS.fileName, false);
  if (isRejection(name)) return name;
  const { row, role } = party;
  const added = addDocument(
    row,
    kind,
    {
      uploadKey: upload.key,
      url,
      name: name ?? upload.name,
      size: upload.size,
      contentType: upload.contentType,
    },
    role,
    { next: () => nextId(db, 'shipmentDocument', DOCUMENT_ID_START) },
    now,
  );
  if (!added.ok) return added;
  noticeOther(db, row, { kind: 'documentUploaded', by: role, document: kind }, now);
  return undefined;
};

/** POST shipment/review: the payer approves the B/L draft or asks for changes. */
export const reviewShipmentDraft: PartyWrite = (db, party, body, { now }) => {
  const decision = choice(body, 'decision', REVIEW_DECISIONS);
  if (isRejection(decision)) return decision;
  const comment = text(body, 'comment', SHIPMENT_LIMITS.comment, false);
  if (isRejection(comment)) return comment;
  const { row, role } = party;
  const reviewed = reviewDraft(row, decision, comment, role, now);
  if (!reviewed.ok) return reviewed;
  const kind = decision === 'approve' ? 'blDraftApproved' : 'blChangesRequested';
  noticeOther(db, row, { kind, by: role, ...(comment ? { reason: comment } : {}) }, now);
  return undefined;
};
