import { BUSINESS_TIME_ZONE } from '@/config/constants';

import type { IntlShape } from 'react-intl';

/**
 * A short date and time in the marketplace's time zone, with the zone after the time in every
 * language: '11/23 17:00 GMT+8' (Intl alone puts it first in Chinese). Inline rather than the shared
 * DateTimeText, which would be one more chunk on the first visit of `/`.
 */
export function shortDateTime(intl: IntlShape, value: string): string {
  const day = intl.formatDate(value, {
    month: 'numeric',
    day: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  });
  const parts = intl.formatDateToParts(value, {
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
  return `${day} ${time} ${zone}`.trim();
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
