import type { Province } from '@/contract/reference/types';

import rows from './data/provinces.json' with { type: 'json' };

/** The 34 provincial-level divisions, GB/T 2260 codes, in `data/provinces.json`. */
// JSON reads as plain arrays: the rows have the shape below (tests/mock/reference.test.ts reads them).
const provinceRows = rows as unknown as readonly [code: string, name: string, nameEn: string][];

export const provinces: readonly Province[] = provinceRows.map(([code, name, nameEn]) => ({
  id: code,
  code,
  name,
  nameEn,
}));
