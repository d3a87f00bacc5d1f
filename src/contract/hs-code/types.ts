import * as v from 'valibot';

import type { PageQuery } from '@/contract/http';
import { bilingualName, count, decimal, filled, isoDate, listOf } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/** A code of so many digits (the tariff's chapters 2, headings 4, commodity codes 10). */
const digits = (length: 2 | 4 | 10) =>
  v.pipe(v.string(), v.regex(new RegExp(`^\\d{${length}}$`), `not ${length} digits`));

/** A legal unit of quantity (法定计量单位) with its customs code, e.g. 035 千克 / kilogram. */
export const HsUnitSchema = v.object({
  code: filled,
  ...bilingualName,
});
export type HsUnit = Infer<typeof HsUnitSchema>;

/** One declaration element (申报要素) of the code's heading, in both languages. */
export const HsElementSchema = v.object(bilingualName);
export type HsElement = Infer<typeof HsElementSchema>;

/** A chapter (2 digits) or heading (4 digits) a code sits in, with its names. */
const hsGroup = (length: 2 | 4) => v.object({ code: digits(length), ...bilingualName });

/**
 * One 10-digit commodity code of China's customs tariff, with both descriptions whatever the
 * request's language. Rates are percent as decimal strings as published ('6.5', '0', '13').
 */
export const HsCodeSchema = v.object({
  /** 10 digits. */
  code: digits(10),
  ...bilingualName,
  /** The 2-digit chapter and 4-digit heading it sits in, with their names. */
  chapter: hsGroup(2),
  heading: hsGroup(4),
  /** The first legal unit, then the second if the code has one. */
  units: v.pipe(listOf(HsUnitSchema), v.minLength(1), v.maxLength(2)),
  /** Most-favoured-nation import duty. */
  mfnRate: decimal,
  /** General (non-MFN) import duty. */
  generalRate: decimal,
  /** Import VAT. */
  vatRate: decimal,
  /** Export VAT rebate. */
  exportRebateRate: decimal,
  /**
   * Supervision conditions (监管条件) as codes, e.g. ['A', 'B']; their meanings are the
   * `customs_supervision` dictionary (`useDict`). Empty: none.
   */
  supervision: listOf(filled),
  /** Inspection and quarantine categories (检验检疫类别), e.g. ['M', 'N']; dictionary `inspection_category`. */
  inspection: listOf(filled),
  /** Declaration elements (申报要素), in order. */
  elements: listOf(HsElementSchema),
  /** When this row was last updated ('YYYY-MM-DD'). */
  updatedAt: isoDate,
});
export type HsCode = Infer<typeof HsCodeSchema>;

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
export const HsNodeSchema = v.object({
  /** A chapter (2 digits), a heading (4) or a commodity code (10, a leaf). */
  code: v.union([digits(2), digits(4), digits(10)]),
  ...bilingualName,
  /** 10-digit codes beneath (1 for a leaf). */
  count: v.pipe(count, v.minValue(1)),
  leaf: v.boolean(),
});
export type HsNode = Infer<typeof HsNodeSchema>;

/** GET hs/meta: what the HS data is, to say it on the page. */
export const HsMetaSchema = v.object({
  /** True: a sample of the tariff, not the whole of it. */
  sample: v.boolean(),
  /** The tariff edition the rates are taken from ('YYYY-MM-DD'). */
  asOf: isoDate,
  /** 10-digit codes in the data. */
  count,
  chapters: count,
});
export type HsMeta = Infer<typeof HsMetaSchema>;
