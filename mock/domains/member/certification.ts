import { BizCode } from '@/contract/http';

import { accept, invalid, reject, type Rejection, type RuleResult } from '../../core/result';
import { DEFAULT_CERT_REVIEW_S, type Db } from '../../core/schema';
import { SECOND } from '../../core/time';
import { noticeCertification } from './notices';

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
 * a review time of 0 leaves it to a reviewer (/test). Answers whether it decided it now.
 */
export function settleCertification(
  enterprise: EnterpriseRow,
  now: number,
  reviewMs: number = CERT_REVIEW_MS,
): boolean {
  if (enterprise.certStatus !== 'pending' || enterprise.certSubmittedAt === undefined) return false;
  if (reviewMs <= 0) return false;
  const decidedAt = enterprise.certSubmittedAt + reviewMs;
  if (decidedAt > now) return false;
  enterprise.certDecidedAt = decidedAt;
  if (wouldAutoReject(enterprise.name)) {
    enterprise.certStatus = 'rejected';
    enterprise.certRejectReasonId = 'cert.autoReject';
  } else {
    enterprise.certStatus = 'approved';
  }
  return true;
}

/** Every pending enterprise whose review time has passed is decided, and its members told. */
export function settleAllCertifications(db: Db, now: number): void {
  const reviewMs = db.settings.certReviewSeconds * SECOND;
  for (const enterprise of Object.values(db.enterprises)) {
    if (settleCertification(enterprise, now, reviewMs)) {
      noticeCertification(db, enterprise, enterprise.certDecidedAt ?? now);
    }
  }
}

/** A reviewer's decision (devtools): only a pending enterprise can be decided; its members are told. */
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
  } else {
    enterprise.certStatus = 'rejected';
    const reason = input.reason?.trim();
    if (reason) enterprise.certRejectReason = reason;
    else enterprise.certRejectReasonId = 'cert.autoReject';
  }
  noticeCertification(db, enterprise, now);
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
