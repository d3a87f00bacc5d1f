import { describeError, fieldOf, isBizError } from '@/lib/request';

/** The login form's fields that the server may name in a 4000 reply. */
export const LOGIN_FIELDS = ['username', 'password', 'captchaCode'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

export type LoginFailure =
  { kind: 'field'; field: LoginField; message: string } | { kind: 'form'; message: string };

/**
 * Where a failed login attempt is shown: next to the field the server refused, or above the form
 * (account locked, offline, server down).
 */
export function toLoginFailure(
  error: unknown,
  formatMessage: Parameters<typeof describeError>[1],
): LoginFailure {
  const message = describeError(error, formatMessage);
  const field = isBizError(error) ? fieldOf(error) : undefined;
  if (field && (LOGIN_FIELDS as readonly string[]).includes(field)) {
    return { kind: 'field', field: field as LoginField, message };
  }
  return { kind: 'form', message };
}
