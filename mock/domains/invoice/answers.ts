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

/** A 数电票 number's 5th digit: the channel it was issued through (the national e-invoice platform). */
const ISSUING_CHANNEL = '2';

/**
 * The seller's next invoice number, 20 digits as a 数电票 number is laid out: the year's last two
 * (China time), the seller's tax region (the province of the administrative division in its credit
 * code, characters 3–4), the channel, then 15 digits of the seller's own sequence: its enterprise's
 * number (6 digits) and its running count (9), so that no two sellers share a number.
 */
export function nextInvoiceNo(db: Db, sellerId: string, now: number): string {
  const year = cstDate(now).slice(2, 4);
  const region = db.enterprises[sellerId]?.unifiedSocialCreditCode.slice(2, 4) ?? '00';
  const key = `invoiceNo:${sellerId}`;
  const value = (db.sequences[key] ?? 0) + 1;
  db.sequences[key] = value;
  const seller = String(Number(sellerId) % 1_000_000).padStart(6, '0');
  return `${year}${region}${ISSUING_CHANNEL}${seller}${String(value).padStart(9, '0')}`;
}

/**
 * What issuing records: the number and date, the PDF's unguessable name, and the e-mail sent
 * with it.
 */
export function issuedFields(
  db: Db,
  row: Pick<InvoiceApplicationRow, 'payeeEnterpriseId'>,
  issuer: string,
  now: number,
  pdfKey = randomToken(16),
): Partial<InvoiceApplicationRow> {
  return {
    status: 'issued',
    invoiceNo: nextInvoiceNo(db, row.payeeEnterpriseId, now),
    issuedAt: now,
    issuedBy: issuer,
    pdfKey,
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
  Object.assign(row, issuedFields(db, row, member.id, now));
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
