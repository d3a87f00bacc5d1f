import rows from './data/headings-materials.json' with { type: 'json' };

import type { HsHeadingRow } from './data-types';

/**
 * Headings of chapters 01–63 (sample) with their declaration elements (申报要素); every heading's
 * elements start with the brand type and the export preference status, as the published lists do
 * since 2018. The rows live in `data/headings-materials.json`; their shape is checked by
 * tests/mock/hs-data.test.ts.
 */
export const MATERIAL_HEADINGS = rows as unknown as readonly HsHeadingRow[];
