import { HS_CODES_B1 } from './hs-codes-b1';
import { HS_CODES_B2 } from './hs-codes-b2';

import type { HsCodeRow } from './hs-types';

/**
 * SAMPLE DATA — 10-digit codes of chapters 64–97 (goods China commonly exports), split in two files
 * by chapter: `hs-codes-b1.ts` (64–83) and `hs-codes-b2.ts` (84–96). Headings: `hs-headings-b.ts`.
 */
export const HS_CODES_B: readonly HsCodeRow[] = [...HS_CODES_B1, ...HS_CODES_B2];
