/**
 * Coupon codes: 12 characters from an alphabet without look-alikes (no 0/O, no 1/I/L), so a code
 * read aloud or typed from paper comes out right.
 */
export const COUPON_CODE_LENGTH = 12;
export const COUPON_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The query parameter a coupon's QR code carries on the redemption page's address. */
export const COUPON_CODE_PARAM = 'code';

export type CodeProblem = 'required' | 'length' | 'alphabet';

/**
 * What was typed, pasted or scanned, as a code: an address with `?code=` gives its parameter;
 * spaces and dashes (groups of four for reading) are dropped; letters go to upper case.
 */
export function normalizeCouponCode(input: string): string {
  const text = input.trim();
  const fromAddress = /[?&]code=([^&#\s]+)/i.exec(text);
  const raw = fromAddress?.[1] ?? text;
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** Why a (normalized) code cannot be one, or undefined when it can. */
export function couponCodeProblem(code: string): CodeProblem | undefined {
  if (!code) return 'required';
  if (code.length !== COUPON_CODE_LENGTH) return 'length';
  if ([...code].some((char) => !COUPON_CODE_ALPHABET.includes(char))) return 'alphabet';
  return undefined;
}

/** 'ABCDEFGHJKMN' → 'ABCD-EFGH-JKMN', for reading aloud and printing. */
export function groupCouponCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}
