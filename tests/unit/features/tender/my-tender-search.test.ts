import {
  formatMyTenderSearch,
  parseMyTenderSearch,
  tenderStatusOf,
} from '@/features/tender/utils/my-tender-search';

const parse = (query: string) => parseMyTenderSearch(new URLSearchParams(query));

describe('my tenders in the address', () => {
  it('reads the status, the page and the open tender', () => {
    expect(parse('status=open&page=2&tenderId=T-7')).toEqual({
      status: 'open',
      current: 2,
      tenderId: 'T-7',
    });
  });

  it('drops an unknown status, a bad page and an empty tender', () => {
    expect(parse('status=all&page=2.5&tenderId=%20')).toEqual({
      status: undefined,
      current: 1,
      tenderId: undefined,
    });
  });

  it('leaves the defaults out and writes the rest in a fixed order', () => {
    expect(
      formatMyTenderSearch({ status: undefined, current: 1, tenderId: undefined }).toString(),
    ).toBe('');
    expect(
      formatMyTenderSearch({ status: 'awarded', current: 3, tenderId: 'T-7' }).toString(),
    ).toBe('status=awarded&page=3&tenderId=T-7');
  });

  it('reads the filter’s "all" as no status', () => {
    expect(tenderStatusOf('all')).toBeUndefined();
    expect(tenderStatusOf('cancelled')).toBe('cancelled');
  });
});
