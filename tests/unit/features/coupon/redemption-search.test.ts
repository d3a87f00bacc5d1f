import {
  formatRedemptionSearch,
  parseRedemptionSearch,
  redemptionQuery,
} from '@/features/coupon/utils/redemption-search';

const parse = (query: string) => parseRedemptionSearch(new URLSearchParams(query));

describe('the redemption records in the address', () => {
  it('reads every filter and the page, and writes them back the same', () => {
    const query = 'template=7002&way=counter&from=2026-01-01&to=2026-01-31&page=3';
    const search = parse(query);
    expect(search).toEqual({
      templateId: '7002',
      way: 'counter',
      from: '2026-01-01',
      to: '2026-01-31',
      current: 3,
    });
    expect(formatRedemptionSearch(search).toString()).toBe(query);
    expect(redemptionQuery(search)).toEqual({
      templateId: '7002',
      way: 'counter',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('drops what the list cannot use: an unknown way, a day that is not one, an end before the start', () => {
    expect(parse('way=offline&from=2026-02-30&page=0&template=a%20b')).toEqual({
      templateId: undefined,
      way: undefined,
      from: undefined,
      to: undefined,
      current: 1,
    });
    expect(parse('from=2026-02-01&to=2026-01-31')).toMatchObject({
      from: undefined,
      to: undefined,
    });
    expect(parse('from=2026-02-01')).toMatchObject({ from: '2026-02-01', to: undefined });
  });

  it('leaves the defaults out: no filter and page 1 are the bare address', () => {
    expect(formatRedemptionSearch(parse('')).toString()).toBe('');
    expect(redemptionQuery(parse(''))).toEqual({});
  });
});
