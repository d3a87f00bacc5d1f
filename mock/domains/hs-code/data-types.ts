/**
 * The row formats of the HS sample data (China's customs tariff). The rows live in `data/*.json`,
 * which reads as plain arrays: each module casts its table to its row type below, and
 * tests/mock/hs-data.test.ts checks every row's width. Two files hold the codes, split by chapter
 * (`data-codes-materials.ts`: 01–63, `data-codes-manufactures.ts`: 64–97), each with its headings
 * (`data-headings-materials.ts`, `data-headings-manufactures.ts`); `data-chapters.ts` names the
 * chapters.
 */

/** [chapter (2 digits), Chinese name, English name]. */
export type HsChapterRow = readonly [code: string, name: string, nameEn: string];

/**
 * [heading (4 digits), Chinese name, English name, declaration elements (申报要素) in Chinese and
 * English, each a list separated by ';' in the same order, e.g. '品名;用途;材质;品牌类型;出口享惠情况'].
 */
export type HsHeadingRow = readonly [
  code: string,
  name: string,
  nameEn: string,
  elements: string,
  elementsEn: string,
];

/**
 * [10-digit code, Chinese description, English description, legal unit codes ('035' or '035/007':
 * first/second), MFN rate, general rate, VAT rate, export rebate rate (percent as published: '6.5'),
 * supervision condition codes ('AB', '' for none), inspection category codes ('MN', '' for none)].
 */
export type HsCodeRow = readonly [
  code: string,
  name: string,
  nameEn: string,
  units: string,
  mfn: string,
  general: string,
  vat: string,
  rebate: string,
  supervision: string,
  inspection: string,
];
