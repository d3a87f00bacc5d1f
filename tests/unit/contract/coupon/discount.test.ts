import { couponDiscount, discountCents, payableAfter } from '@/contract/coupon/discount';
import type { CouponTerms } from '@/contract/coupon/types';

const cash = (faceValue: string, threshold = faceValue): CouponTerms => ({
  kind: 'cash',
  currency: 'CNY',
  faceValue,
  threshold,
});
const discount = (percent: number, cap: string, threshold = '0'): CouponTerms => ({
  kind: 'discount',
  currency: 'USD',
  percent,
  cap,
  threshold,
});

describe('coupon discount', () => {
  it('takes a cash coupon’s face value off', () => {
    expect(couponDiscount(cash('200'), '2000.00')).toBe('200.00');
    expect(payableAfter('2000.00', '200.00')).toBe('1800.00');
  });

  it('never takes more than the order amount', () => {
    expect(couponDiscount(cash('200', '0'), '150.50')).toBe('150.50');
    expect(payableAfter('150.50', '150.50')).toBe('0.00');
    expect(discountCents(cash('200', '0'), 0)).toBe(0);
  });

  it('takes a percentage off, rounded half up to the cent', () => {
    // 15 % of 10.03 = 1.5045 → 1.50; of 10.10 = 1.515 → 1.52 (half up, not banker's)
    expect(couponDiscount(discount(15, '100'), '10.03')).toBe('1.50');
    expect(couponDiscount(discount(15, '100'), '10.10')).toBe('1.52');
    expect(couponDiscount(discount(1, '100'), '0.50')).toBe('0.01');
    expect(couponDiscount(discount(1, '100'), '0.49')).toBe('0.00');
  });

  it('never takes more than the cap', () => {
    expect(couponDiscount(discount(15, '300'), '10000.00')).toBe('300.00');
    expect(couponDiscount(discount(15, '300'), '1999.99')).toBe('300.00');
    expect(couponDiscount(discount(15, '300'), '1999.00')).toBe('299.85');
  });

  it('is exact on amounts where floats are not', () => {
    // 0.1 + 0.2 style: 33 % of 0.30 is 0.099 → 0.10; 7 % of 12345678.91 = 864197.5237 → 864197.52
    expect(couponDiscount(discount(33, '1'), '0.30')).toBe('0.10');
    expect(couponDiscount(discount(7, '9999999'), '12345678.91')).toBe('864197.52');
    expect(payableAfter('12345678.91', '864197.52')).toBe('11481481.39');
  });
});
