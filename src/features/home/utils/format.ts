import { BUSINESS_TIME_ZONE } from '@/config/constants';

import type { IntlShape } from 'react-intl';

/**
 * A short date and time in the marketplace's time zone, with the zone: '11/23 17:00 GMT+8'. Inline
 * rather than the shared DateTimeText, which would be one more chunk on the first visit of `/`.
 */
export function shortDateTime(intl: IntlShape, value: string): string {
  return intl.formatDate(value, {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BUSINESS_TIME_ZONE,
    timeZoneName: 'short',
  });
}

/** A day in the marketplace's time zone: '2026/11/21'. */
export function shortDate(intl: IntlShape, value: string): string {
  return intl.formatDate(value, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  });
}

/** An amount in its currency by code: 'USD 1,250.00'. */
export function money(intl: IntlShape, value: string, currency: string): string {
  return intl.formatNumber(Number(value), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  });
}
