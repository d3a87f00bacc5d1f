import { formatNewsSearch, parseNewsSearch, toNewsQuery } from '@/features/news/utils/news-search';

const parse = (query: string) => parseNewsSearch(new URLSearchParams(query));

describe('parseNewsSearch', () => {
  it('reads category, keyword and page', () => {
    expect(parse('category=help&keyword=%20密码%20&page=3')).toEqual({
      category: 'help',
      keyword: '密码',
      current: 3,
    });
  });

  it('shows industry news when no category is given', () => {
    expect(parse('')).toEqual({ category: 'industry', keyword: '', current: 1 });
  });

  it('falls back to industry news for an unknown category and reports it', () => {
    expect(parse('category=sports')).toEqual({
      category: 'industry',
      keyword: '',
      current: 1,
      unknownCategory: 'sports',
    });
  });

  it.each(['0', '-2', '1.5', 'x'])('reads page %s as page 1', (current) => {
    expect(parse(`page=${current}`).current).toBe(1);
  });
});

describe('formatNewsSearch', () => {
  it('always keeps the category and leaves defaults out', () => {
    expect(formatNewsSearch({ category: 'notice', keyword: '', current: 1 })).toEqual({
      category: 'notice',
    });
    expect(formatNewsSearch({ category: 'help', keyword: '发票', current: 2 })).toEqual({
      category: 'help',
      keyword: '发票',
      page: '2',
    });
  });
});

describe('toNewsQuery', () => {
  it('asks for 10 a page and sends the keyword only when there is one', () => {
    expect(toNewsQuery({ category: 'help', keyword: '', current: 2 })).toEqual({
      category: 'help',
      current: 2,
      size: 10,
    });
    expect(toNewsQuery({ category: 'help', keyword: 'x', current: 1 }).keyword).toBe('x');
  });
});
