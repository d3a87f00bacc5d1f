/** The market's reply messages and field names (registered with the domain). */
import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const marketMessages = texts.marketMessages satisfies Record<string, Text>;

export const marketFieldLabels: Record<string, Text> = texts.marketFieldLabels;
