import {
  COUPON_CODE_ALPHABET,
  couponCodeProblem,
  groupCouponCode,
  normalizeCouponCode,
} from '@/contract/coupon/code';

describe('coupon codes', () => {
  it('have no look-alike characters', () => {
    for (const char of '01OIL') expect(COUPON_CODE_ALPHABET).not.toContain(char);
    expect(new Set(COUPON_CODE_ALPHABET).size).toBe(COUPON_CODE_ALPHABET.length);
  });

  it('are read from what was typed, pasted or scanned', () => {
    expect(normalizeCouponCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(
      normalizeCouponCode('https://example.com/coupon/couponVerification?code=ABCDEFGHJKMN&x=1'),
    ).toBe('ABCDEFGHJKMN');
  });

  it('say why a text cannot be a code', () => {
    expect(couponCodeProblem('')).toBe('required');
    expect(couponCodeProblem('ABCDEFGHJKM')).toBe('length');
    expect(couponCodeProblem('ABCDEFGHJKMNP')).toBe('length');
    expect(couponCodeProblem('ABCDEFGHJKM0')).toBe('alphabet');
    expect(couponCodeProblem('ABCDEFGHJKMI')).toBe('alphabet');
    expect(couponCodeProblem('ABCDEFGHJKMN')).toBeUndefined();
  });

  it('are grouped by four for reading', () => {
    expect(groupCouponCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });
});
