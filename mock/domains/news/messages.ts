import texts from './messages.json' with { type: 'json' };

import type { ParamValue } from '../../core/messages';

/**
 * How the news calls name their fields in replies. Passed as the `label` parameter, so the shared
 * field table (where `id` means a dictionary) needs no news entries.
 */
export const NEWS_LABELS = texts.NEWS_LABELS satisfies Record<string, ParamValue>;
