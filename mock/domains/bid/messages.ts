/** The bid calls' reply messages (registered with the domain). */
import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const bidMessages = texts.bidMessages satisfies Record<string, Text>;
