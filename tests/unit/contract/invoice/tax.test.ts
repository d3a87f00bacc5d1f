import { INVOICE_ITEMS, lineTaxRate } from '@/contract/invoice/items';
import { netOf, sumAmounts, taxIn } from '@/contract/invoice/tax';

describe('taxIn: the 6 % VAT inside a tax-inclusive amount', () => {
  it.each([
    ['106.00', '6.00'],
    ['5960.00', '337.36'], // 357600 / 106 = 3373.58… cents
    ['0.09', '0.01'], // 0.54 / 1.06 = 0.509… → half up
    ['0.08', '0.00'], // 0.48 / 1.06 = 0.45…
    ['1000.00', '56.60'],
    ['0', '0.00'],
    ['9999999999.99', '566037735.85'],
  ])('%s holds %s', (amount, tax) => {
    expect(taxIn(amount)).toBe(tax);
  });

  it('sums amounts exactly where floating point would not', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['1850.10', '120.20', '50.70'])).toBe('2021.00');
    expect(sumAmounts([])).toBe('0.00');
  });

  it('gives the amount without tax', () => {
    expect(netOf('5960.00', taxIn('5960.00'))).toBe('5622.64');
  });
});

describe('invoice items: the name and rate a line prints', () => {
  it('prints forwarding as brokerage and agency at 6 %, or 免税 for a payee that filed the exemption', () => {
    expect(INVOICE_ITEMS.forwarding).toMatchObject({
      name: '*经纪代理服务*国际货物运输代理服务',
      unit: '次',
    });
    expect(lineTaxRate('forwarding', false)).toBe(6);
    expect(lineTaxRate('forwarding', true)).toBe('exempt');
  });

  it('holds no tax in an exempt amount, which must still be an amount', () => {
    expect(taxIn('5960.00', 'exempt')).toBe('0.00');
    expect(taxIn('5960.00', 6)).toBe('337.36');
    expect(() => taxIn('abc', 'exempt')).toThrow(RangeError);
  });
});
