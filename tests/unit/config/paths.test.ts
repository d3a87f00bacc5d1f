import { paths, withQuery } from '@/config/paths';

describe('paths', () => {
  it('keeps the seed spellings of the two detail routes', () => {
    expect(paths.business.foreignTradeDetail.path).toBe('/business/foreignTradeDetial');
    expect(paths.business.newsDetail.path).toBe('/business/newsDetial');
  });

  it('builds a directory link from its category id', () => {
    expect(paths.business.foreignTrade.path).toBe('/business/foreignTrade/:id');
    expect(paths.business.foreignTrade.href(4)).toBe('/business/foreignTrade/4');
    expect(paths.business.foreignTrade.href('2', { page: 3 })).toBe(
      '/business/foreignTrade/2?page=3',
    );
  });

  it('adds a query and skips empty values', () => {
    expect(paths.business.tenderIssue.href()).toBe('/business/tenderIssue');
    expect(paths.business.newsList.href({ category: 'help', keyword: '', page: undefined })).toBe(
      '/business/newsList?category=help',
    );
    expect(withQuery('/x', { a: 'b c', d: 0, e: false })).toBe('/x?a=b+c&d=0&e=false');
  });

  it('writes a lane tender into the tender form address in one key order, leaving out what is unknown', () => {
    expect(
      paths.business.tenderIssue.href({
        readyDate: '2026-12-01',
        quantity: 2,
        containerType: '40HQ',
        pod: 'PGPOM',
        pol: 'CNSHA',
        shipmentType: 'FCL',
        volumeCbm: undefined,
      }),
    ).toBe(
      '/business/tenderIssue?pol=CNSHA&pod=PGPOM&shipmentType=FCL&containerType=40HQ&quantity=2&readyDate=2026-12-01',
    );
    expect(paths.business.tenderIssue.href({ pod: 'NLRTM', volumeCbm: '8.5' })).toBe(
      '/business/tenderIssue?pod=NLRTM&volumeCbm=8.5',
    );
  });

  it('encodes the full return address into the login link', () => {
    const reject = 'http://localhost:3000/business/payment?orderNo=A1&x=1#top';
    expect(paths.login.href(reject)).toBe(`/login?reject=${encodeURIComponent(reject)}`);
    expect(paths.login.href()).toBe('/login');
  });
});
