/** The sailing schedules' reply messages and field names (registered with the domain). */
import type { Text } from '../../core/text';

export const scheduleMessages = {
  'schedule.portRequired': {
    zh: '请至少填写起运港或目的港',
    en: 'Enter a port of loading or a port of discharge.',
  },
  'schedule.rangeOrder': {
    zh: '开船日期止不能早于开船日期起',
    en: 'The ETD to date cannot be before the ETD from date.',
  },
  'schedule.rangeTooLong': {
    zh: '开船日期范围不能超过 {days} 天',
    en: 'The ETD range cannot be longer than {days} days.',
  },
} as const satisfies Record<string, Text>;

export const scheduleFieldLabels: Record<string, Text> = {
  etdFrom: { zh: '开船日期起', en: 'ETD from' },
  etdTo: { zh: '开船日期止', en: 'ETD to' },
  routing: { zh: '中转方式', en: 'routing' },
  weekStart: { zh: '周起始日期', en: 'week start' },
};

/**
 * The source name of a schedule published through a schedule partner rather than the carrier:
 * an honest label, not a data vendor's company name.
 */
export const SCHEDULE_PARTNER: Text = { zh: '船期合作方', en: 'Schedule partner' };
