import {
  MONEY_PATTERN,
  compareMoney,
  fromCents,
  multiplyCents,
  scaleDecimal,
  sumCents,
  toCents,
} from '@/contract/common/money';

describe('toCents / fromCents', () => {
  it.each([
    ['0', 0],
    ['1250', 125_000],
    ['1250.5', 125_050],
    ['1250.50', 125_050],
    [' 0.01 ', 1],
    ['9999999999.99', 999_999_999_999],
  ])('reads %j as %i cents', (text, cents) => {
    expect(toCents(text)).toBe(cents);
  });

  it.each(['', '-1', '1.234', '1e3', '1,000', '.5', '12345678901', 'abc', '1.'])(
    'refuses %j',
    (text) => {
      expect(toCents(text)).toBeUndefined();
      expect(MONEY_PATTERN.test(text)).toBe(false);
    },
  );

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [125_050, '1250.50'],
    [-5, '-0.05'],
    [-125_050, '-1250.50'],
    [999_999_999_999, '9999999999.99'],
  ])('writes %i cents as %j', (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => fromCents(0.5)).toThrow(RangeError);
  });
});

describe('sumCents', () => {
  it('adds amounts exactly where floats do not (0.1 + 0.2)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const cents = sumCents([toCents('0.1') ?? 0, toCents('0.2') ?? 0]);
    expect(fromCents(cents)).toBe('0.30');
    const many = sumCents(Array.from({ length: 1000 }, () => toCents('0.1') ?? 0));
    expect(fromCents(many)).toBe('100.00');
  });

  it('keeps large totals exact', () => {
    const cents = sumCents([toCents('9999999999.99') ?? 0, toCents('0.01') ?? 0]);
    expect(fromCents(cents)).toBe('10000000000.00');
  });

  it('refuses a term that is not whole cents', () => {
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
  });
});

describe('multiplyCents', () => {
  it.each([
    // 45.50 × 5.125 cbm = 233.1875 → 233.19 (half up)
    [4550, '5.125', 3, 23_319],
    // 10.00 × 0.0005 = 0.005 → 0.01 (half up)
    [1000, '0.0005', 6, 1],
    // 10.00 × 0.0004 = 0.004 → 0.00
    [1000, '0.0004', 6, 0],
    // 6160.00 EUR × 1.086737 = 6694.29992 → 6694.30
    [616_000, '1.086737', 6, 669_430],
    // 45840.00 CNY × 0.140351 = 6433.689840 → 6433.69
    [4_584_000, '0.140351', 6, 643_369],
    // negative amounts round half away from zero
    [-25, '0.5', 6, -13],
    [12_345, '3', 3, 37_035],
  ])('%i cents × %s (≤ %i places) = %i cents', (cents, factor, places, expected) => {
    expect(multiplyCents(cents, factor, places)).toBe(expected);
  });

  it('is exact where a float product is not', () => {
    // 0.1 × 3 as floats is 0.30000000000000004; 1.005 × 100 as floats rounds to 100.49999…
    expect(multiplyCents(10, '3', 0)).toBe(30);
    expect(multiplyCents(100, '1.005', 3)).toBe(101);
    expect(Math.round(1.005 * 100)).toBe(100);
  });

  it('refuses a factor with too many places or not a decimal', () => {
    expect(() => multiplyCents(100, '1.2345', 3)).toThrow(RangeError);
    expect(() => multiplyCents(100, '-1', 3)).toThrow(RangeError);
  });
});

describe('scaleDecimal and compareMoney', () => {
  it('scales decimals to integers', () => {
    expect(scaleDecimal('5.125', 3)).toBe(5125n);
    expect(scaleDecimal('5.1', 3)).toBe(5100n);
    expect(scaleDecimal('5', 0)).toBe(5n);
    expect(scaleDecimal('5.1234', 3)).toBeUndefined();
  });

  it('compares amounts exactly, invalid ones first', () => {
    expect(compareMoney('10.10', '10.1')).toBe(0);
    expect(compareMoney('9.99', '10')).toBe(-1);
    expect(compareMoney('1000000000.01', '1000000000')).toBe(1);
    expect(compareMoney('abc', '0')).toBe(-1);
    expect(['10', '9.5', '100', '0.01'].sort(compareMoney)).toEqual(['0.01', '9.5', '10', '100']);
  });
});
