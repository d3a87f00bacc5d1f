import { WEBSITE_MAX, websiteProblem } from '@/contract/member/website';
import { checkExternalUrl } from '@/lib/urls/server-urls';

describe('websiteProblem', () => {
  it.each([
    'https://www.hailian-trade.example',
    'https://www.yuanhang-logistics.example/en/?from=directory#top',
    'https://HAILIAN.example:8443/about',
  ])('accepts %s, which the app also opens', (site) => {
    expect(websiteProblem(site)).toBeUndefined();
    expect(checkExternalUrl(site).ok).toBe(true);
  });

  it('accepts nothing: an empty address clears the site', () => {
    expect(websiteProblem('')).toBeUndefined();
  });

  it.each([
    ['plain http', 'http://www.hailian-trade.example', 'notHttps'],
    ['script', 'javascript:alert(1)', 'notHttps'],
    ['a data: page', 'data:text/html,<b>x</b>', 'notHttps'],
    ['credentials', 'https://user:pw@www.hailian-trade.example', 'credentials'],
    ['a user name alone', 'https://admin@www.hailian-trade.example', 'credentials'],
    ['no scheme', 'www.hailian-trade.example', 'malformed'],
    ['a host without a dot', 'https://localhost/admin', 'malformed'],
    ['an empty label', 'https://www..example', 'malformed'],
    ['a trailing dot', 'https://www.hailian-trade.example./', 'malformed'],
    ['a space', 'https://www.hailian trade.example', 'malformed'],
    ['a backslash', 'https:\\\\www.hailian-trade.example', 'malformed'],
    ['a relative path', '/about', 'malformed'],
    ['one character too many', `https://a.example/${'x'.repeat(WEBSITE_MAX - 17)}`, 'tooLong'],
  ])('refuses %s', (_, site, problem) => {
    expect(websiteProblem(site)).toBe(problem);
  });

  it('takes exactly WEBSITE_MAX characters', () => {
    const longest = `https://a.example/${'x'.repeat(WEBSITE_MAX - 18)}`;
    expect(longest).toHaveLength(WEBSITE_MAX);
    expect(websiteProblem(longest)).toBeUndefined();
  });
});
