import texts from './messages.json' with { type: 'json' };

import type { ParamValue } from '../../core/messages';

/** The HS look-up's reply messages (registered with the domain). */
export const hsCodeMessages = texts.hsCodeMessages;

/** How the HS calls name their fields in replies (passed as the `label` parameter). */
export const HS_LABELS = texts.HS_LABELS satisfies Record<string, ParamValue>;
