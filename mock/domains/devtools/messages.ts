import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

/** Names of the developer calls' fields in refusals (registered with the domain). */
export const devtoolsFieldLabels: Record<string, Text> = texts.devtoolsFieldLabels;
