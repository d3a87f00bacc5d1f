/** File uploads: the mock's reply messages (registered with the domain). */
import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const uploadMessages = texts.uploadMessages satisfies Record<string, Text>;
