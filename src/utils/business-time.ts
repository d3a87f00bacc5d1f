import { BUSINESS_TIME_ZONE } from '@/config/constants';

import type { IntlShape } from 'react-intl';

/**
 * The day and the minute in the marketplace's time zone, 24-hour ('2026/11/21 17:39' in Chinese):
 * the options of `intl.formatDate` for when something was written (a draft, an export).
 */
export const BUSINESS_MINUTE = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: BUSINESS_TIME_ZONE,
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * A point in time in the marketplace's time zone with the zone named after it, whatever the
 * locale's own order: `2026/11/21 17:39 GMT+8`. Every part goes through `intl`, whose formatters are
 * made once per locale and options: a table of dates builds none per cell.
 */
export function businessDateTime(intl: IntlShape, iso: string): string {
  const date = intl.formatDate(iso, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  });
  const parts = intl.formatDateToParts(iso, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BUSINESS_TIME_ZONE,
    timeZoneName: 'short',
  });
  const zone = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  const time = parts
    .filter((part) => part.type !== 'timeZoneName')
    .map((part) => part.value)
    .join('')
    .trim();
  return `${date} ${time} ${zone}`.trim();
}
