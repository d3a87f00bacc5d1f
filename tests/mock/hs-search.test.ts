import {
  aliasPrefixes,
  hsMeta,
  hsRank,
  hsTree,
  matchHs,
  parseHsKeyword,
  searchHs,
} from '@mock/domains/hs-code/rules';
import { HS_AS_OF, buildHsIndex, type HsSource } from '@mock/domains/hs-code/search-index';

/** A small source of real codes, so the rules are tested apart from the sample's size. */
const source: HsSource = {
  asOf: HS_AS_OF,
  units: [
    ['011', '件', 'article'],
    ['035', '千克', 'kilogram'],
  ],
  chapters: [
    ['07', '食用蔬菜、根及块茎', 'Edible vegetables and certain roots and tubers'],
    ['09', '咖啡、茶、马黛茶及调味香料', 'Coffee, tea, maté and spices'],
    [
      '61',
      '针织或钩编的服装及衣着附件',
      'Articles of apparel and clothing accessories, knitted or crocheted',
    ],
  ],
  headings: [
    [
      '0703',
      '鲜或冷藏的洋葱、青葱、大蒜、韭葱及其他葱属蔬菜',
      'Onions, shallots, garlic, leeks and other alliaceous vegetables, fresh or chilled',
      '品牌类型;出口享惠情况',
      'Brand type;Export preference status',
    ],
    [
      '0902',
      '茶，不论是否加香料',
      'Tea, whether or not flavoured',
      '品牌类型;出口享惠情况;加工方法',
      'Brand type;Export preference status;Processing method',
    ],
    [
      '6109',
      '针织或钩编的T恤衫、汗衫及其他背心',
      'T-shirts, singlets and other vests, knitted or crocheted',
      '品牌类型;出口享惠情况;织造方法;种类;面料成分含量;品牌;款号',
      'Brand type;Export preference status;Weaving method;Kind;Fabric composition;Brand;Style number',
    ],
  ],
  codes: [
    // Deliberately out of order: the index sorts by code.
    [
      '6109909000',
      '其他纺织材料制针织或钩编的T恤衫、汗衫及其他背心',
      'T-shirts, singlets and other vests of other textile materials, knitted or crocheted',
      '011/035',
      '6',
      '130',
      '13',
      '13',
      'A',
      'M',
    ],
    [
      '6109100000',
      '棉制针织或钩编的T恤衫、汗衫及其他背心',
      'T-shirts, singlets and other vests of cotton, knitted or crocheted',
      '011/035',
      '6',
      '90',
      '13',
      '13',
      'A',
      'M',
    ],
    [
      '0703209000',
      '其他鲜或冷藏的大蒜（包括蒜苗）',
      'Other garlic, fresh or chilled (including garlic sprouts)',
      '035',
      '13',
      '70',
      '9',
      '9',
      'AB',
      'PRQS',
    ],
    [
      '0703201000',
      '鲜或冷藏的蒜头',
      'Garlic bulbs, fresh or chilled',
      '035',
      '13',
      '70',
      '9',
      '9',
      'AB',
      'PRQS',
    ],
    [
      '0703101000',
      '鲜或冷藏的洋葱',
      'Onions, fresh or chilled',
      '035',
      '13',
      '70',
      '9',
      '9',
      'AB',
      'PRQS',
    ],
    [
      '0902301000',
      '每件净重不超过3千克的乌龙茶',
      'Oolong tea, in immediate packings of a content not exceeding 3 kg',
      '035',
      '15',
      '100',
      '9',
      '9',
      'AB',
      'PRQS',
    ],
    [
      '0902101000',
      '每件净重不超过3千克的绿茶',
      'Green tea (not fermented), in immediate packings of a content not exceeding 3 kg',
      '035',
      '15',
      '100',
      '9',
      '9',
      'AB',
      'PRQS',
    ],
    ['0902109000', '绿茶', 'Green tea', '035', '15', '100', '9', '9', 'AB', 'PRQS'],
  ],
};
const index = buildHsIndex(source);

const codesOf = (keyword: string) => {
  const parsed = parseHsKeyword(keyword);
  if (!parsed.ok) throw new Error(`refused ${keyword}`);
  return matchHs(index, parsed.value).map((record) => record.code);
};

describe('parseHsKeyword', () => {
  it.each([
    ['09', '09'],
    ['0902', '0902'],
    ['090210', '090210'],
    ['09021010', '09021010'],
    ['0902101000', '0902101000'],
    ['  0902.10 ', '090210'],
    ['8517.62', '851762'],
    ['8517 62 00', '85176200'],
    ['0902.10.10.00', '0902101000'],
  ])('reads %j as the code prefix %s', (keyword, digits) => {
    expect(parseHsKeyword(keyword)).toEqual({ ok: true, value: { kind: 'prefix', digits } });
  });

  it('reads full-width digits and dots (Chinese input methods) as ASCII', () => {
    expect(parseHsKeyword('６１０９．１０')).toEqual({
      ok: true,
      value: { kind: 'prefix', digits: '610910' },
    });
    expect(parseHsKeyword('　Ｔ恤　')).toEqual({ ok: true, value: { kind: 'text', text: 't恤' } });
  });

  it.each(['1', ' 9 ', '.', '12345678901', '0902.1010.001'])(
    'refuses the prefix %j (1 or more than 10 digits) naming keyword',
    (keyword) => {
      expect(parseHsKeyword(keyword)).toMatchObject({
        ok: false,
        code: 4000,
        field: 'keyword',
        messageId: 'hs.prefixLength',
      });
    },
  );

  it('refuses an empty or blank keyword and one longer than 50 characters', () => {
    for (const keyword of ['', '   ', 'x'.repeat(51)]) {
      expect(parseHsKeyword(keyword)).toMatchObject({ ok: false, code: 4000, field: 'keyword' });
    }
  });

  it('takes anything else as text, lower-cased with single spaces', () => {
    expect(parseHsKeyword('  Green   TEA ')).toEqual({
      ok: true,
      value: { kind: 'text', text: 'green tea' },
    });
    expect(parseHsKeyword('0902a')).toEqual({ ok: true, value: { kind: 'text', text: '0902a' } });
  });
});

describe('code prefix matching', () => {
  it('matches from the left at 2, 4, 6, 8 and 10 digits, sorted by code', () => {
    expect(codesOf('07')).toEqual(['0703101000', '0703201000', '0703209000']);
    expect(codesOf('0703')).toEqual(['0703101000', '0703201000', '0703209000']);
    expect(codesOf('070320')).toEqual(['0703201000', '0703209000']);
    expect(codesOf('07032090')).toEqual(['0703209000']);
    expect(codesOf('0703209000')).toEqual(['0703209000']);
    expect(codesOf('61')).toEqual(['6109100000', '6109909000']);
  });

  it('ignores dots and spaces, and never matches in the middle of a code', () => {
    expect(codesOf('0902.10')).toEqual(['0902101000', '0902109000']);
    expect(codesOf('0902 10 10 00')).toEqual(['0902101000']);
    expect(codesOf('0210')).toEqual([]);
    expect(codesOf('10')).toEqual([]);
  });
});

describe('keyword ranking', () => {
  it('puts the exact name first, then names starting with it, then the rest by code', () => {
    // 0902109000 is named exactly 绿茶; the other green tea only contains it.
    expect(codesOf('绿茶')).toEqual(['0902109000', '0902101000']);
    // Exact (Green tea), starts with (Green tea (not fermented)…); case does not matter.
    expect(codesOf('GREEN TEA')).toEqual(['0902109000', '0902101000']);
  });

  it('ranks starts-with, then a word starting with it, then contains, then the heading', () => {
    // Garlic bulbs… (starts), Other garlic… (a word), Onions… (only the heading names garlic).
    expect(codesOf('garlic')).toEqual(['0703201000', '0703209000', '0703101000']);
    expect(codesOf('大蒜')).toEqual(['0703209000', '0703101000', '0703201000']);
  });

  it('finds Chinese text anywhere in the name or the heading', () => {
    expect(codesOf('茶')).toEqual(['0902101000', '0902109000', '0902301000']);
    expect(codesOf('乌龙')).toEqual(['0902301000']);
    expect(codesOf('棉制')).toEqual(['6109100000']);
  });

  it('matches full-width brackets in a keyword against the descriptions', () => {
    expect(codesOf('（包括蒜苗）')).toEqual(['0703209000']);
    expect(codesOf('(包括蒜苗)')).toEqual(['0703209000']);
  });

  it('finds several words anywhere when the phrase itself is not found', () => {
    expect(codesOf('cotton t-shirts')).toEqual(['6109100000']);
    expect(codesOf('vests cotton knitted')).toEqual(['6109100000']);
    expect(codesOf('cotton coffee')).toEqual([]);
  });

  it('gives the rank of each kind of match', () => {
    const entry = index.entries.find((item) => item.record.code === '0703209000');
    if (!entry) throw new Error('missing');
    expect(hsRank(entry, 'other garlic, fresh or chilled (including garlic sprouts)')).toBe(0);
    expect(hsRank(entry, 'other')).toBe(1);
    expect(hsRank(entry, 'sprouts')).toBe(2);
    expect(hsRank(entry, 'arlic')).toBe(3);
    expect(hsRank(entry, 'leeks')).toBe(4);
    expect(hsRank(entry, 'sprouts leeks')).toBe(5);
    expect(hsRank(entry, 'tea')).toBeUndefined();
  });
});

describe('searchHs', () => {
  it('pages what matches', () => {
    expect(searchHs('09', 2, 2, index)).toMatchObject({
      ok: true,
      value: { total: 3, current: 2, size: 2, records: [{ code: '0902301000' }] },
    });
    expect(searchHs('0101', 1, 10, index)).toEqual({
      ok: true,
      value: { records: [], total: 0, current: 1, size: 10 },
    });
  });

  it('builds each record with its chapter, heading, units and elements', () => {
    const found = searchHs('6109100000', 1, 10, index);
    expect(found.ok && found.value.records[0]).toEqual({
      code: '6109100000',
      name: '棉制针织或钩编的T恤衫、汗衫及其他背心',
      nameEn: 'T-shirts, singlets and other vests of cotton, knitted or crocheted',
      chapter: { code: '61', name: source.chapters[2]?.[1], nameEn: source.chapters[2]?.[2] },
      heading: {
        code: '6109',
        name: '针织或钩编的T恤衫、汗衫及其他背心',
        nameEn: 'T-shirts, singlets and other vests, knitted or crocheted',
      },
      units: [
        { code: '011', name: '件', nameEn: 'article' },
        { code: '035', name: '千克', nameEn: 'kilogram' },
      ],
      mfnRate: '6',
      generalRate: '90',
      vatRate: '13',
      exportRebateRate: '13',
      supervision: ['A'],
      inspection: ['M'],
      elements: [
        { name: '品牌类型', nameEn: 'Brand type' },
        { name: '出口享惠情况', nameEn: 'Export preference status' },
        { name: '织造方法', nameEn: 'Weaving method' },
        { name: '种类', nameEn: 'Kind' },
        { name: '面料成分含量', nameEn: 'Fabric composition' },
        { name: '品牌', nameEn: 'Brand' },
        { name: '款号', nameEn: 'Style number' },
      ],
      updatedAt: HS_AS_OF,
    });
  });
});

describe('hsTree and hsMeta', () => {
  it('gives chapters, then headings, then leaves, with counts', () => {
    expect(hsTree('', index)).toEqual({
      ok: true,
      value: [
        {
          code: '07',
          name: source.chapters[0]?.[1],
          nameEn: source.chapters[0]?.[2],
          count: 3,
          leaf: false,
        },
        {
          code: '09',
          name: source.chapters[1]?.[1],
          nameEn: source.chapters[1]?.[2],
          count: 3,
          leaf: false,
        },
        {
          code: '61',
          name: source.chapters[2]?.[1],
          nameEn: source.chapters[2]?.[2],
          count: 2,
          leaf: false,
        },
      ],
    });
    const headings = hsTree('09', index);
    expect(headings.ok && headings.value).toEqual([
      {
        code: '0902',
        name: '茶，不论是否加香料',
        nameEn: 'Tea, whether or not flavoured',
        count: 3,
        leaf: false,
      },
    ]);
    const leaves = hsTree('0703', index);
    expect(leaves.ok && leaves.value.map(({ code, count, leaf }) => [code, count, leaf])).toEqual([
      ['0703101000', 1, true],
      ['0703201000', 1, true],
      ['0703209000', 1, true],
    ]);
  });

  it('refuses a parent that is not 2 or 4 digits (4000) or holds no code (4004)', () => {
    for (const parent of ['0', '090', '090210', 'ab', '09.']) {
      expect(hsTree(parent, index)).toMatchObject({ ok: false, code: 4000, field: 'parent' });
    }
    for (const parent of ['01', '0901', '77']) {
      expect(hsTree(parent, index)).toMatchObject({ ok: false, code: 4004, field: 'parent' });
    }
  });

  it('describes the data', () => {
    expect(hsMeta(index)).toEqual({ sample: true, asOf: '2025-01-01', count: 8, chapters: 3 });
  });
});

describe('everyday words', () => {
  it('finds the codes an everyday word means, after every match in the descriptions', () => {
    expect(aliasPrefixes('laptop')).toEqual(['847130']);
    expect(aliasPrefixes('laptops')).toEqual(['847130']);
    expect(aliasPrefixes('lap')).toEqual([]);
    // T恤 is in the tariff's own words of 6109 (T恤衫); tee is not, and finds them through the alias.
    expect(codesOf('tee')).toEqual(['6109100000', '6109909000']);
    expect(codesOf('t恤')).toEqual(['6109100000', '6109909000']);
  });

  it('adds alias hits once, after the description hits', () => {
    // Black tea is filed under 0902.30 (fermented tea): the fixture's oolong comes only by alias.
    expect(codesOf('black teas')).toEqual(['0902301000']);
    // 'green tea' matches names; its alias-free result has no duplicates.
    expect(codesOf('green tea')).toEqual(['0902109000', '0902101000']);
  });
});
