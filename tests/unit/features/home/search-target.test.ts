import { resolvePort, searchHref } from '@/features/home/utils/search-target';
import type { Port } from '@/lib/reference';

const shanghai: Port = {
  code: 'CNSHA',
  name: '上海',
  nameEn: 'Shanghai',
  countryCode: 'CN',
  region: 'east-asia',
};

describe('resolvePort', () => {
  it.each([
    ['CNSHA', 'CNSHA'],
    [' cnsha ', 'CNSHA'],
    ['上海', 'CNSHA'],
    ['shanghai', 'CNSHA'],
    ['上海 Shanghai', 'CNSHA'],
    ['Shanghai (上海)', 'CNSHA'],
    ['Shang', undefined],
    ['ABCDE', undefined],
  ])('reads %j as %s', (text, code) => {
    expect(resolvePort(text, [shanghai])).toBe(code);
  });
});

describe('searchHref', () => {
  it('sends tenders the keyword and ports, the market and schedules only the lane', () => {
    expect(searchHref('tender', { keyword: ' 家具 ', pol: 'CNSHA', pod: '' })).toBe(
      `/business/searchTender?keyword=${encodeURIComponent('家具')}&pol=CNSHA`,
    );
    expect(searchHref('market', { keyword: 'x', pol: 'CNSHA', pod: 'USLAX' })).toBe(
      '/business/market?pol=CNSHA&pod=USLAX',
    );
    expect(searchHref('schedule', { pod: 'USLAX' })).toBe('/tool/shipDate?pod=USLAX');
  });
});
