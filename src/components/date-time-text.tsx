import { useIntl } from 'react-intl';

import { BUSINESS_TIME_ZONE } from '@/config/constants';

interface DateTimeTextProps {
  /** ISO 8601 with an offset. */
  value: string;
  /** `date` shows the day only; `dateTime` adds the time and the time zone. */
  precision?: 'date' | 'dateTime';
}

/** The short name of the marketplace's time zone at that moment, e.g. `GMT+8`. */
function zoneName(locale: string, value: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone: BUSINESS_TIME_ZONE,
    timeZoneName: 'short',
  }).formatToParts(new Date(value));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * A point in time in the marketplace's time zone, as a `<time>` element: `2026/11/21 17:39 GMT+8`
 * (the zone always after the time, whatever the locale's own order).
 */
export function DateTimeText({ value, precision = 'dateTime' }: DateTimeTextProps) {
  const intl = useIntl();
  const date = intl.formatDate(value, {
    ...(precision === 'date'
      ? { dateStyle: 'medium' }
      : { year: 'numeric', month: '2-digit', day: '2-digit' }),
    timeZone: BUSINESS_TIME_ZONE,
  });
  if (precision === 'date') return <time dateTime={value}>{date}</time>;
  const time = intl.formatTime(value, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BUSINESS_TIME_ZONE,
  });
  return <time dateTime={value}>{`${date} ${time} ${zoneName(intl.locale, value)}`}</time>;
}
