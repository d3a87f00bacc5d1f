import { charCount } from '@/contract/common/text-length';
import type { HsCode, HsMeta, HsNode } from '@/contract/hs-code/types';
import type { Page } from '@/contract/http';
import { BizCode } from '@/contract/http';

import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { HS_ALIASES } from './data-aliases';
import { HS_LABELS } from './messages';
import { HS_AS_OF, foldHs, hsIndex, type HsEntry, type HsIndex } from './search-index';

/** The longest keyword accepted. */
export const HS_KEYWORD_MAX = 50;

/** A keyword made only of digits, dots and spaces is a code prefix. */
const CODE_LIKE = /^[\d.\s]+$/;

export type HsMatch = { kind: 'prefix'; digits: string } | { kind: 'text'; text: string };

/**
 * What a keyword asks for: folded (`foldHs`) and trimmed; digits with dots and spaces ('8517.62',
 * '8517 62 00') are a code prefix of 2 to 10 digits; anything else is text. Empty, too long or a
 * prefix of 1 or more than 10 digits: 4000 naming `keyword`.
 */
export function parseHsKeyword(raw: string): RuleResult<HsMatch> {
  const keyword = foldHs(raw).trim();
  if (!keyword) return invalid('keyword', 'field.required', { label: HS_LABELS.keyword });
  if (charCount(keyword) > HS_KEYWORD_MAX) {
    return invalid('keyword', 'field.tooLong', { label: HS_LABELS.keyword, max: HS_KEYWORD_MAX });
  }
  if (CODE_LIKE.test(keyword)) {
    const digits = keyword.replace(/[.\s]/g, '');
    if (digits.length < 2 || digits.length > 10) return invalid('keyword', 'hs.prefixLength');
    return accept({ kind: 'prefix', digits });
  }
  return accept({ kind: 'text', text: keyword.replace(/\s+/g, ' ') });
}

const WORD_START = /[\s,;:()/（），；、-]/;

function startsAWord(haystack: string, text: string): boolean {
  let at = haystack.indexOf(text);
  while (at > 0) {
    if (WORD_START.test(haystack.charAt(at - 1))) return true;
    at = haystack.indexOf(text, at + 1);
  }
  return at === 0;
}

/**
 * How well an entry matches a lower-cased text (lower is better; undefined: no match): 0 the
 * name is the text, 1 the name starts with it, 2 a word of the name does, 3 the name contains it,
 * 4 the heading's name does, 5 every word of a several-word text is found somewhere (6, after
 * all of them: an everyday word of `HS_ALIASES` means the code).
 */
export function hsRank(entry: HsEntry, text: string): number | undefined {
  const names = [entry.name, entry.nameEn];
  if (names.some((name) => name === text)) return 0;
  if (names.some((name) => name.startsWith(text))) return 1;
  if (names.some((name) => startsAWord(name, text))) return 2;
  if (names.some((name) => name.includes(text))) return 3;
  if (entry.heading.includes(text) || entry.headingEn.includes(text)) return 4;
  const words = text.split(' ');
  if (words.length > 1 && words.every((word) => entry.all.includes(word))) return 5;
  return undefined;
}

/** The rank of a code found only through an everyday word (`HS_ALIASES`). */
export const HS_ALIAS_RANK = 6;

/** The code prefixes an everyday word means (the word itself, or its plural with -s). */
export function aliasPrefixes(
  text: string,
  aliases: Readonly<Record<string, readonly string[]>> = HS_ALIASES,
): string[] {
  const prefixes: string[] = [];
  for (const [word, codes] of Object.entries(aliases)) {
    if (text === word || text === `${word}s`) prefixes.push(...codes);
  }
  return prefixes;
}

/** The codes a parsed keyword matches, best first (a prefix: by code). */
export function matchHs(index: HsIndex, match: HsMatch): HsCode[] {
  if (match.kind === 'prefix') {
    return index.entries
      .filter((entry) => entry.record.code.startsWith(match.digits))
      .map((entry) => entry.record);
  }
  const prefixes = aliasPrefixes(match.text);
  const ranked: { rank: number; record: HsCode }[] = [];
  for (const entry of index.entries) {
    const rank =
      hsRank(entry, match.text) ??
      (prefixes.some((prefix) => entry.record.code.startsWith(prefix)) ? HS_ALIAS_RANK : undefined);
    if (rank !== undefined) ranked.push({ rank, record: entry.record });
  }
  // Entries are sorted by code and the sort is stable: equal ranks stay in code order.
  return ranked.sort((a, b) => a.rank - b.rank).map((hit) => hit.record);
}

/** GET hs/search: one page of the codes a keyword matches. */
export function searchHs(
  keyword: string,
  current = 1,
  size = 10,
  index: HsIndex = hsIndex(),
): RuleResult<Page<HsCode>> {
  const parsed = parseHsKeyword(keyword);
  if (!parsed.ok) return parsed;
  const all = matchHs(index, parsed.value);
  const start = (current - 1) * size;
  return accept({ records: all.slice(start, start + size), total: all.length, current, size });
}

function groupCounts(entries: readonly HsEntry[], length: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { record } of entries) {
    const key = record.code.slice(0, length);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * GET hs/tree: no parent → the chapters that hold codes; a chapter → its headings; a heading →
 * its codes (leaves). A parent that is not 2 or 4 digits: 4000; one that holds no code: 4004.
 */
export function hsTree(parent = '', index: HsIndex = hsIndex()): RuleResult<HsNode[]> {
  const key = parent.trim();
  if (key && !/^(\d{2}|\d{4})$/.test(key)) return invalid('parent', 'hs.parentInvalid');
  const under = index.entries.filter((entry) => entry.record.code.startsWith(key));
  if (key && under.length === 0) {
    return reject(BizCode.notFound, 'field.notFound', {
      field: 'parent',
      params: { label: HS_LABELS.parent },
    });
  }
  if (key.length === 4) {
    return accept(
      under.map(({ record }) => ({
        code: record.code,
        name: record.name,
        nameEn: record.nameEn,
        count: 1,
        leaf: true,
      })),
    );
  }
  const names = key ? index.headings : index.chapters;
  const nodes: HsNode[] = [];
  for (const [code, count] of groupCounts(under, key.length + 2)) {
    const row = names.get(code);
    nodes.push({ code, name: row?.[1] ?? code, nameEn: row?.[2] ?? code, count, leaf: false });
  }
  return accept(nodes);
}

/** GET hs/meta. */
export function hsMeta(index: HsIndex = hsIndex()): HsMeta {
  return {
    sample: true,
    asOf: HS_AS_OF,
    count: index.entries.length,
    chapters: groupCounts(index.entries, 2).size,
  };
}
