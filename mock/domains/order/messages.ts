/** The order calls' reply messages (registered with the domain). */
import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const orderMessages = texts.orderMessages satisfies Record<string, Text>;
