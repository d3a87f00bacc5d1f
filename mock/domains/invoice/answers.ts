import { charCount } from '@/contract/common/text-length';
/** The payee's answers to an application (issue, reject), and e-mailing an issued invoice again. */
import { BizCode } from '@/contract/http';
import { INVOICE_LIMITS } from '@/contract/invoice/limits';

import { randomToken } from '../../core/rand';
import { accept, reject, type RuleResult } from '../../core/result';
import { SECOND, cstDate } from '../../core/time';
import { noticeAnswered } from './answer-notice';
import { invoiceConflict, invoiceInvalid } from './problems';

import type { MemberWrite } from '../../core/input';
import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { InvoiceApplicationRow } from './schema';

const APPLICATION = { zh: '开票申请', en: 'invoice application' };

/** The application `id` names (4000 without one, 4004 unknown). */
function findApplication(db: Db, id: unknown): RuleResult<InvoiceApplicationRow> {
  const key = typeof id === 'string' ? id.trim() : '';
  if (!key) return invoiceInvalid('id', 'field.required', { label: APPLICATION });
  const row = db.invoiceApplications[key];
  if (!row) return reject(BizCode.notFound, 'invoice.applicationNotFound');
  return accept(row);
}

/** An application addressed to the member's enterprise (4004 unknown, 4003 another payee's). */
export function payeeApplication(
  db: Db,
  member: MemberRow,
  id: unknown,
): RuleResult<InvoiceApplicationRow> {
  const found = findApplication(db, id);
  if (found.ok && found.value.payeeEnterpriseId !== member.enterpriseId) {
    return reject(BizCode.forbidden, 'invoice.notPayee');
  }
  return found;
}

/** The next invoice number: 20 digits, the year's two, then a running number (a 全电发票 number). */
export function nextInvoiceNo(db: Db, now: number): string {
  const year = cstDate(now).slice(2, 4);
  const value = (db.sequences.invoiceNo ?? 0) + 1;
  db.sequences.invoiceNo = value;
  return `${year}33${String(value).padStart(16, '0')}`;
}

/** 校验码: 20 digits the verification platform asks for, drawn from the PDF's random name. */
function checkCodeOf(pdfKey: string): string {
  return [...pdfKey.padEnd(20, '0').slice(0, 20)].map((c) => parseInt(c, 16) % 10).join('');
}

/**
 * What issuing records: the number and date, the PDF's unguessable name and the check code, and
 * the e-mail sent with it.
 */
export function issuedFields(
  db: Db,
  issuer: string,
  now: number,
  pdfKey = randomToken(16),
): Partial<InvoiceApplicationRow> {
  return {
    status: 'issued',
    invoiceNo: nextInvoiceNo(db, now),
    issuedAt: now,
    issuedBy: issuer,
    pdfKey,
    checkCode: checkCodeOf(pdfKey),
    sentAt: now,
  };
}

/**
 * The payee issues a pending application: its number and date are recorded, its PDF made, the
 * applicant told.
 */
export function issueApplication(
  db: Db,
  member: MemberRow,
  id: unknown,
  now: number,
): RuleResult<InvoiceApplicationRow> {
  const found = payeeApplication(db, member, id);
  if (!found.ok) return found;
  const row = found.value;
  if (row.status !== 'pending') return invoiceConflict('invoice.notPending');
  Object.assign(row, issuedFields(db, member.id, now));
  noticeAnswered(db, row, now);
  return accept(row);
}

/**
 * The payee rejects a pending application with a reason, which the applicant is told; its orders
 * can be applied for again.
 */
export const rejectApplication: MemberWrite<InvoiceApplicationRow> = (db, member, body, now) => {
  const found = payeeApplication(db, member, body.id);
  if (!found.ok) return found;
  const row = found.value;
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!reason) return invoiceInvalid('reason', 'field.required');
  if (charCount(reason) > INVOICE_LIMITS.reason) {
    return invoiceInvalid('reason', 'field.tooLong', { max: INVOICE_LIMITS.reason });
  }
  if (row.status !== 'pending') return invoiceConflict('invoice.notPending');
  Object.assign(row, { status: 'rejected', rejectedAt: now, reason });
  noticeAnswered(db, row, now);
  return accept(row);
};

/**
 * E-mails an issued invoice again to the application's address: its payer or its payee may ask
 * (4003 anyone else), once a minute (4009 sooner, and for an invoice not issued).
 */
export function resendInvoice(
  db: Db,
  member: MemberRow,
  id: unknown,
  now: number,
): RuleResult<InvoiceApplicationRow> {
  const found = findApplication(db, id);
  if (!found.ok) return found;
  const row = found.value;
  if (![row.payerEnterpriseId, row.payeeEnterpriseId].includes(member.enterpriseId)) {
    return reject(BizCode.forbidden, 'invoice.notParty');
  }
  if (row.status !== 'issued') return invoiceConflict('invoice.notIssued');
  const wait = Math.ceil(
    ((row.sentAt ?? 0) + INVOICE_LIMITS.resendSeconds * SECOND - now) / SECOND,
  );
  if (wait > 0) return invoiceConflict('invoice.resendTooSoon', { seconds: wait });
  row.sentAt = now;
  return accept(row);
}
