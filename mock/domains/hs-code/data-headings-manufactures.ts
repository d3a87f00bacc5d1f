import rows from './data/headings-manufactures.json' with { type: 'json' };

import type { HsHeadingRow } from './data-types';

/**
 * SAMPLE DATA — headings of chapters 64–97 of China's customs tariff that hold the sample codes of
 * `data-codes-metals-and-goods.ts` and `data-codes-machinery.ts`, with their declaration elements
 * (申报要素) in Chinese and English in the same order. Names and elements follow the tariff and the
 * customs declaration specification (《进出口税则商品及品目注释》/《规范申报目录》) as we know them; a
 * sample, not the whole tariff. The rows live in `data/headings-manufactures.json`; their shape is
 * checked by tests/mock/hs-data.test.ts.
 */
export const MANUFACTURE_HEADINGS = rows as unknown as readonly HsHeadingRow[];
