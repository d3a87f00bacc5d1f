/** Accounts: SMS codes, mobile numbers, passwords, WeChat binding, certification: the mock's reply messages (registered with the domain). */
import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const memberMessages = texts.memberMessages satisfies Record<string, Text>;

/** Names of the account, SMS and certification calls' fields in refusals (registered with the domain). */
export const memberFieldLabels: Record<string, Text> = texts.memberFieldLabels;
