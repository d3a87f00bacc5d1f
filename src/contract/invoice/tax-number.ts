import { isValidCreditCode } from '@/contract/common/credit-code';

import type { InvoiceType } from './types';

/**
 * A taxpayer number's problem on a title of `type`, or undefined when it is fine. The unified
 * social credit code (18 characters, with its check character) is the number today; the legacy 15-,
 * 17- and 20-character numbers are accepted on general invoices only.
 */
export type TaxNoProblem = 'required' | 'length' | 'checkChar' | 'legacyOnSpecial';

const LEGACY = /^[0-9A-Z]{15}$|^[0-9A-Z]{17}$|^[0-9A-Z]{20}$/;

/** Upper case, no spaces: how a number is compared and stored. */
export function normaliseTaxNo(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function taxNoProblem(value: string, type: InvoiceType): TaxNoProblem | undefined {
  const taxNo = normaliseTaxNo(value);
  if (!taxNo) return 'required';
  if (taxNo.length === 18) return isValidCreditCode(taxNo) ? undefined : 'checkChar';
  if (LEGACY.test(taxNo)) return type === 'special' ? 'legacyOnSpecial' : undefined;
  return 'length';
}
