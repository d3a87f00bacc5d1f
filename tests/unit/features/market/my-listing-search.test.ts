import {
  formatMyListingSearch,
  parseMyListingSearch,
} from '@/features/market/utils/my-listing-search';

const parse = (query: string) => parseMyListingSearch(new URLSearchParams(query));

describe('my listings in the address', () => {
  it('reads the status and the page', () => {
    expect(parse('status=off&page=3')).toEqual({ status: 'off', current: 3 });
  });

  it('drops an unknown status and a page that is not a whole number from 1', () => {
    expect(parse('status=sold&page=1.5')).toEqual({ status: undefined, current: 1 });
    expect(parse('page=0')).toEqual({ status: undefined, current: 1 });
  });

  it('leaves every status and page 1 out', () => {
    expect(formatMyListingSearch({ status: undefined, current: 1 }).toString()).toBe('');
    expect(formatMyListingSearch({ status: 'expired', current: 2 }).toString()).toBe(
      'status=expired&page=2',
    );
  });
});
