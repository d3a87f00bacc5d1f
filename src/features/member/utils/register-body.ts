import type { UserType } from '@/contract/common/user';
import type { RegisterBody } from '@/contract/member/types';
import { toFormFailure, type FormFailure } from '@/utils/form-failure';

/** What the register form holds (the image captcha only guards the SMS send). */
export interface RegisterFormValues {
  userType: UserType;
  mobile: string;
  captchaCode?: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  agreeTerms: boolean;
}

/** The register form's fields that the server may name in a 4000 reply. */
export const REGISTER_FIELDS = [
  'userType',
  'mobile',
  'smsCode',
  'password',
  'companyName',
  'agreeTerms',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/**
 * The register call's body from the form: trimmed mobile, code and company name, the password as
 * typed, and the WeChat bind ticket when the page was opened for an unbound WeChat account.
 */
export function toRegisterBody(values: RegisterFormValues, bindTicket?: string): RegisterBody {
  return {
    userType: values.userType,
    mobile: values.mobile.trim(),
    smsCode: values.smsCode.trim(),
    password: values.password,
    companyName: values.companyName.trim(),
    agreeTerms: true,
    ...(bindTicket ? { bindTicket } : {}),
  };
}

/** Where a refused registration is shown: next to the field the server named, else above the form. */
export function toRegisterFailure(
  error: unknown,
  formatMessage: Parameters<typeof toFormFailure>[2],
): FormFailure<RegisterField> {
  return toFormFailure(error, REGISTER_FIELDS, formatMessage);
}

/** The WeChat bind ticket from the location state the WeChat return navigates with, if any. */
export function bindTicketOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const ticket = (state as { bindTicket?: unknown }).bindTicket;
  return typeof ticket === 'string' && ticket ? ticket : undefined;
}
