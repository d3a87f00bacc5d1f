import {
  formatDirectorySearch,
  parseCategory,
  parseDirectorySearch,
  toEnterpriseQuery,
} from '@/features/directory/utils/directory-search';

describe('parseCategory', () => {
  it.each([
    ['1', 1],
    ['4', 4],
    ['0', undefined],
    ['5', undefined],
    ['abc', undefined],
    ['01', undefined],
    [undefined, undefined],
  ])('reads %s as %s', (id, category) => {
    expect(parseCategory(id)).toBe(category);
  });
});

describe('parseDirectorySearch', () => {
  it('reads every filter and the page', () => {
    const params = new URLSearchParams(
      'keyword=%20远航%20&provinceCode=310000&service=trucking&certified=true&page=3',
    );
    expect(parseDirectorySearch(params)).toEqual({
      keyword: '远航',
      provinceCode: '310000',
      service: 'trucking',
      certified: true,
      current: 3,
    });
  });

  it('drops what is not valid', () => {
    const params = new URLSearchParams('provinceCode=31&service=air&certified=1&page=-2');
    expect(parseDirectorySearch(params)).toEqual({ certified: false, current: 1 });
  });
});

describe('formatDirectorySearch', () => {
  it('writes the filters in a fixed order and leaves out the defaults', () => {
    const text = formatDirectorySearch({
      current: 2,
      certified: true,
      service: 'customs',
      provinceCode: '440000',
      keyword: 'Hengtong',
    }).toString();
    expect(text).toBe('keyword=Hengtong&provinceCode=440000&service=customs&certified=true&page=2');
    expect(formatDirectorySearch({ certified: false, current: 1 }).toString()).toBe('');
  });
});

describe('toEnterpriseQuery', () => {
  it('asks for the category with only the filters that are set', () => {
    expect(toEnterpriseQuery(4, { certified: false, current: 1, keyword: 'x' })).toEqual({
      category: 4,
      keyword: 'x',
      current: 1,
    });
  });
});
