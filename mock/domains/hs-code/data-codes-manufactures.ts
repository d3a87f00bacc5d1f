import { MACHINERY_CODES } from './data-codes-machinery';
import { METAL_AND_GOODS_CODES } from './data-codes-metals-and-goods';

import type { HsCodeRow } from './data-types';

/**
 * SAMPLE DATA — 10-digit codes of chapters 64–97 (goods China commonly exports), split in two files
 * by chapter: `data-codes-metals-and-goods.ts` (64–83) and `data-codes-machinery.ts` (84–96).
 * Headings: `data-headings-manufactures.ts`.
 */
export const MANUFACTURE_CODES: readonly HsCodeRow[] = [
  ...METAL_AND_GOODS_CODES,
  ...MACHINERY_CODES,
];
