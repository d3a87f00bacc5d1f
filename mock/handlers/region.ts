import { ReferenceApi } from '@/contract/reference/paths';

import { countries } from '../data/countries';
import { provinces } from '../data/provinces';
import { endpoint } from '../lib/endpoint';
import { ok, page } from '../lib/envelope';
import { pageParams } from '../lib/parse';

/** Provinces and countries: public reference data. */
export const region = [
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
