import type { PageQuery } from '@/contract/http';

/** A legal unit of quantity (法定计量单位) with its customs code, e.g. 035 千克 / kilogram. */
export interface HsUnit {
  code: string;
  name: string;
  nameEn: string;
}

/** One declaration element (申报要素) of the code's heading, in both languages. */
export interface HsElement {
  name: string;
  nameEn: string;
}

/**
 * One 10-digit commodity code of China's customs tariff, with both descriptions whatever the
 * request's language. Rates are percent as decimal strings as published ('6.5', '0', '13').
 */
export interface HsCode {
  /** 10 digits. */
  code: string;
  name: string;
  nameEn: string;
  /** The 2-digit chapter and 4-digit heading it sits in, with their names. */
  chapter: { code: string; name: string; nameEn: string };
  heading: { code: string; name: string; nameEn: string };
  /** The first legal unit, then the second if the code has one. */
  units: HsUnit[];
  /** Most-favoured-nation import duty. */
  mfnRate: string;
  /** General (non-MFN) import duty. */
  generalRate: string;
  /** Import VAT. */
  vatRate: string;
  /** Export VAT rebate. */
  exportRebateRate: string;
  /**
   * Supervision conditions (监管条件) as codes, e.g. ['A', 'B']; their meanings are the
   * `customs_supervision` dictionary (`useDict`). Empty: none.
   */
  supervision: string[];
  /** Inspection and quarantine categories (检验检疫类别), e.g. ['M', 'N']; dictionary `inspection_category`. */
  inspection: string[];
  /** Declaration elements (申报要素), in order. */
  elements: HsElement[];
  /** When this row was last updated ('YYYY-MM-DD'). */
  updatedAt: string;
}

/**
 * GET hs/search. `keyword` (required, else 4000 naming `keyword`): digits (dots and spaces dropped)
 * are a code prefix of 2 to 10 digits, matched from the left and sorted by code; anything else is
 * matched in the Chinese and English descriptions (and the heading names), best match first.
 */
export interface HsQuery extends PageQuery {
  keyword?: string;
}

/**
 * GET hs/tree: the children of `parent`. No parent: the chapters that hold codes; a chapter (2
 * digits): its headings; a heading (4 digits): its 10-digit codes (leaves). 4004 for an unknown
 * parent, 4000 for one that is not 2 or 4 digits.
 */
export interface HsNode {
  code: string;
  name: string;
  nameEn: string;
  /** 10-digit codes beneath (1 for a leaf). */
  count: number;
  leaf: boolean;
}

/** GET hs/meta: what the HS data is, to say it on the page. */
export interface HsMeta {
  /** True: a sample of the tariff, not the whole of it. */
  sample: boolean;
  /** The tariff edition the rates are taken from ('YYYY-MM-DD'). */
  asOf: string;
  /** 10-digit codes in the data. */
  count: number;
  chapters: number;
}
