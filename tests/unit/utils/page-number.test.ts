import { parsePageNumber } from '@/utils/page-number';

describe('parsePageNumber', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    ['100000', 100_000],
  ])('reads %s as page %i', (value, page) => {
    expect(parsePageNumber(value)).toBe(page);
  });

  it.each([null, undefined, '', '0', '-2', '1.5', 'x', '100001'])(
    'reads %s as the first page',
    (value) => {
      expect(parsePageNumber(value)).toBe(1);
    },
  );
});
