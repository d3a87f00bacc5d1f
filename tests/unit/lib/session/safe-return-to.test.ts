// @vitest-environment jsdom
// Return addresses are judged against this page's location.
import { safeReturnTo } from '@/lib/session';
import { MAX_RETURN_LENGTH } from '@/lib/session/safe-return-to';

const ORIGIN = 'https://trade.example.com';

describe('safeReturnTo', () => {
  it.each([
    ['a path', '/business/myBid', '/business/myBid'],
    [
      'a path with query and hash',
      '/business/newsList?category=help#top',
      '/business/newsList?category=help#top',
    ],
    [
      'an absolute address of this origin',
      `${ORIGIN}/user/invoice?tab=2#list`,
      '/user/invoice?tab=2#list',
    ],
    ['this origin in capitals', 'HTTPS://TRADE.EXAMPLE.COM/coupon/myCoupon', '/coupon/myCoupon'],
    ['this origin alone', ORIGIN, '/'],
    [
      'a path with an encoded parameter',
      '/business/searchTender?q=%E4%B8%8A%E6%B5%B7',
      '/business/searchTender?q=%E4%B8%8A%E6%B5%B7',
    ],
    ['a path with a dot segment', '/user/../business/market', '/business/market'],
  ])('returns the path of %s', (_name, reject, expected) => {
    expect(safeReturnTo(reject, ORIGIN)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty text', ''],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a javascript: address in capitals', 'JavaScript:alert(document.cookie)'],
    ['a javascript: address with a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a javascript: address with a newline inside the scheme', 'java\nscript:alert(1)'],
    ['a javascript: address with leading spaces', '   javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a vbscript: address', 'vbscript:msgbox(1)'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/login'],
    ['a slash and backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash and slash', '\\/evil.example'],
    ['another origin', 'https://evil.example/x'],
    ['another origin with this host as a prefix', 'https://trade.example.com.evil.example/x'],
    ['another origin with this host as user info', 'https://trade.example.com@evil.example/x'],
    ['another port of this host', 'https://trade.example.com:8443/x'],
    ['another scheme of this host', 'http://trade.example.com/x'],
    ['a scheme without slashes', 'http:evil.example'],
    ['a secure scheme without slashes', 'https:evil.example'],
    ['a secure scheme with one slash', 'https:/evil.example'],
    ['an encoded protocol-relative address', '%2F%2Fevil.example'],
    ['a path with encoded slashes', '/%2F%2Fevil.example'],
    ['a path with double-encoded slashes', '/%252F%252Fevil.example'],
    ['a path with an encoded backslash', '/%5Cevil.example'],
    ['a path with an encoded newline', '/%0Ajavascript:alert(1)'],
    ['a path with an encoded tab between its slashes', '/%09/evil.example'],
    ['a path with a tab between its slashes', '/\t/evil.example'],
    ['a leading tab before a protocol-relative address', '\t//evil.example'],
    ['a leading newline before a protocol-relative address', '\n//evil.example'],
    ['a leading carriage return and newline before another origin', '\r\nhttps://evil.example/x'],
    ['a leading space before a protocol-relative address', ' //evil.example'],
    ['a leading tab before a javascript: address', '\tjavascript:alert(1)'],
    ['a leading newline before a javascript: address', '\njavascript:alert(1)'],
    ['a relative address without a slash', 'evil.example/x'],
    ['the login page', '/login'],
    ['the login page with its own reject', '/login?reject=%2Fuser%2FpersonalCenter'],
    ['the login page in capitals with a trailing slash', '/LOGIN/'],
    ['the login page as an absolute address', `${ORIGIN}/login?reject=x`],
    ['a malformed escape', '/%E0%A4%A'],
  ])('returns / for %s', (_name, reject) => {
    expect(safeReturnTo(reject, ORIGIN)).toBe('/');
  });

  it('returns a path as long as the limit, and / for one character more or a 10 kB address', () => {
    const path = (length: number) => `/business/market?q=${'x'.repeat(length - 19)}`;
    expect(path(MAX_RETURN_LENGTH)).toHaveLength(MAX_RETURN_LENGTH);

    expect(safeReturnTo(path(MAX_RETURN_LENGTH), ORIGIN)).toBe(path(MAX_RETURN_LENGTH));
    expect(safeReturnTo(path(MAX_RETURN_LENGTH + 1), ORIGIN)).toBe('/');
    expect(safeReturnTo(`${ORIGIN}${path(10_240)}`, ORIGIN)).toBe('/');
    expect(safeReturnTo(`/${'%E0%A4%A'.repeat(1_280)}`, ORIGIN)).toBe('/');
  });

  it('uses the current origin when none is given', () => {
    expect(safeReturnTo(`${window.location.origin}/tool/customs?hs=8471`)).toBe(
      '/tool/customs?hs=8471',
    );
    expect(safeReturnTo('https://evil.example/tool/customs')).toBe('/');
  });
});
