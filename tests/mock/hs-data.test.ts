import { HS_CHAPTERS } from '@mock/domains/hs-code/data-chapters';
import { MANUFACTURE_CODES } from '@mock/domains/hs-code/data-codes-manufactures';
import { MATERIAL_CODES } from '@mock/domains/hs-code/data-codes-materials';
import { MANUFACTURE_HEADINGS } from '@mock/domains/hs-code/data-headings-manufactures';
import { MATERIAL_HEADINGS } from '@mock/domains/hs-code/data-headings-materials';
import type { HsCodeRow, HsHeadingRow } from '@mock/domains/hs-code/data-types';
import { HS_UNITS } from '@mock/domains/hs-code/data-units';
import { dictItems, dicts } from '@mock/domains/reference/data-dicts';

/** Pure checks of the HS sample data (both halves), so that a bad row fails here and not on a page. */

const CODES: readonly HsCodeRow[] = [...MATERIAL_CODES, ...MANUFACTURE_CODES];
const HEADINGS: readonly HsHeadingRow[] = [...MATERIAL_HEADINGS, ...MANUFACTURE_HEADINGS];

/** CJK ideographs, CJK punctuation and full-width forms (（）；，): none may appear in English text. */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const IDEOGRAPH = /[\u3400-\u9fff]/;
/** A percent as published: an integer or up to two decimals, no sign, no leading zeros, no '%'. */
const RATE = /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/;

function dictValues(code: string): Set<string> {
  const dict = dicts.find((d) => d.dictCode === code);
  if (!dict)
    throw new Error(`dictionary ${code} is missing from mock/domains/reference/data-dicts.ts`);
  return new Set(dictItems.filter((item) => item.dictId === dict.dictId).map((item) => item.value));
}

/** The rows (by code) for which `bad` returns a reason; an empty list is the pass. */
function failures<T extends readonly string[]>(rows: readonly T[], bad: (row: T) => string | null) {
  return rows.flatMap((row) => {
    const reason = bad(row);
    return reason ? [`${row[0]}: ${reason}`] : [];
  });
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

function textProblem(name: string, nameEn: string): string | null {
  if (!IDEOGRAPH.test(name)) return `Chinese text without Chinese characters: ${name}`;
  if (nameEn.trim() === '' || CJK.test(nameEn)) return `English text empty or with CJK: ${nameEn}`;
  if (name !== name.trim() || nameEn !== nameEn.trim()) return 'text with surrounding spaces';
  return null;
}

describe('HS sample data', () => {
  it('has at least 300 ten-digit codes, each once, and at least 160 in chapters 64–97', () => {
    expect(CODES.length).toBeGreaterThanOrEqual(300);
    expect(MANUFACTURE_CODES.length).toBeGreaterThanOrEqual(160);
    expect(failures(CODES, ([code]) => (/^\d{10}$/.test(code) ? null : 'not 10 digits'))).toEqual(
      [],
    );
    expect(duplicates(CODES.map(([code]) => code))).toEqual([]);
  });

  it('reads every row of the JSON tables with its full set of text columns', () => {
    const width = (rows: readonly (readonly unknown[])[], sizes: number[]) =>
      rows.filter(
        (row) => !sizes.includes(row.length) || row.some((cell) => typeof cell !== 'string'),
      );
    expect(width(CODES, [10])).toEqual([]);
    expect(width(HEADINGS, [3, 5])).toEqual([]);
    expect(width(HS_CHAPTERS, [3])).toEqual([]);
    expect(width(HS_UNITS, [3])).toEqual([]);
    expect(CODES.find(([code]) => code === '0304610000')).toEqual([
      '0304610000',
      '冻罗非鱼鱼片',
      'Frozen fillets of tilapias (Oreochromis spp.)',
      '035',
      '10',
      '40',
      '9',
      '9',
      'AB',
      'PRQS',
    ]);
  });

  it('keeps chapters 01–63 in the -a files and 64–97 in the -b files', () => {
    const inA = (code: string) => Number(code.slice(0, 2)) <= 63;
    expect(failures(MATERIAL_CODES, ([code]) => (inA(code) ? null : 'in the -a file'))).toEqual([]);
    expect(failures(MATERIAL_HEADINGS, ([code]) => (inA(code) ? null : 'in the -a file'))).toEqual(
      [],
    );
    expect(failures(MANUFACTURE_CODES, ([code]) => (inA(code) ? 'in the -b file' : null))).toEqual(
      [],
    );
    expect(
      failures(MANUFACTURE_HEADINGS, ([code]) => (inA(code) ? 'in the -b file' : null)),
    ).toEqual([]);
  });

  it('names every chapter once, in both languages', () => {
    expect(
      failures(HS_CHAPTERS, ([code]) => (/^\d{2}$/.test(code) ? null : 'not 2 digits')),
    ).toEqual([]);
    expect(duplicates(HS_CHAPTERS.map(([code]) => code))).toEqual([]);
    expect(failures(HS_CHAPTERS, ([, name, nameEn]) => textProblem(name, nameEn))).toEqual([]);
  });

  it('puts every code in a known chapter and heading, and every heading in a known chapter with codes', () => {
    const chapters = new Set(HS_CHAPTERS.map(([code]) => code));
    const headings = new Set(HEADINGS.map(([code]) => code));
    const used = new Set(CODES.map(([code]) => code.slice(0, 4)));
    expect(
      failures(CODES, ([code]) => (chapters.has(code.slice(0, 2)) ? null : 'unknown chapter')),
    ).toEqual([]);
    expect(
      failures(CODES, ([code]) => (headings.has(code.slice(0, 4)) ? null : 'unknown heading')),
    ).toEqual([]);
    expect(
      failures(HEADINGS, ([code]) => (/^\d{4}$/.test(code) ? null : 'heading not 4 digits')),
    ).toEqual([]);
    expect(duplicates(HEADINGS.map(([code]) => code))).toEqual([]);
    expect(
      failures(HEADINGS, ([code]) => (chapters.has(code.slice(0, 2)) ? null : 'unknown chapter')),
    ).toEqual([]);
    expect(
      failures(HEADINGS, ([code]) => (used.has(code) ? null : 'heading without codes')),
    ).toEqual([]);
  });

  it('gives every heading its names and the same non-empty list of declaration elements in both languages', () => {
    expect(failures(HEADINGS, ([, name, nameEn]) => textProblem(name, nameEn))).toEqual([]);
    expect(
      failures(HEADINGS, ([, , , elements, elementsEn]) => {
        const zh = elements.split(';');
        const en = elementsEn.split(';');
        if (zh.length !== en.length) return `${zh.length} Chinese elements, ${en.length} English`;
        if ([...zh, ...en].some((item) => item.trim() === '')) return 'empty element';
        if (duplicates(zh).length > 0 || duplicates(en).length > 0) return 'element twice';
        return zh.map((item, index) => textProblem(item, en[index] ?? '')).find(Boolean) ?? null;
      }),
    ).toEqual([]);
  });

  it('describes every code in Chinese and in English, no two codes alike', () => {
    expect(failures(CODES, ([, name, nameEn]) => textProblem(name, nameEn))).toEqual([]);
    expect(duplicates(CODES.map(([, name]) => name))).toEqual([]);
    expect(duplicates(CODES.map(([, , nameEn]) => nameEn))).toEqual([]);
  });

  it('gives rates as published percent strings from 0 to 270, and VAT of 0, 9 or 13', () => {
    expect(
      failures(CODES, ([, , , , mfn, general, vat, rebate]) => {
        const bad = [mfn, general, vat, rebate].find(
          (rate) => !RATE.test(rate) || Number(rate) > 270,
        );
        if (bad !== undefined) return `rate '${bad}'`;
        return ['0', '9', '13'].includes(vat) ? null : `VAT '${vat}'`;
      }),
    ).toEqual([]);
  });

  it('uses only legal units of hs-units.ts, first then an optional different second', () => {
    const units = new Set(HS_UNITS.map(([code]) => code));
    expect(duplicates(HS_UNITS.map(([code]) => code))).toEqual([]);
    expect(
      failures(CODES, ([, , , unitCodes]) => {
        if (!/^\d{3}(\/\d{3})?$/.test(unitCodes)) return `units '${unitCodes}'`;
        const [first, second] = unitCodes.split('/');
        if (first === second) return 'the same unit twice';
        const unknown = unitCodes.split('/').find((code) => !units.has(code));
        return unknown ? `unknown unit ${unknown}` : null;
      }),
    ).toEqual([]);
  });

  it('uses only supervision and inspection codes the dictionaries explain, each once', () => {
    const supervision = dictValues('customs_supervision');
    const inspection = dictValues('inspection_category');
    const check = (letters: string, known: Set<string>, what: string) => {
      const list = [...letters];
      const unknown = list.find((letter) => !known.has(letter));
      if (unknown !== undefined) return `unknown ${what} code '${unknown}'`;
      return duplicates(list).length > 0 ? `${what} code twice in '${letters}'` : null;
    };
    expect(
      failures(
        CODES,
        ([, , , , , , , , sup, insp]) =>
          check(sup, supervision, 'supervision') ?? check(insp, inspection, 'inspection'),
      ),
    ).toEqual([]);
  });
});
