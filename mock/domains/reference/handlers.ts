import { BizCode } from '@/contract/http';
import { ReferenceApi } from '@/contract/reference/paths';
import type { DictItemsByCode, Port } from '@/contract/reference/types';

import { endpoint } from '../../core/endpoint';
import { fail, ok, page } from '../../core/envelope';
import { pageParams } from '../../core/parse';
import { countries } from './data-countries';
import { dictItems, dicts } from './data-dicts';
import { ports } from './data-ports';
import { provinces } from './data-provinces';

const bySort = <T extends { sort: number }>(items: T[]) => items.sort((a, b) => a.sort - b.sort);

function itemsOf(dictId: string) {
  return bySort(dictItems.filter((item) => item.dictId === dictId));
}

/** Dictionaries: public reference data. */
const dict = [
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

/** Provinces and countries: public reference data. */
const region = [
  endpoint('get', ReferenceApi.provinceListAll, ({ query }) => {
    const { current, size } = pageParams(query);
    const name = query.get('name')?.trim().toLowerCase() ?? '';
    const matches = provinces.filter(
      (province) => province.name.includes(name) || province.nameEn.toLowerCase().includes(name),
    );
    return ok(page(matches, current, size));
  }),

  endpoint('get', ReferenceApi.countryListAll, ({ query }) => {
    const { current, size } = pageParams(query);
    return ok(page(countries, current, size));
  }),
];

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
const port = [
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

export const handlers = [...dict, ...region, ...port];
