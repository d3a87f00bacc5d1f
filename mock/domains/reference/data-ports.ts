import type { Port } from '@/contract/reference/types';

import regions from './data/ports.json' with { type: 'json' };

/**
 * Major container ports: UN/LOCODE (its first two letters are the ISO 3166-1 country), Chinese and
 * English names, trade region. Chinese base ports first, then the world's main ports by region.
 */
type Row = readonly [code: string, name: string, nameEn: string];

/** The ports by trade region, in `data/ports.json`. */
// JSON reads as plain arrays: the rows have the shape below (tests/mock/reference.test.ts reads them).
const byRegion = regions as unknown as Readonly<Record<string, readonly Row[]>>;

export const ports: readonly Port[] = Object.entries(byRegion).flatMap(([region, rows]) =>
  rows.map(([code, name, nameEn]) => ({
    code,
    name,
    nameEn,
    countryCode: code.slice(0, 2),
    region,
  })),
);
