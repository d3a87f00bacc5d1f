import rows from './data/codes-metals-and-goods.json' with { type: 'json' };

import type { HsCodeRow } from './data-types';

/**
 * SAMPLE DATA — 10-digit codes of China's import and export tariff,
 * chapters 64–83 (footwear to miscellaneous articles of base metal):
 * [code, Chinese description, English description, legal units, MFN, general, VAT, export rebate,
 * supervision conditions, inspection categories]. Rates are those of the 2025 tariff edition as we
 * know them; not the whole tariff and not an authority — check the published tariff before you declare.
 * The rows live in `data/codes-metals-and-goods.json`; their shape is checked by
 * tests/mock/hs-data.test.ts.
 */
export const METAL_AND_GOODS_CODES = rows as unknown as readonly HsCodeRow[];
