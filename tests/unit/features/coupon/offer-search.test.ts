import { formatOfferSearch, parseOfferSearch } from '@/features/coupon/utils/offer-search';

describe('parseOfferSearch', () => {
  it('reads the issuer, the currency and the page', () => {
    const params = new URLSearchParams('issuerId=ent-7&currency=usd&page=3');
    expect(parseOfferSearch(params)).toEqual({ issuerId: 'ent-7', currency: 'USD', current: 3 });
  });

  it('drops what is not valid', () => {
    const params = new URLSearchParams('issuerId=a%20b&currency=XYZ&page=1.5');
    expect(parseOfferSearch(params)).toEqual({ current: 1 });
  });
});

describe('formatOfferSearch', () => {
  it('writes the filters and leaves page 1 out', () => {
    expect(formatOfferSearch({ currency: 'CNY', current: 1 }).toString()).toBe('currency=CNY');
    expect(formatOfferSearch({ issuerId: 'ent-7', current: 2 }).toString()).toBe(
      'issuerId=ent-7&page=2',
    );
  });
});
