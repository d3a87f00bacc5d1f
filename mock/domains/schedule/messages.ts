/** The sailing schedules' reply messages and field names (registered with the domain). */
import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const scheduleMessages = texts.scheduleMessages satisfies Record<string, Text>;

export const scheduleFieldLabels: Record<string, Text> = texts.scheduleFieldLabels;

/**
 * The source name of a schedule published through a schedule partner rather than the carrier:
 * an honest label, not a data vendor's company name.
 */
export const SCHEDULE_PARTNER: Text = { zh: '船期合作方', en: 'Schedule partner' };
