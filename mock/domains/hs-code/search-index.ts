import type { HsCode, HsUnit } from '@/contract/hs-code/types';

import { HS_CHAPTERS } from './data-chapters';
import { MANUFACTURE_CODES } from './data-codes-manufactures';
import { MATERIAL_CODES } from './data-codes-materials';
import { MANUFACTURE_HEADINGS } from './data-headings-manufactures';
import { MATERIAL_HEADINGS } from './data-headings-materials';
import { HS_UNITS } from './data-units';

import type { HsChapterRow, HsCodeRow, HsHeadingRow } from './data-types';

/** The tariff edition the sample's rates are taken from. */
export const HS_AS_OF = '2025-01-01';

/** One code with its search strings, folded (`foldHs`) once. */
export interface HsEntry {
  record: HsCode;
  name: string;
  nameEn: string;
  /** Heading names, Chinese and English. */
  heading: string;
  headingEn: string;
  /** Everything above joined, for several-word keywords. */
  all: string;
}

export interface HsIndex {
  /** Sorted by code. */
  entries: readonly HsEntry[];
  chapters: ReadonlyMap<string, HsChapterRow>;
  headings: ReadonlyMap<string, HsHeadingRow>;
}

export interface HsSource {
  chapters: readonly HsChapterRow[];
  headings: readonly HsHeadingRow[];
  codes: readonly HsCodeRow[];
  units: readonly (readonly [string, string, string])[];
  asOf: string;
}

/**
 * How keywords and descriptions are compared: Unicode NFKC (full-width digits, letters and
 * brackets become ASCII: '６１０９' → '6109', '（' → '('), then lower case.
 */
export const foldHs = (text: string) => text.normalize('NFKC').toLowerCase();

const splitList = (text: string) =>
  text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

/** Supervision and inspection codes are single characters: 'AB' → ['A', 'B']. */
const letters = (text: string) => [...text.replace(/\s/g, '')];

function toRecord(
  row: HsCodeRow,
  index: Omit<HsIndex, 'entries'>,
  units: ReadonlyMap<string, HsUnit>,
  asOf: string,
): HsCode {
  const [
    code,
    name,
    nameEn,
    unitCodes,
    mfnRate,
    generalRate,
    vatRate,
    exportRebateRate,
    supervision,
    inspection,
  ] = row;
  const chapter = index.chapters.get(code.slice(0, 2));
  const heading = index.headings.get(code.slice(0, 4));
  const elements = splitList(heading?.[3] ?? '');
  const elementsEn = splitList(heading?.[4] ?? '');
  return {
    code,
    name,
    nameEn,
    chapter: { code: code.slice(0, 2), name: chapter?.[1] ?? '', nameEn: chapter?.[2] ?? '' },
    heading: { code: code.slice(0, 4), name: heading?.[1] ?? '', nameEn: heading?.[2] ?? '' },
    units: splitList(unitCodes.replace('/', ';')).map(
      (unit) => units.get(unit) ?? { code: unit, name: unit, nameEn: unit },
    ),
    mfnRate,
    generalRate,
    vatRate,
    exportRebateRate,
    supervision: letters(supervision),
    inspection: letters(inspection),
    elements: elements.map((element, at) => ({ name: element, nameEn: elementsEn[at] ?? element })),
    updatedAt: asOf,
  };
}

/** Builds the search index of a source (the sample, or a test's own rows). */
export function buildHsIndex(source: HsSource): HsIndex {
  const chapters = new Map(source.chapters.map((row) => [row[0], row]));
  const headings = new Map(source.headings.map((row) => [row[0], row]));
  const units = new Map(source.units.map(([code, name, nameEn]) => [code, { code, name, nameEn }]));
  const seen = new Set<string>();
  const entries = source.codes
    .filter((row) => !seen.has(row[0]) && Boolean(seen.add(row[0])))
    .map((row) => toRecord(row, { chapters, headings }, units, source.asOf))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map((record): HsEntry => {
      const entry = {
        record,
        name: foldHs(record.name),
        nameEn: foldHs(record.nameEn),
        heading: foldHs(record.heading.name),
        headingEn: foldHs(record.heading.nameEn),
      };
      return {
        ...entry,
        all: [entry.name, entry.nameEn, entry.heading, entry.headingEn].join('\n'),
      };
    });
  return { entries, chapters, headings };
}

let sample: HsIndex | undefined;

/** The sample's index, built on first use. */
export function hsIndex(): HsIndex {
  sample ??= buildHsIndex({
    chapters: HS_CHAPTERS,
    headings: [...MATERIAL_HEADINGS, ...MANUFACTURE_HEADINGS],
    codes: [...MATERIAL_CODES, ...MANUFACTURE_CODES],
    units: HS_UNITS,
    asOf: HS_AS_OF,
  });
  return sample;
}
