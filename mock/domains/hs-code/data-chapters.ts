import rows from './data/chapters.json' with { type: 'json' };

import type { HsChapterRow } from './data-types';

/**
 * The 97 chapters of the Harmonized System as China's tariff names them (77 is reserved). The rows
 * live in `data/chapters.json`; their shape is checked by tests/mock/hs-data.test.ts.
 */
export const HS_CHAPTERS = rows as unknown as readonly HsChapterRow[];
