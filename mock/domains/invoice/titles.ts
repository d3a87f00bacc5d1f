/** The member's invoice titles: list, save (add or edit, one default) and delete. */
import { BizCode } from '@/contract/http';
import { INVOICE_LIMITS } from '@/contract/invoice/limits';
import { normaliseTaxNo } from '@/contract/invoice/tax-number';
import {
  TITLE_FIELDS,
  titleProblems,
  type TitleContext,
  type TitleProblem,
  type TitleValues,
} from '@/contract/invoice/title-rules';
import type { TitleInput } from '@/contract/invoice/types';

import { accept, reject, type RuleResult } from '../../core/result';
import { keepRows, nextId } from '../../core/schema';
import { invoiceConflict, invoiceInvalid } from './problems';

import type { MemberWrite } from '../../core/input';
import type { MessageId } from '../../core/messages';
import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { InvoiceTitleRow } from './schema';

/** The member's titles, the default first, then the newest. */
export function titlesOf(db: Db, member: MemberRow): InvoiceTitleRow[] {
  return Object.values(db.invoiceTitles)
    .filter((row) => row.memberId === member.id)
    .sort(
      (a, b) =>
        Number(b.isDefault) - Number(a.isDefault) ||
        b.createdAt - a.createdAt ||
        Number(b.id) - Number(a.id),
    );
}

/** One of the member's titles (4004 unknown, 4003 another member's). */
export function ownTitle(db: Db, member: MemberRow, id: unknown): RuleResult<InvoiceTitleRow> {
  const key = typeof id === 'string' ? id.trim() : '';
  if (!key) return invoiceInvalid('id', 'field.required');
  const row = db.invoiceTitles[key];
  if (!row) return reject(BizCode.notFound, 'invoice.titleNotFound');
  if (row.memberId !== member.id) return reject(BizCode.forbidden, 'invoice.notTitleOwner');
  return accept(row);
}

/** The member's enterprise as certified, for a special title's name and number. */
export function certifiedOf(db: Db, member: MemberRow): TitleContext {
  const enterprise = db.enterprises[member.enterpriseId];
  return enterprise?.certStatus === 'approved'
    ? { certified: { name: enterprise.name, taxNo: enterprise.unifiedSocialCreditCode } }
    : {};
}

const MESSAGES: Record<TitleProblem['reason'], MessageId> = {
  required: 'field.required',
  invalid: 'field.invalid',
  tooLong: 'field.tooLong',
  length: 'invoice.taxNo.length',
  checkChar: 'invoice.taxNo.checkChar',
  legacyOnSpecial: 'invoice.taxNo.legacyOnSpecial',
  notCertified: 'invoice.notCertified',
  notCertifiedName: 'invoice.notCertifiedName',
  notCertifiedTaxNo: 'invoice.notCertifiedTaxNo',
};

/** The body's title fields, trimmed; the number without spaces and in capitals. */
function inputOf(body: Record<string, unknown>): TitleInput {
  const values: Record<string, string> = {};
  for (const field of TITLE_FIELDS) {
    const value = body[field];
    if (typeof value === 'string' && value.trim()) values[field] = value.trim();
  }
  if (values.taxNo) values.taxNo = normaliseTaxNo(values.taxNo);
  return values as unknown as TitleInput;
}

/**
 * Adds a title, or edits one of the member's; the first title, or one saved with `isDefault`,
 * becomes the default (the others lose it). A special title must be the certified enterprise's.
 */
export const saveTitle: MemberWrite<InvoiceTitleRow> = (db, member, body, now) => {
  let saved: InvoiceTitleRow | undefined;
  if (body.id !== undefined && body.id !== null && body.id !== '') {
    const found = ownTitle(db, member, body.id);
    if (!found.ok) return found;
    saved = found.value;
  }
  const context = certifiedOf(db, member);
  const [problem] = titleProblems(body as TitleValues, context);
  if (problem) {
    const params =
      problem.reason === 'notCertifiedName'
        ? { name: context.certified?.name ?? '' }
        : problem.params;
    return invoiceInvalid(problem.field, MESSAGES[problem.reason], params);
  }
  const mine = titlesOf(db, member);
  if (!saved && mine.length >= INVOICE_LIMITS.titles) {
    return invoiceConflict('invoice.tooManyTitles', { max: INVOICE_LIMITS.titles });
  }
  const isDefault = body.isDefault === true || mine.length === 0 || (saved?.isDefault ?? false);
  if (isDefault) for (const row of mine) row.isDefault = false;
  const row: InvoiceTitleRow = {
    id: saved?.id ?? nextId(db, 'invoiceTitle', 500),
    memberId: member.id,
    ...inputOf(body),
    isDefault,
    createdAt: saved?.createdAt ?? now,
    updatedAt: now,
  };
  db.invoiceTitles[row.id] = row;
  return accept(row);
};

/**
 * Deletes a title that no pending application uses (4009); when it was the default, the newest
 * other title becomes the default.
 */
export function deleteTitle(
  db: Db,
  member: MemberRow,
  id: unknown,
  inUse: (titleId: string) => boolean,
): RuleResult<InvoiceTitleRow> {
  const found = ownTitle(db, member, id);
  if (!found.ok) return found;
  const row = found.value;
  if (inUse(row.id)) return invoiceConflict('invoice.titleInUse');
  db.invoiceTitles = keepRows(db.invoiceTitles, (other) => other !== row);
  const [next] = titlesOf(db, member);
  if (row.isDefault && next) next.isDefault = true;
  return accept(row);
}
