import { BizCode } from '@/contract/http';
import { ReferenceApi } from '@/contract/reference/paths';
import type { DictItemsByCode } from '@/contract/reference/types';

import { dictItems, dicts } from '../data/dicts';
import { endpoint } from '../lib/endpoint';
import { fail, ok, page } from '../lib/envelope';
import { pageParams } from '../lib/parse';

const bySort = <T extends { sort: number }>(items: T[]) => items.sort((a, b) => a.sort - b.sort);

function itemsOf(dictId: string) {
  return bySort(dictItems.filter((item) => item.dictId === dictId));
}

/** Dictionaries: public reference data. */
export const dict = [
  endpoint('get', ReferenceApi.dictListDict, ({ query }) => {
    const { current, size } = pageParams(query);
    const code = query.get('dictCode')?.trim().toLowerCase() ?? '';
    const name = query.get('dictName')?.trim().toLowerCase() ?? '';
    const matches = dicts.filter(
      (entry) =>
        entry.dictCode.toLowerCase().includes(code) &&
        (entry.dictName.includes(name) || entry.dictNameEn.toLowerCase().includes(name)),
    );
    return ok(page(matches, current, size));
  }),

  endpoint('get', ReferenceApi.dictSelectItemByDictId, ({ query }) => {
    const dictId = query.get('dictId')?.trim() ?? '';
    if (!dictId) return fail(BizCode.validation, 'field.required', { field: 'dictId' });
    if (!dicts.some((entry) => entry.dictId === dictId)) {
      return fail(BizCode.notFound, 'field.notFound', { field: 'dictId' });
    }
    return ok(itemsOf(dictId));
  }),

  endpoint('get', ReferenceApi.dictDetailDict, ({ query }) => {
    const id = query.get('id')?.trim() ?? '';
    if (!id) return fail(BizCode.validation, 'field.required', { field: 'id' });
    const found = dicts.find((entry) => entry.id === id);
    return found ? ok(found) : fail(BizCode.notFound, 'field.notFound', { field: 'id' });
  }),

  endpoint('get', ReferenceApi.dictListAll, () => {
    const all: DictItemsByCode = {};
    for (const entry of dicts) all[entry.dictCode] = itemsOf(entry.dictId);
    return ok(all);
  }),
];
