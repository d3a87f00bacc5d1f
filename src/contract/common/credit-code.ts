/**
 * Unified social credit code (统一社会信用代码), GB 32100-2015: 18 characters from a 31-character
 * set (digits and capitals without I O S V Z); characters 3–8 are the GB/T 2260 division code; the
 * 18th is a check character over the first 17.
 */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character for the first 17 characters, or undefined if they are not valid. */
export function creditCodeCheckChar(first17: string): string | undefined {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17.charAt(index));
    if (value < 0) return undefined;
    sum += value * (WEIGHTS[index] ?? 0);
  }
  return CREDIT_CODE_CHARSET.charAt((31 - (sum % 31)) % 31);
}

export function isValidCreditCode(code: string): boolean {
  return SHAPE.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17);
}
