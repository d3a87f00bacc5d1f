import { creditCodeCheckChar } from '@/contract/common/credit-code';

/**
 * The organisation code inside (characters 9–17) has its own GB 11714 check digit; used to build
 * realistic seed codes.
 */
export function organisationCode(base8: string): string {
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let index = 0; index < 8; index += 1) {
    const char = base8.charAt(index);
    const value = /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    sum += value * (weights[index] ?? 0);
  }
  const check = 11 - (sum % 11);
  return base8 + (check === 10 ? 'X' : check === 11 ? '0' : String(check));
}

/** A full code: registration '9' + category '1' (enterprise), division, organisation code, check. */
export function makeCreditCode(division: string, organisationBase8: string): string {
  const first17 = `91${division}${organisationCode(organisationBase8)}`;
  return first17 + (creditCodeCheckChar(first17) ?? '');
}
