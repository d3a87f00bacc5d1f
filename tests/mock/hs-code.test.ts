import { HsCodeApi } from '@/contract/hs-code/paths';
import type { HsCode, HsMeta, HsNode } from '@/contract/hs-code/types';
import type { Page } from '@/contract/http';
import { HS_CHAPTERS } from '@mock/domains/hs-code/data-chapters';
import { MANUFACTURE_CODES } from '@mock/domains/hs-code/data-codes-manufactures';
import { MATERIAL_CODES } from '@mock/domains/hs-code/data-codes-materials';
import { MANUFACTURE_HEADINGS } from '@mock/domains/hs-code/data-headings-manufactures';
import { MATERIAL_HEADINGS } from '@mock/domains/hs-code/data-headings-materials';
import { HS_UNITS } from '@mock/domains/hs-code/data-units';
import { dictItems, dicts } from '@mock/domains/reference/data-dicts';

import { call } from './helpers';

const search = (query: Record<string, string | number>, lang?: 'zh-CN' | 'en-US') =>
  call<Page<HsCode>>('GET', HsCodeApi.search, { query, ...(lang ? { lang } : {}) });
const tree = (parent?: string, lang?: 'zh-CN' | 'en-US') =>
  call<HsNode[]>('GET', HsCodeApi.tree, {
    ...(parent === undefined ? {} : { query: { parent } }),
    ...(lang ? { lang } : {}),
  });
const codes = (page?: Page<HsCode>) => page?.records.map((record) => record.code);
/** Only the codes of chapters 01–63 (this file's own data), in the order given. */
const ownCodes = (page?: Page<HsCode>) => codes(page)?.filter((code) => code < '64');

const allCodes = [...MATERIAL_CODES, ...MANUFACTURE_CODES];
const itemsOf = (dictCode: string) => {
  const dictId = dicts.find((entry) => entry.dictCode === dictCode)?.dictId;
  return dictItems.filter((item) => item.dictId === dictId);
};

describe('HS sample data', () => {
  it('names all 97 chapters, 77 being reserved', () => {
    expect(HS_CHAPTERS.map(([code]) => code)).toEqual(
      Array.from({ length: 97 }, (_, at) => String(at + 1).padStart(2, '0')),
    );
    expect(HS_CHAPTERS.find(([code]) => code === '77')?.[1]).toMatch(/保留/);
    expect(HS_CHAPTERS.every(([, name, nameEn]) => name && nameEn)).toBe(true);
  });

  it('has at least 160 unique 10-digit codes in chapters 01–63, each under a known heading', () => {
    expect(MATERIAL_CODES.length).toBeGreaterThanOrEqual(160);
    expect(MATERIAL_CODES.every(([code]) => /^(0[1-9]|[1-5]\d|6[0-3])\d{8}$/.test(code))).toBe(
      true,
    );
    const all = allCodes.map(([code]) => code);
    expect(new Set(all).size).toBe(all.length);
    const headings = new Set([...MATERIAL_HEADINGS, ...MANUFACTURE_HEADINGS].map(([code]) => code));
    expect(all.filter((code) => !headings.has(code.slice(0, 4)))).toEqual([]);
  });

  it('gives every heading as many English elements as Chinese ones', () => {
    for (const [code, , , elements, elementsEn] of [
      ...MATERIAL_HEADINGS,
      ...MANUFACTURE_HEADINGS,
    ]) {
      expect([code, elements.split(';').length]).toEqual([code, elementsEn.split(';').length]);
    }
  });

  it('uses only known units, supervision conditions and inspection categories', () => {
    const units = new Set(HS_UNITS.map(([code]) => code));
    const supervision = new Set(itemsOf('customs_supervision').map((item) => item.value));
    const inspection = new Set(itemsOf('inspection_category').map((item) => item.value));
    for (const [code, , , unitCodes, , , , , conditions, categories] of allCodes) {
      for (const unit of unitCodes.split('/'))
        expect([code, units.has(unit)]).toEqual([code, true]);
      for (const letter of conditions)
        expect([code, supervision.has(letter)]).toEqual([code, true]);
      for (const letter of categories) expect([code, inspection.has(letter)]).toEqual([code, true]);
    }
  });

  it('adds the two customs dictionaries in both languages', () => {
    expect(itemsOf('customs_supervision').find((item) => item.value === 'A')).toMatchObject({
      text: '实施进口检验检疫',
      textEn: 'Inbound inspection and quarantine',
    });
    expect(itemsOf('inspection_category').map((item) => item.value)).toEqual([
      'M',
      'N',
      'P',
      'Q',
      'R',
      'S',
      'L',
      'V',
      'W',
    ]);
  });
});

describe(`GET ${HsCodeApi.search}`, () => {
  it('matches a code prefix of 2, 4, 6, 8 or 10 digits from the left, sorted by code', async () => {
    const tea = [
      '0902101000',
      '0902109000',
      '0902201000',
      '0902301000',
      '0902302000',
      '0902309000',
      '0902401000',
      '0902409000',
    ];
    expect(codes((await search({ keyword: '0902' })).data)).toEqual(tea);
    expect(codes((await search({ keyword: '09', size: 50 })).data)).toEqual([...tea, '0910110000']);
    expect(codes((await search({ keyword: '090230' })).data)).toEqual(tea.slice(3, 6));
    expect(codes((await search({ keyword: '09023020' })).data)).toEqual(['0902302000']);
    expect(codes((await search({ keyword: '6109100000' })).data)).toEqual(['6109100000']);
  });

  it('drops dots and spaces from a code', async () => {
    expect(codes((await search({ keyword: ' 0902.30 ' })).data)).toEqual([
      '0902301000',
      '0902302000',
      '0902309000',
    ]);
    expect(codes((await search({ keyword: '6109 10 00 00' })).data)).toEqual(['6109100000']);
  });

  it('gives an empty page when nothing matches', async () => {
    expect((await search({ keyword: '0101' })).data).toEqual({
      records: [],
      total: 0,
      current: 1,
      size: 10,
    });
  });

  it.each([
    ['1', 'HS 编码须为 2 到 10 位数字'],
    ['12345678901', 'HS 编码须为 2 到 10 位数字'],
    ['', '请填写关键词'],
    ['   ', '请填写关键词'],
  ])('refuses the keyword %j with 4000 naming keyword', async (keyword, message) => {
    expect(await search({ keyword })).toEqual({ code: 4000, message, data: { field: 'keyword' } });
  });

  it('refuses a missing keyword and a page larger than 50, in English too', async () => {
    expect(await call('GET', HsCodeApi.search, { lang: 'en-US' })).toEqual({
      code: 4000,
      message: 'Keyword is required.',
      data: { field: 'keyword' },
    });
    expect(await search({ keyword: '9', current: 1 }, 'en-US')).toMatchObject({
      message: 'An HS code must have 2 to 10 digits.',
    });
    expect((await search({ keyword: '61', size: 51 })).data).toEqual({ field: 'size' });
    expect((await search({ keyword: '61', current: 0 })).data).toEqual({ field: 'current' });
  });

  it('pages the matches (10 by default, at most 50)', async () => {
    const chapter61 = MATERIAL_CODES.filter(([code]) => code.startsWith('61')).map(
      ([code]) => code,
    );
    const first = await search({ keyword: '61' });
    expect(first.data).toMatchObject({ total: chapter61.length, current: 1, size: 10 });
    expect(codes(first.data)).toEqual(chapter61.slice(0, 10));
    const second = await search({ keyword: '61', current: 2, size: 5 });
    expect(codes(second.data)).toEqual(chapter61.slice(5, 10));
    expect((await search({ keyword: '6', size: 50 })).code).toBe(4000);
  });

  it('finds Chinese keywords, the exact name first', async () => {
    const honey = await search({ keyword: '天然蜂蜜' });
    expect(codes(honey.data)?.[0]).toBe('0409000000');
    const tea = await search({ keyword: '茶', size: 50 });
    expect(ownCodes(tea.data)).toEqual([
      '0902101000',
      '0902109000',
      '0902201000',
      '0902301000',
      '0902302000',
      '0902309000',
      '0902401000',
      '0902409000',
    ]);
    const oolong = await search({ keyword: '乌龙茶' });
    expect(ownCodes(oolong.data)).toEqual(['0902301000', '0902401000']);
  });

  it('finds English keywords in any case, best match first', async () => {
    const honey = await search({ keyword: 'NATURAL HONEY' }, 'en-US');
    expect(honey.data?.records[0]?.nameEn).toBe('Natural honey');
    // Starts with (bulbs, stems), a word of the name (Other garlic), then only the heading (onions).
    const garlic = await search({ keyword: 'Garlic', size: 50 });
    expect(ownCodes(garlic.data)).toEqual(['0703201000', '0703202000', '0703209000', '0703101000']);
    const tees = await search({ keyword: 'cotton t-shirts' });
    expect(ownCodes(tees.data)).toEqual(['6109100000']);
  });

  it('finds everyday words the tariff does not use, after the tariff’s own words', async () => {
    // 红茶 is in the names of 0902309000 and 0902409000; the alias adds the rest of 0902.30/40.
    const blackTea = await search({ keyword: '红茶' });
    expect(ownCodes(blackTea.data)).toEqual([
      '0902309000',
      '0902409000',
      '0902301000',
      '0902302000',
      '0902401000',
    ]);
    const jeans = await search({ keyword: 'Jeans' }, 'en-US');
    expect(ownCodes(jeans.data)).toEqual(['6203420000', '6204620000']);
  });

  it('returns records with chapter, heading, units, rates, controls and elements', async () => {
    const reply = await search({ keyword: '0902301000' });
    expect(reply.data?.records[0]).toMatchObject({
      code: '0902301000',
      name: '每件净重不超过3千克的乌龙茶',
      chapter: {
        code: '09',
        name: '咖啡、茶、马黛茶及调味香料',
        nameEn: 'Coffee, tea, maté and spices',
      },
      heading: {
        code: '0902',
        name: '茶，不论是否加香料',
        nameEn: 'Tea, whether or not flavoured',
      },
      units: [{ code: '035', name: '千克', nameEn: 'kilogram' }],
      mfnRate: '15',
      generalRate: '100',
      vatRate: '9',
      exportRebateRate: '9',
      supervision: ['A', 'B'],
      inspection: ['P', 'R', 'Q', 'S'],
      updatedAt: '2025-01-01',
    });
    expect(reply.data?.records[0]?.elements.slice(0, 2)).toEqual([
      { name: '品牌类型', nameEn: 'Brand type' },
      { name: '出口享惠情况', nameEn: 'Export preference status' },
    ]);
    const tee = await search({ keyword: '6109100000' }, 'en-US');
    expect(tee.data?.records[0]?.units).toEqual([
      { code: '011', name: '件', nameEn: 'article' },
      { code: '035', name: '千克', nameEn: 'kilogram' },
    ]);
    expect(tee.data?.records[0]?.elements.map((element) => element.name)).toEqual([
      '品牌类型',
      '出口享惠情况',
      '织造方法',
      '种类',
      '面料成分含量',
      '品牌',
      '款号',
    ]);
  });
});

describe(`GET ${HsCodeApi.tree} and ${HsCodeApi.meta}`, () => {
  it('lists the chapters holding codes, with counts adding up to the data', async () => {
    const root = await tree();
    const chapters = root.data ?? [];
    expect(chapters.map((node) => node.code)).toEqual(
      [...new Set(allCodes.map(([code]) => code.slice(0, 2)))].sort(),
    );
    expect(chapters.some((node) => node.code === '77')).toBe(false);
    expect(chapters.reduce((sum, node) => sum + node.count, 0)).toBe(allCodes.length);
    expect(chapters.find((node) => node.code === '09')).toEqual({
      code: '09',
      name: '咖啡、茶、马黛茶及调味香料',
      nameEn: 'Coffee, tea, maté and spices',
      count: 9,
      leaf: false,
    });
  });

  it('lists a chapter’s headings and a heading’s codes', async () => {
    expect((await tree('09')).data).toEqual([
      {
        code: '0902',
        name: '茶，不论是否加香料',
        nameEn: 'Tea, whether or not flavoured',
        count: 8,
        leaf: false,
      },
      {
        code: '0910',
        name: '姜、番红花、姜黄、麝香草、月桂叶、咖喱及其他调味香料',
        nameEn: 'Ginger, saffron, turmeric (curcuma), thyme, bay leaves, curry and other spices',
        count: 1,
        leaf: false,
      },
    ]);
    const leaves = (await tree('0703')).data ?? [];
    expect(leaves.map(({ code, count, leaf }) => [code, count, leaf])).toEqual([
      ['0703101000', 1, true],
      ['0703201000', 1, true],
      ['0703202000', 1, true],
      ['0703209000', 1, true],
    ]);
    expect(leaves[0]).toMatchObject({ name: '鲜或冷藏的洋葱', nameEn: 'Onions, fresh or chilled' });
  });

  it('gives 4000 for a parent that is not 2 or 4 digits and 4004 for an unknown one', async () => {
    expect(await tree('090', 'en-US')).toEqual({
      code: 4000,
      message: 'The parent must be a 2-digit chapter or a 4-digit heading.',
      data: { field: 'parent' },
    });
    expect((await tree('0902101000')).data).toEqual({ field: 'parent' });
    expect(await tree('0101')).toEqual({
      code: 4004,
      message: '上级编码不存在',
      data: { field: 'parent' },
    });
    expect((await tree('77')).code).toBe(4004);
  });

  it('says the data is a sample of the 2025 tariff, with its size', async () => {
    const reply = await call<HsMeta>('GET', HsCodeApi.meta);
    expect(reply.data).toEqual({
      sample: true,
      asOf: '2025-01-01',
      count: allCodes.length,
      chapters: new Set(allCodes.map(([code]) => code.slice(0, 2))).size,
    });
  });
});
