import { ReferenceApi } from '@/contract/reference/paths';
import type { Port } from '@/contract/reference/types';

import { ports } from '../data/ports';
import { endpoint } from '../lib/endpoint';
import { ok, page } from '../lib/envelope';
import { pageParams } from '../lib/parse';

/** 0: the code itself; 1: a code, location or name that starts with the keyword; 2: contains it. */
function rank(entry: Port, keyword: string): number {
  const code = entry.code.toLowerCase();
  if (code === keyword) return 0;
  const prefixed = [code, code.slice(2), entry.name, entry.nameEn.toLowerCase()].some((text) =>
    text.startsWith(keyword),
  );
  return prefixed ? 1 : 2;
}

/** Port search over UN/LOCODE, Chinese and English names: public reference data. */
export const port = [
  endpoint('get', ReferenceApi.portSearch, ({ query }) => {
    const { current, size } = pageParams(query);
    const keyword = query.get('keyword')?.trim().toLowerCase() ?? '';
    const matches = ports.filter(
      (entry) =>
        entry.code.toLowerCase().includes(keyword) ||
        entry.name.includes(keyword) ||
        entry.nameEn.toLowerCase().includes(keyword),
    );
    const ranked = keyword
      ? matches
          .map((entry) => ({ entry, score: rank(entry, keyword) }))
          .sort((a, b) => a.score - b.score)
          .map(({ entry }) => entry)
      : matches;
    return ok(page(ranked, current, size));
  }),
];
