import {
  COUPON_CODE_ALPHABET,
  couponCodeProblem,
  normalizeCouponCode,
  type CodeProblem,
} from '@/contract/coupon/code';

/** What the redemption page makes of a typed, pasted or scanned code. */
export type RedeemInput =
  | { code: string; problem?: undefined }
  | { code: string; problem: CodeProblem; count: number; strange: string };

/**
 * A typed, pasted or scanned input as a code (the contract's normalisation: an address's `?code=`,
 * spaces and dashes dropped, upper case), or why it cannot be one: how many characters it has and
 * which of them a code never holds, for the message next to the field.
 */
export function readRedeemInput(input: string): RedeemInput {
  const code = normalizeCouponCode(input);
  const problem = couponCodeProblem(code);
  if (!problem) return { code };
  const strange = [...new Set([...code].filter((char) => !COUPON_CODE_ALPHABET.includes(char)))];
  return { code, problem, count: code.length, strange: strange.join(' ') };
}
