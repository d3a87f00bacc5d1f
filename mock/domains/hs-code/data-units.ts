import rows from './data/units.json' with { type: 'json' };

/**
 * China customs legal units of quantity (海关计量单位代码), the ones the HS sample uses and the other
 * common ones: [code, Chinese name, English name], in `data/units.json`; their shape is checked by
 * tests/mock/hs-data.test.ts.
 */
export const HS_UNITS = rows as unknown as readonly (readonly [
  code: string,
  name: string,
  nameEn: string,
])[];
