import rows from './data/codes-materials.json' with { type: 'json' };

import type { HsCodeRow } from './data-types';

/**
 * 10-digit codes of chapters 01–63: a sample of China's 2025 import and export tariff (8-digit
 * tariff line + 2-digit statistical suffix). Columns: code, description (zh, en), legal units
 * (first/second), MFN rate, general rate, then VAT, export rebate, supervision, inspection. The rows
 * live in `data/codes-materials.json`; their shape is checked by tests/mock/hs-data.test.ts.
 */
export const MATERIAL_CODES = rows as unknown as readonly HsCodeRow[];
