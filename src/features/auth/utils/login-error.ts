import { toFormFailure, type FormFailure } from '@/utils/form-failure';

/** The login form's fields that the server may name in a 4000 reply. */
export const LOGIN_FIELDS = ['username', 'password', 'captchaCode'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

export type LoginFailure = FormFailure<LoginField>;

/**
 * Where a failed login attempt is shown: next to the field the server refused, or above the form
 * (account locked, offline, server down).
 */
export function toLoginFailure(
  error: unknown,
  formatMessage: Parameters<typeof toFormFailure>[2],
): LoginFailure {
  return toFormFailure(error, LOGIN_FIELDS, formatMessage);
}
