/** Sign-in and captcha: the mock's reply messages (registered with the domain). */
import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const authMessages = texts.authMessages satisfies Record<string, Text>;

/** Names of the sign-in and captcha calls' fields in refusals (registered with the domain). */
export const authFieldLabels: Record<string, Text> = texts.authFieldLabels;
