import type { Province } from '@/contract/reference/types';

import rows from './data/provinces.json';

/** The 34 provincial-level divisions, GB/T 2260 codes, in `data/provinces.json`. */
const provinceRows = rows as readonly [code: string, name: string, nameEn: string][];

export const provinces: readonly Province[] = provinceRows.map(([code, name, nameEn]) => ({
  id: code,
  code,
  name,
  nameEn,
}));
