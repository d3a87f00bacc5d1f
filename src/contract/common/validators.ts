export { CREDIT_CODE_CHARSET, creditCodeCheckChar, isValidCreditCode } from './credit-code';

/** Mainland China mobile numbers: 11 digits, 1 then 3–9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

/** 8–20 printable ASCII characters with at least one letter and one digit. */
export function isValidPassword(password: string): boolean {
  return /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/.test(password);
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * How hard a password is to guess, from the kinds of character it mixes (lower case, upper case,
 * digits, symbols) and its length. A password that breaks the rule is always 'weak'.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!isValidPassword(password)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) =>
    kind.test(password),
  ).length;
  const score = kinds + (password.length >= 12 ? 1 : 0);
  if (score >= 4) return 'strong';
  if (score >= 3) return 'medium';
  return 'weak';
}

/** A loose e-mail shape check; the server has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Land-line or mobile contact numbers: digits, spaces, +, -, parentheses; 5–20 characters. */
export const PHONE_PATTERN = /^[0-9+\-() ]{5,20}$/;
