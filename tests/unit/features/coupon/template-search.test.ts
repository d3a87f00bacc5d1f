import { formatTemplateSearch, parseTemplateSearch } from '@/features/coupon/utils/template-search';

describe('parseTemplateSearch', () => {
  it('reads the status and the page', () => {
    const params = new URLSearchParams('status=paused&page=2');
    expect(parseTemplateSearch(params)).toEqual({ status: 'paused', current: 2 });
  });

  it('drops an unknown status and a page that is not a whole number above 1', () => {
    expect(parseTemplateSearch(new URLSearchParams('status=gone&page=x'))).toEqual({
      status: undefined,
      current: 1,
    });
  });
});

describe('formatTemplateSearch', () => {
  it('leaves the defaults out', () => {
    expect(formatTemplateSearch({ status: undefined, current: 1 }).toString()).toBe('');
    expect(formatTemplateSearch({ status: 'active', current: 3 }).toString()).toBe(
      'status=active&page=3',
    );
  });
});
