import { charCount } from '@/contract/common/text-length';
/**
 * The rules of an invoice title, shared by the title form and the mock server. A special VAT
 * invoice is deducted by its buyer, so its title must be the member's certified enterprise (name and
 * unified social credit code) with the registered address and phone, bank and account.
 */
import { PHONE_PATTERN } from '@/contract/common/validators';

import { INVOICE_LIMITS } from './limits';
import { normaliseTaxNo, taxNoProblem, type TaxNoProblem } from './tax-number';
import { INVOICE_TYPES, type TitleInput } from './types';

export const TITLE_FIELDS = [
  'type',
  'title',
  'taxNo',
  'address',
  'phone',
  'bank',
  'account',
] as const;
export type TitleField = (typeof TITLE_FIELDS)[number];

/** The fields a special title needs besides type, title and number. */
const SPECIAL_FIELDS = [
  'address',
  'phone',
  'bank',
  'account',
] as const satisfies readonly TitleField[];

export type TitleReason =
  | 'required'
  | 'invalid'
  | 'tooLong'
  | Exclude<TaxNoProblem, 'required'>
  /** A special title, but the member's enterprise is not certified. */
  | 'notCertified'
  /** A special title whose name or number is not the certified enterprise's. */
  | 'notCertifiedName'
  | 'notCertifiedTaxNo';

export interface TitleProblem {
  field: TitleField;
  reason: TitleReason;
  /** { max } for 'tooLong'. */
  params?: Record<string, number>;
}

export interface TitleContext {
  /** The member's certified enterprise; absent until its certification is approved. */
  certified?: { name: string; taxNo: string };
}

/** Values as a form or a request body may hold them: anything, checked here. */
export type TitleValues = { [K in keyof TitleInput]?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const MAX: Record<Exclude<TitleField, 'type' | 'taxNo'>, number> = {
  title: INVOICE_LIMITS.title,
  address: INVOICE_LIMITS.address,
  phone: INVOICE_LIMITS.phone,
  bank: INVOICE_LIMITS.bank,
  account: INVOICE_LIMITS.account,
};
/** A bank account: digits, grouped by spaces or dashes as the bank prints it. */
const ACCOUNT = /^\d[\d\s-]{4,}\d$/;

/** Compares names the way a reader would: without surrounding or doubled spaces, () as （）. */
const sameName = (a: string, b: string) => {
  const plain = (value: string) =>
    value.replace(/\s+/g, '').replace(/\(/g, '（').replace(/\)/g, '）');
  return plain(a) === plain(b);
};

function fieldProblem(field: TitleField, values: TitleValues, context: TitleContext) {
  const problem = (reason: TitleReason, params?: Record<string, number>): TitleProblem => ({
    field,
    reason,
    ...(params ? { params } : {}),
  });
  const type = values.type;
  const special = type === 'special';
  const value = text(values[field]);
  if (field === 'type') {
    if (!value) return problem('required');
    if (!(INVOICE_TYPES as readonly string[]).includes(value)) return problem('invalid');
    if (special && !context.certified) return problem('notCertified');
    return undefined;
  }
  const needed =
    field === 'title' || (special && (SPECIAL_FIELDS as readonly string[]).includes(field));
  if (field === 'taxNo') {
    const reason = taxNoProblem(value, special ? 'special' : 'general');
    if (reason) return problem(reason);
    const certified = context.certified;
    if (special && certified && normaliseTaxNo(value) !== normaliseTaxNo(certified.taxNo)) {
      return problem('notCertifiedTaxNo');
    }
    return undefined;
  }
  if (!value) return needed ? problem('required') : undefined;
  const max = MAX[field];
  if (charCount(value) > max) return problem('tooLong', { max });
  if (field === 'phone' && !PHONE_PATTERN.test(value)) return problem('invalid');
  if (field === 'account' && !ACCOUNT.test(value)) return problem('invalid');
  if (
    field === 'title' &&
    special &&
    context.certified &&
    !sameName(value, context.certified.name)
  ) {
    return problem('notCertifiedName');
  }
  return undefined;
}

/** Every field's first problem, in the form's order; empty when the title can be saved. */
export function titleProblems(values: TitleValues, context: TitleContext): TitleProblem[] {
  return TITLE_FIELDS.map((field) => fieldProblem(field, values, context)).filter(
    (problem): problem is TitleProblem => problem !== undefined,
  );
}
