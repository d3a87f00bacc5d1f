import type { Page } from '@/contract/http';
import { ReferenceApi } from '@/contract/reference/paths';
import type {
  Country,
  Dict,
  DictItem,
  DictItemsByCode,
  Port,
  Province,
} from '@/contract/reference/types';
import { countries } from '@mock/domains/reference/data-countries';
import { dictItems, dicts } from '@mock/domains/reference/data-dicts';
import { ports } from '@mock/domains/reference/data-ports';
import { provinces } from '@mock/domains/reference/data-provinces';

import { call } from './helpers';

describe('reference data', () => {
  it('has the 34 provincial divisions with GB/T 2260 codes', () => {
    expect(provinces).toHaveLength(34);
    expect(new Set(provinces.map((province) => province.code)).size).toBe(34);
    expect(provinces.every((province) => /^\d{2}0000$/.test(province.code))).toBe(true);
  });

  it('has every ISO 3166-1 country, with China’s regions named as such', () => {
    expect(countries).toHaveLength(249);
    expect(countries.find((country) => country.code === 'TW')).toMatchObject({
      code3: 'TWN',
      name: '中国台湾',
      nameEn: 'Taiwan, China',
    });
    expect(countries.find((country) => country.code === 'HK')?.nameEn).toBe('Hong Kong, China');
    expect(countries.find((country) => country.code === 'MO')?.name).toBe('中国澳门');
  });

  it('has at least 150 ports with unique UN/LOCODEs in known countries', () => {
    const codes = new Set(countries.map((country) => country.code));
    expect(ports.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ports.map((port) => port.code)).size).toBe(ports.length);
    for (const port of ports) {
      expect(port.code).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      expect(codes.has(port.countryCode)).toBe(true);
    }
    const required = [
      'CNSHA',
      'CNNGB',
      'CNYTN',
      'CNSHK',
      'CNTAO',
      'CNTXG',
      'CNXMN',
      'CNNSA',
      'CNDLC',
    ];
    const main = ['CNLYG', 'NLRTM', 'DEHAM', 'BEANR', 'USLAX', 'USLGB', 'SGSIN'];
    for (const code of [...required, ...main])
      expect(ports.some((port) => port.code === code)).toBe(true);
  });

  it('has every dictionary the app reads, each item labelled in both languages', () => {
    const codes = dicts.map((entry) => entry.dictCode);
    expect(codes).toEqual(
      expect.arrayContaining([
        'container_type',
        'shipment_type',
        'incoterm',
        'currency',
        'cargo_type',
        'surcharge_code',
        'surcharge_unit',
        'carrier',
        'invoice_type',
        'invoice_status',
        'coupon_kind',
        'coupon_status',
        'user_coupon_status',
        'news_category',
        'enterprise_category',
        'enterprise_service',
        'tender_status',
        'bid_status',
        'order_status',
        'payment_method',
        'listing_status',
        'cert_status',
        'user_type',
        'favourite_kind',
      ]),
    );
    expect(dictItems.every((item) => item.text && item.textEn)).toBe(true);
    const carriers = dictItems.filter(
      (item) => item.dictId === dicts.find((d) => d.dictCode === 'carrier')?.id,
    );
    expect(carriers.length).toBeGreaterThanOrEqual(12);
  });
});

describe(`GET ${ReferenceApi.provinceListAll}`, () => {
  it('pages the provinces (10 by default)', async () => {
    const first = await call<Page<Province>>('GET', ReferenceApi.provinceListAll);
    expect(first.data).toMatchObject({ total: 34, current: 1, size: 10 });
    expect(first.data?.records[0]).toEqual({
      id: '110000',
      code: '110000',
      name: '北京市',
      nameEn: 'Beijing',
    });
    const last = await call<Page<Province>>('GET', ReferenceApi.provinceListAll, {
      query: { current: 4, size: 10 },
    });
    expect(last.data?.records.map((province) => province.code)).toEqual([
      '650000',
      '710000',
      '810000',
      '820000',
    ]);
  });

  it.each([
    ['广东', ['440000']],
    ['shan', ['140000', '370000', '310000']],
    ['无此省', []],
  ])('filters by Chinese or English name: %s', async (name, expected) => {
    const reply = await call<Page<Province>>('GET', ReferenceApi.provinceListAll, {
      query: { name, size: 50 },
    });
    expect(reply.data?.records.map((province) => province.code).sort()).toEqual(
      [...expected].sort(),
    );
  });

  it('gives 4000 for a page size that is not a positive integer', async () => {
    expect(
      await call('GET', ReferenceApi.provinceListAll, { query: { size: 0 }, lang: 'en-US' }),
    ).toEqual({
      code: 4000,
      message: 'Page size must be between 1 and 1000.',
      data: { field: 'size' },
    });
    expect(
      (await call('GET', ReferenceApi.provinceListAll, { query: { current: 'x' } })).data,
    ).toEqual({ field: 'current' });
  });
});

describe(`GET ${ReferenceApi.countryListAll}`, () => {
  it('pages every country', async () => {
    const reply = await call<Page<Country>>('GET', ReferenceApi.countryListAll, {
      query: { current: 1, size: 300 },
    });
    expect(reply.data?.total).toBe(249);
    expect(reply.data?.records).toContainEqual({
      id: 'CN',
      code: 'CN',
      code3: 'CHN',
      name: '中国',
      nameEn: 'China',
    });
  });
});

describe('dictionary calls', () => {
  it('lists dictionaries, filtered by code or by name in either language', async () => {
    const byCode = await call<Page<Dict>>('GET', ReferenceApi.dictListDict, {
      query: { dictCode: 'status' },
    });
    expect(byCode.data?.total).toBe(8);
    const byName = await call<Page<Dict>>('GET', ReferenceApi.dictListDict, {
      query: { dictName: '箱型' },
    });
    expect(byName.data?.records.map((entry) => entry.dictCode)).toEqual(['container_type']);
    const byEnglish = await call<Page<Dict>>('GET', ReferenceApi.dictListDict, {
      query: { dictName: 'incoterms' },
    });
    expect(byEnglish.data?.records.map((entry) => entry.dictCode)).toEqual(['incoterm']);
  });

  it('returns one dictionary and its items in order', async () => {
    const incoterm = dicts.find((entry) => entry.dictCode === 'incoterm');
    const detail = await call<Dict>('GET', ReferenceApi.dictDetailDict, {
      query: { id: incoterm?.id ?? '' },
    });
    expect(detail.data).toEqual(incoterm);
    const items = await call<DictItem[]>('GET', ReferenceApi.dictSelectItemByDictId, {
      query: { dictId: incoterm?.dictId ?? '' },
    });
    expect(items.data?.map((item) => item.value)).toEqual([
      'EXW',
      'FCA',
      'FAS',
      'FOB',
      'CFR',
      'CIF',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
    ]);
  });

  it('gives 4004 for an unknown dictionary and 4000 without an id', async () => {
    expect(
      await call('GET', ReferenceApi.dictDetailDict, { query: { id: '999' }, lang: 'en-US' }),
    ).toEqual({
      code: 4004,
      message: 'Dictionary was not found.',
      data: { field: 'id' },
    });
    expect(
      await call('GET', ReferenceApi.dictSelectItemByDictId, { query: { dictId: '999' } }),
    ).toEqual({
      code: 4004,
      message: '字典不存在',
      data: { field: 'dictId' },
    });
    expect((await call('GET', ReferenceApi.dictDetailDict)).code).toBe(4000);
    expect((await call('GET', ReferenceApi.dictSelectItemByDictId)).code).toBe(4000);
  });

  it('lists every dictionary’s items by code, status ones with a Tag colour', async () => {
    const reply = await call<DictItemsByCode>('GET', ReferenceApi.dictListAll);
    expect(Object.keys(reply.data ?? {})).toHaveLength(dicts.length);
    expect(reply.data?.container_type?.map((item) => item.value)).toEqual([
      '20GP',
      '40GP',
      '40HQ',
      '45HQ',
      '20RF',
      '40RF',
    ]);
    expect(reply.data?.tender_status?.every((item) => item.color)).toBe(true);
    expect(reply.data?.carrier?.find((item) => item.value === 'COSU')).toMatchObject({
      text: '中远海运集运',
      textEn: 'COSCO Shipping Lines',
    });
  });
});

describe(`GET ${ReferenceApi.portSearch}`, () => {
  const search = (keyword: string, size = 10) =>
    call<Page<Port>>('GET', ReferenceApi.portSearch, { query: { keyword, size } });

  it.each([
    ['CNSHA', 'CNSHA'],
    ['rotterdam', 'NLRTM'],
    ['鹿特丹', 'NLRTM'],
    ['yantian', 'CNYTN'],
    ['lax', 'USLAX'],
  ])('finds %s first: %s', async (keyword, code) => {
    expect((await search(keyword)).data?.records[0]?.code).toBe(code);
  });

  it('pages all ports without a keyword', async () => {
    const reply = await search('', 5);
    expect(reply.data).toMatchObject({ total: ports.length, size: 5 });
    expect(reply.data?.records[0]).toEqual({
      code: 'CNSHA',
      name: '上海',
      nameEn: 'Shanghai',
      countryCode: 'CN',
      region: 'east-asia',
    });
  });
});
