import { checkExternalUrl, checkServerFileUrl, resolveImageUrl } from '@/lib/urls/server-urls';

const hosts = { ossBaseUrl: 'https://oss.example.com/bucket', origin: 'https://trade.example.com' };
const resolve = (reference: string | undefined) => resolveImageUrl(reference, hosts);

describe('resolveImageUrl', () => {
  it('resolves a key or a relative path against the object-storage base URL', () => {
    expect(resolve('licence/ab12.png')).toBe('https://oss.example.com/bucket/licence/ab12.png');
    expect(resolve('./ab12.png')).toBe('https://oss.example.com/bucket/ab12.png');
    expect(resolve('ab12.png?x-oss-process=resize')).toBe(
      'https://oss.example.com/bucket/ab12.png?x-oss-process=resize',
    );
  });

  it('keeps a path of this site, and an address on the storage host or this site', () => {
    expect(resolve('/mock-news/figure-1.svg')).toBe('/mock-news/figure-1.svg');
    expect(resolve('https://trade.example.com/a.png')).toBe('/a.png');
    expect(resolve('https://oss.example.com/other/a.png?sig=1')).toBe(
      'https://oss.example.com/other/a.png?sig=1',
    );
    expect(resolve('//oss.example.com/bucket/a.png')).toBe('https://oss.example.com/bucket/a.png');
  });

  it('keeps data: images', () => {
    expect(resolve('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it.each([
    ['another host', 'https://tracker.example.net/p.gif'],
    ['another host without a scheme', '//tracker.example.net/p.gif'],
    ['another port of the storage host', 'https://oss.example.com:8443/a.png'],
    ['plain http to the storage host', 'http://oss.example.com/bucket/a.png'],
    ['script', 'javascript:alert(1)'],
    ['a data: page', 'data:text/html,<script>alert(1)</script>'],
    ['a blob', 'blob:https://trade.example.com/1'],
    ['credentials', 'https://user:pw@oss.example.com/a.png'],
    ['spaces', 'a b.png'],
    ['backslashes', '\\\\evil\\a.png'],
    ['nothing', ''],
    ['missing', undefined],
  ])('refuses %s', (_, reference) => {
    expect(resolve(reference)).toBeUndefined();
  });

  it('uses this site as the storage when the base URL is a path', () => {
    const local = { ossBaseUrl: '/mock-oss', origin: 'http://127.0.0.1:4174' };
    expect(resolveImageUrl('ab12.png', local)).toBe('/mock-oss/ab12.png');
    expect(resolveImageUrl('/mock-oss/ab12.png', local)).toBe('/mock-oss/ab12.png');
    expect(resolveImageUrl('http://127.0.0.1:4174/mock-oss/a.png', local)).toBe('/mock-oss/a.png');
  });
});

describe('checkServerFileUrl', () => {
  const check = (reference: string) => checkServerFileUrl(reference, { hosts });

  it('accepts a file on the storage host or this site, as images are', () => {
    expect(check('invoice/ab12.pdf')).toEqual({
      ok: true,
      href: 'https://oss.example.com/bucket/invoice/ab12.pdf',
    });
    expect(check('/mock-oss/invoice/ab12.pdf')).toEqual({
      ok: true,
      href: '/mock-oss/invoice/ab12.pdf',
    });
  });

  it.each([
    ['a data: image, which is no file to open', 'data:image/png;base64,iVBORw0KGgo=', 'scheme'],
    ['a data: page', 'data:text/html,<script>alert(1)</script>', 'scheme'],
    ['script', 'javascript:alert(1)', 'scheme'],
    ['another host', 'https://files.evil.example/a.pdf', 'host'],
    ['credentials', 'https://user:pw@oss.example.com/a.pdf', 'credentials'],
    ['spaces', 'a b.pdf', 'malformed'],
    ['nothing', '', 'malformed'],
  ])('refuses %s, saying why', (_, reference, refused) => {
    expect(check(reference)).toEqual({ ok: false, refused });
  });
});

describe('checkExternalUrl', () => {
  it('accepts an https site on any host', () => {
    expect(checkExternalUrl('https://www.hailian-logistics.cn/about?lang=zh')).toEqual({
      ok: true,
      href: 'https://www.hailian-logistics.cn/about?lang=zh',
    });
  });

  it.each([
    ['plain http', 'http://www.hailian-logistics.cn', 'scheme'],
    ['script', 'javascript:alert(1)', 'scheme'],
    ['script in capitals with a tab', 'JaVa\tScRiPt:alert(1)', 'malformed'],
    ['a data: page', 'data:text/html,<b>x</b>', 'scheme'],
    ['credentials', 'https://admin:pw@www.hailian-logistics.cn', 'credentials'],
    ['a host without a dot', 'https://localhost/admin', 'malformed'],
    ['no scheme', 'www.hailian-logistics.cn', 'malformed'],
    ['a relative path', '/login', 'malformed'],
    ['nothing', '', 'malformed'],
  ])('refuses %s, saying why', (_, reference, refused) => {
    expect(checkExternalUrl(reference)).toEqual({ ok: false, refused });
  });
});
