import { CREDIT_CODE_CHARSET, isValidCreditCode } from '@/contract/common/validators';
import type { Enterprise, EnterpriseService, UpdateMemberInfoBody } from '@/contract/member/types';

/** The enterprise part of a form; the form's field names are `['enterprise', key]`. */
export interface EnterpriseFormValues extends Pick<
  Enterprise,
  | 'name'
  | 'unifiedSocialCreditCode'
  | 'address'
  | 'contactName'
  | 'contactPhone'
  | 'email'
  | 'intro'
  | 'services'
  | 'logo'
  | 'businessLicence'
> {
  /** Not chosen yet on a new form. */
  provinceCode?: string;
  /** The company's https web site; '' when not given (a save of '' clears it). */
  website: string;
}

export type EnterpriseKey = keyof EnterpriseFormValues;
export type EnterpriseBody = NonNullable<UpdateMemberInfoBody['enterprise']>;

/** The fields the server names in a refusal (`enterprise.<key>`), for `toFormFailure`. */
export const ENTERPRISE_FIELDS = [
  'enterprise.name',
  'enterprise.unifiedSocialCreditCode',
  'enterprise.provinceCode',
  'enterprise.address',
  'enterprise.contactName',
  'enterprise.contactPhone',
  'enterprise.email',
  'enterprise.intro',
  'enterprise.services',
  'enterprise.logo',
  'enterprise.businessLicence',
  'enterprise.website',
] as const satisfies readonly `enterprise.${EnterpriseKey}`[];

export const INTRO_MAX = 500;

/** The form's values for an enterprise as the server has it. */
export function toEnterpriseFormValues(enterprise: Enterprise): EnterpriseFormValues {
  return {
    name: enterprise.name,
    unifiedSocialCreditCode: enterprise.unifiedSocialCreditCode,
    provinceCode: enterprise.provinceCode || undefined,
    address: enterprise.address,
    contactName: enterprise.contactName,
    contactPhone: enterprise.contactPhone,
    email: enterprise.email,
    intro: enterprise.intro,
    services: [...enterprise.services],
    logo: enterprise.logo || undefined,
    businessLicence: enterprise.businessLicence || undefined,
    website: enterprise.website ?? '',
  };
}

/** A field's value as it is sent: text trimmed, a removed image as ''. */
export function bodyValue<K extends EnterpriseKey>(
  key: K,
  value: EnterpriseFormValues[K] | undefined,
): EnterpriseBody[K & keyof EnterpriseBody] {
  if (key === 'services') return [...((value as EnterpriseService[] | undefined) ?? [])] as never;
  const text = typeof value === 'string' ? value.trim() : '';
  return (key === 'unifiedSocialCreditCode' ? normalizeCreditCode(text) : text) as never;
}

/** Every field, for a certification submit. */
export function toEnterpriseBody(values: Partial<EnterpriseFormValues>): EnterpriseBody {
  const body: Record<string, unknown> = {};
  for (const field of ENTERPRISE_FIELDS) {
    const key = field.slice('enterprise.'.length) as EnterpriseKey;
    body[key] = bodyValue(key, values[key]);
  }
  return body as EnterpriseBody;
}

/**
 * The fields worth keeping in a draft: those filled in (the server refuses to store an empty
 * required field), so a half-finished form can be saved.
 */
export function filledEnterpriseKeys(values: Partial<EnterpriseFormValues>): EnterpriseKey[] {
  return (Object.keys(values) as EnterpriseKey[]).filter((key) => {
    const value = values[key];
    return Array.isArray(value) ? true : typeof value === 'string' && value.trim() !== '';
  });
}

/** As typed into the credit code field: capitals, no spaces, at most 18 characters. */
export function normalizeCreditCode(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase().slice(0, 18);
}

/**
 * What is wrong with a credit code, if anything: `shape` (not 18 characters of the code's set, or
 * characters 3–8 are not digits), or `check` (the shape is right but the 18th character does not
 * match the first 17: most likely a typo).
 */
export function creditCodeProblem(code: string): 'shape' | 'check' | undefined {
  if (isValidCreditCode(code)) return undefined;
  const shapeOk =
    code.length === 18 &&
    [...code].every((char) => CREDIT_CODE_CHARSET.includes(char)) &&
    /^\d{6}$/.test(code.slice(2, 8));
  return shapeOk ? 'check' : 'shape';
}
