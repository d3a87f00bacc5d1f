import { useIntl } from 'react-intl';

import { BUSINESS_TIME_ZONE } from '@/config/constants';
import { businessDateTime } from '@/utils/business-time';

interface DateTimeTextProps {
  /** ISO 8601 with an offset. */
  value: string;
  /** `date` shows the day only; `dateTime` adds the time and the time zone. */
  precision?: 'date' | 'dateTime';
}

/**
 * A point in time in the marketplace's time zone, as a `<time>` element: `2026/11/21 17:39 GMT+8`
 * (the zone always after the time, whatever the locale's own order).
 */
export function DateTimeText({ value, precision = 'dateTime' }: DateTimeTextProps) {
  const intl = useIntl();
  if (precision === 'date') {
    return (
      <time dateTime={value}>
        {intl.formatDate(value, { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE })}
      </time>
    );
  }
  return <time dateTime={value}>{businessDateTime(intl, value)}</time>;
}
