import {
  bestCoupon,
  unusableReason,
  type CouponForOrder,
  type OrderForCoupon,
} from '@/contract/coupon/eligibility';

const NOW = Date.parse('2026-11-22T12:00:00+08:00');

const coupon = (overrides: Partial<CouponForOrder> = {}): CouponForOrder => ({
  code: 'ABCDEFGHJKMN',
  kind: 'cash',
  currency: 'CNY',
  faceValue: '200',
  threshold: '2000',
  issuerEnterpriseId: 'e-forwarder',
  status: 'unused',
  validFrom: '2026-11-01T00:00:00+08:00',
  validTo: '2026-12-31T23:59:59+08:00',
  ...overrides,
});

const order: OrderForCoupon = {
  orderNo: 'O1',
  payeeEnterpriseId: 'e-forwarder',
  currency: 'CNY',
  amount: '2000.00',
};

describe('coupon eligibility', () => {
  it('accepts an unused coupon of the payee, in the currency, at the threshold, valid now', () => {
    expect(unusableReason(coupon(), order, NOW)).toBeUndefined();
  });

  it('names the first reason a coupon cannot be used', () => {
    expect(unusableReason(coupon({ issuerEnterpriseId: 'e-other' }), order, NOW)).toBe('issuer');
    expect(unusableReason(coupon({ currency: 'USD' }), order, NOW)).toBe('currency');
    expect(unusableReason(coupon({ threshold: '2000.01' }), order, NOW)).toBe('threshold');
    expect(unusableReason(coupon({ status: 'used' }), order, NOW)).toBe('status');
    expect(unusableReason(coupon({ status: 'expired' }), order, NOW)).toBe('status');
    expect(unusableReason(coupon({ validFrom: '2026-11-23T00:00:00+08:00' }), order, NOW)).toBe(
      'notYet',
    );
    expect(unusableReason(coupon({ validTo: '2026-11-22T11:59:59+08:00' }), order, NOW)).toBe(
      'expired',
    );
  });

  it('accepts a coupon reserved for this order, not one reserved for another', () => {
    expect(
      unusableReason(coupon({ status: 'reserved', orderNo: 'O1' }), order, NOW),
    ).toBeUndefined();
    expect(unusableReason(coupon({ status: 'reserved', orderNo: 'O2' }), order, NOW)).toBe(
      'status',
    );
  });

  it('is valid through the last second of its end', () => {
    const end = '2026-11-22T12:00:00+08:00';
    expect(unusableReason(coupon({ validTo: end }), order, NOW)).toBeUndefined();
  });
});

describe('best coupon', () => {
  const cash200 = coupon({ code: 'CASH200AAAAA' });
  const pct15cap250 = coupon({
    code: 'PCT15AAAAAAA',
    kind: 'discount',
    faceValue: undefined,
    percent: 15,
    cap: '250',
    threshold: '0',
  });

  it('is the one that takes most off this amount', () => {
    expect(bestCoupon([cash200, pct15cap250], '2000.00')?.code).toBe('PCT15AAAAAAA');
    expect(bestCoupon([cash200, pct15cap250], '1000.00')?.code).toBe('CASH200AAAAA');
  });

  it('prefers the one that expires first on a tie, then the lowest code', () => {
    const later = coupon({ code: 'AAAAAAAAAAAA', validTo: '2027-01-31T23:59:59+08:00' });
    const sooner = coupon({ code: 'ZZZZZZZZZZZZ', validTo: '2026-12-01T23:59:59+08:00' });
    expect(bestCoupon([later, sooner], '2000.00')?.code).toBe('ZZZZZZZZZZZZ');
    const twin = coupon({ code: 'BBBBBBBBBBBB', validTo: later.validTo });
    expect(bestCoupon([twin, later], '2000.00')?.code).toBe('AAAAAAAAAAAA');
  });

  it('is undefined without coupons', () => {
    expect(bestCoupon([], '2000.00')).toBeUndefined();
  });
});
