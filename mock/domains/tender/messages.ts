/** The tender calls' reply messages (registered with the domain). */
import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const tenderMessages = texts.tenderMessages satisfies Record<string, Text>;

/** Names of the tender, bid and order calls' fields in refusals (the three share the trade form's names). */
export const tenderFieldLabels: Record<string, Text> = texts.tenderFieldLabels;
