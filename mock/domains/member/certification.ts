import { BizCode } from '@/contract/http';

import { accept, invalid, reject, type Rejection, type RuleResult } from '../../core/result';
import { DEFAULT_CERT_REVIEW_S, type Db } from '../../core/schema';
import { SECOND } from '../../core/time';

import type { EnterpriseRow, MemberRow } from './schema';

/** Default mock review time: a pending enterprise is decided this long after it was submitted. */
export const CERT_REVIEW_MS = DEFAULT_CERT_REVIEW_S * SECOND;

/** Fields a certification needs, in the order a form shows them. */
export const CERT_REQUIRED_FIELDS = [
  'name',
  'unifiedSocialCreditCode',
  'provinceCode',
  'address',
  'contactName',
  'contactPhone',
  'businessLicence',
] as const satisfies readonly (keyof EnterpriseRow)[];

/** Fields a reviewer has checked: frozen while pending, and changing them undoes an approval. */
export const CERT_LOCKED_FIELDS = ['name', 'unifiedSocialCreditCode', 'businessLicence'] as const;

/** The automatic reviewer refuses names that ask for it, so the rejected path can be tried. */
export function wouldAutoReject(name: string): boolean {
  return /驳回|reject/i.test(name);
}

/** none/rejected → pending; needs every required field. */
export function submitCertification(
  enterprise: EnterpriseRow,
  now: number,
): RuleResult<EnterpriseRow> {
  if (enterprise.certStatus === 'pending') return reject(BizCode.conflict, 'cert.pending');
  if (enterprise.certStatus === 'approved') return reject(BizCode.conflict, 'cert.approved');
  const missing = CERT_REQUIRED_FIELDS.find((field) => !enterprise[field]);
  if (missing) return invalid(`enterprise.${missing}`, 'cert.missing');
  enterprise.certStatus = 'pending';
  enterprise.certSubmittedAt = now;
  delete enterprise.certDecidedAt;
  delete enterprise.certRejectReason;
  delete enterprise.certRejectReasonId;
  return accept(enterprise);
}

/**
 * Decides a pending enterprise once its review time has passed (called whenever data is read);
 * a review time of 0 leaves it to a reviewer (/test).
 */
export function settleCertification(
  enterprise: EnterpriseRow,
  now: number,
  reviewMs: number = CERT_REVIEW_MS,
): void {
  if (enterprise.certStatus !== 'pending' || enterprise.certSubmittedAt === undefined) return;
  if (reviewMs <= 0) return;
  const decidedAt = enterprise.certSubmittedAt + reviewMs;
  if (decidedAt > now) return;
  enterprise.certDecidedAt = decidedAt;
  if (wouldAutoReject(enterprise.name)) {
    enterprise.certStatus = 'rejected';
    enterprise.certRejectReasonId = 'cert.autoReject';
  } else {
    enterprise.certStatus = 'approved';
  }
}

export function settleAllCertifications(db: Db, now: number): void {
  const reviewMs = db.settings.certReviewSeconds * SECOND;
  for (const enterprise of Object.values(db.enterprises)) {
    settleCertification(enterprise, now, reviewMs);
  }
}

/** A reviewer's decision (devtools): only a pending enterprise can be decided. */
export function reviewCertification(
  db: Db,
  input: { enterpriseId: string; decision: 'approve' | 'reject'; reason?: string },
  now: number,
): RuleResult<EnterpriseRow> {
  const enterprise = db.enterprises[input.enterpriseId];
  if (!enterprise) return reject(BizCode.notFound, 'field.notFound', { field: 'enterpriseId' });
  if (enterprise.certStatus !== 'pending') return reject(BizCode.conflict, 'cert.notPending');
  enterprise.certDecidedAt = now;
  if (input.decision === 'approve') {
    enterprise.certStatus = 'approved';
    return accept(enterprise);
  }
  enterprise.certStatus = 'rejected';
  const reason = input.reason?.trim();
  if (reason) enterprise.certRejectReason = reason;
  else enterprise.certRejectReasonId = 'cert.autoReject';
  return accept(enterprise);
}

/** 4003 unless the member's enterprise is certified (`approved`). */
export function requireCertified(
  db: Db,
  member: MemberRow,
  action: { zh: string; en: string },
): Rejection | undefined {
  if (db.enterprises[member.enterpriseId]?.certStatus === 'approved') return undefined;
  return reject(BizCode.forbidden, 'cert.required', { params: { action } });
}
