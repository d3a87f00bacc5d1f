/**
 * The documents' rules: who may add which, and the B/L draft's review (draft v1 in review →
 * changes requested with a comment → v2 in review → approved). The final B/L follows the draft's
 * approval, the arrival notice the cargo's arrival; `other` documents may come from either party.
 * Every version is kept. A file is one the member stored through the upload call, which checked
 * its type from its bytes and its size.
 */
import { BizCode } from '@/contract/http';
import type { DocumentKind, ReviewDecision, ShipmentRole } from '@/contract/shipment/types';

import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { hasMilestone } from './milestones';

import type { Db } from '../../core/schema';
import type { UploadRow } from '../upload/schema';
import type { DocumentRow, DocumentVersionRow, ShipmentRow } from './schema';

/** The stored upload an address names (`…/<key>.<ext>`), if `memberId` uploaded it. */
export function ownUpload(db: Db, url: string, memberId: string): UploadRow | undefined {
  const name = /\/([^/?#]+)$/.exec(url)?.[1];
  const [key, ext] = name?.split('.') ?? [];
  const upload = key ? db.uploads[key] : undefined;
  return upload && upload.ext === ext && upload.memberId === memberId ? upload : undefined;
}

export type NewVersion = Omit<DocumentVersionRow, 'version' | 'uploadedBy' | 'uploadedAt'>;

function draftOf(row: ShipmentRow): DocumentRow | undefined {
  return row.documents.find((document) => document.kind === 'bl_draft');
}

/** Why `role` may not add a document of `kind` now (undefined: it may). */
function refusal(row: ShipmentRow, kind: DocumentKind, role: ShipmentRole) {
  if (kind === 'other') return undefined;
  if (role !== 'payee') return reject(BizCode.forbidden, 'shipment.payeeOnly');
  const draft = draftOf(row);
  if (kind === 'bl_draft') {
    if (draft?.review === 'in_review') return reject(BizCode.conflict, 'shipment.draftInReview');
    if (draft?.review === 'approved') return reject(BizCode.conflict, 'shipment.draftApproved');
    return undefined;
  }
  if (kind === 'bl_final' && draft?.review !== 'approved') {
    return reject(BizCode.conflict, 'shipment.draftNotApproved');
  }
  if (kind === 'arrival_notice' && !hasMilestone(row, 'arrived')) {
    return reject(BizCode.conflict, 'shipment.notArrived');
  }
  return undefined;
}

/**
 * Adds the file as a document: the B/L draft's next version (back in review), the final B/L's or
 * the arrival notice's next version, or a new `other` document.
 */
export function addDocument(
  row: ShipmentRow,
  kind: DocumentKind,
  file: NewVersion,
  role: ShipmentRole,
  ids: { next: () => string },
  now: number,
): RuleResult<{ document: DocumentRow; version: DocumentVersionRow }> {
  const refused = refusal(row, kind, role);
  if (refused) return refused;
  let document = kind === 'other' ? undefined : row.documents.find((doc) => doc.kind === kind);
  if (!document) {
    document = { id: ids.next(), kind, versions: [], reviews: [] };
    row.documents.push(document);
  }
  const version: DocumentVersionRow = {
    ...file,
    version: document.versions.length + 1,
    uploadedBy: role,
    uploadedAt: now,
  };
  document.versions.push(version);
  if (kind === 'bl_draft') document.review = 'in_review';
  row.updatedAt = now;
  return accept({ document, version });
}

/** The payer's answer to the draft's latest version; changes need a comment. */
export function reviewDraft(
  row: ShipmentRow,
  decision: ReviewDecision,
  comment: string | undefined,
  role: ShipmentRole,
  now: number,
): RuleResult<DocumentRow> {
  if (role !== 'payer') return reject(BizCode.forbidden, 'shipment.payerOnly');
  const draft = draftOf(row);
  if (!draft) return reject(BizCode.conflict, 'shipment.noDraft');
  if (draft.review !== 'in_review') return reject(BizCode.conflict, 'shipment.draftNotInReview');
  if (decision === 'changes' && !comment) return invalid('comment', 'field.required');
  draft.review = decision === 'approve' ? 'approved' : 'changes_requested';
  draft.reviews.push({
    version: draft.versions.length,
    decision,
    ...(comment ? { comment } : {}),
    at: now,
  });
  row.updatedAt = now;
  return accept(draft);
}
