import type { Dict, DictItem } from '@/contract/reference/types';

import dictRows from './data/dicts.json' with { type: 'json' };

/** [value, Chinese label, English label, antd Tag colour for status-like dictionaries]. */
type ItemRow = readonly [value: string, text: string, textEn: string, color?: string];

interface DictDef {
  code: string;
  name: string;
  nameEn: string;
  items: readonly ItemRow[];
}

/**
 * Every dictionary with its items, in `data/dicts.json`; item ids and sort keys follow from the
 * order there, so a new item goes at the end of its dictionary.
 */
// JSON reads as plain arrays: the rows have the shape below (tests/mock/reference.test.ts reads them).
const defs = dictRows as unknown as readonly DictDef[];

export const dicts: readonly Dict[] = defs.map((def, index) => {
  const id = String(101 + index);
  return { id, dictId: id, dictCode: def.code, dictName: def.name, dictNameEn: def.nameEn };
});

export const dictItems: readonly DictItem[] = defs.flatMap((def, index) => {
  const dictId = String(101 + index);
  return def.items.map(([value, text, textEn, color], itemIndex) => ({
    id: `${dictId}${String(itemIndex + 1).padStart(2, '0')}`,
    dictId,
    value,
    text,
    textEn,
    ...(color ? { color } : {}),
    sort: (itemIndex + 1) * 10,
  }));
});
