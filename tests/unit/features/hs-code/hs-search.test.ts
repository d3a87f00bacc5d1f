import { describe, expect, it } from 'vitest';

import { formatHsSearch, parseHsSearch, toHsQuery } from '@/features/hs-code/utils/hs-search';

describe('parseHsSearch', () => {
  it('reads the keyword, page and opened code of the address', () => {
    const search = parseHsSearch(new URLSearchParams('keyword=手机&page=2&code=8517130000'));
    expect(search).toEqual({ keyword: '手机', current: 2, code: '8517130000' });
  });

  it('drops a page that is not a positive integer and a code that is not 10 digits', () => {
    const search = parseHsSearch(new URLSearchParams('keyword=85&page=-1&code=8517'));
    expect(search).toEqual({ keyword: '85', current: 1, code: '' });
  });
});

describe('formatHsSearch', () => {
  it('writes only what is not default', () => {
    expect(formatHsSearch({ keyword: '', current: 1, code: '' })).toEqual({});
    expect(formatHsSearch({ keyword: '8517', current: 3, code: '8517620000' })).toEqual({
      keyword: '8517',
      page: '3',
      code: '8517620000',
    });
  });
});

describe('toHsQuery', () => {
  it('sends the digits of a prefix and the page', () => {
    expect(toHsQuery({ keyword: '8517.62', current: 2, code: '' })).toEqual({
      keyword: '851762',
      current: 2,
      size: 10,
    });
  });

  it('asks nothing for an empty or bad input', () => {
    expect(toHsQuery({ keyword: '', current: 1, code: '' })).toBeUndefined();
    expect(toHsQuery({ keyword: '8', current: 1, code: '' })).toBeUndefined();
    expect(toHsQuery({ keyword: '12345678901', current: 1, code: '' })).toBeUndefined();
  });
});
