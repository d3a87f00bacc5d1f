import type { QuietHours } from '@/contract/notification/types';

import { DAY, MINUTE, startOfCstDay } from '../../core/time';

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an "HH:mm" time (00:00–23:59), or undefined when it is not one. */
export function minutesOf(time: unknown): number | undefined {
  const match = typeof time === 'string' ? CLOCK.exec(time) : null;
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * When an SMS raised at `at` may be sent: `at` itself outside the quiet hours, else the instant
 * they end. Quiet hours are China time and span midnight when `start` is later than `end`
 * (22:00–07:00); the start is inside them, the end is not.
 */
export function smsSendAt(quiet: QuietHours | undefined, at: number): number {
  const start = minutesOf(quiet?.start);
  const end = minutesOf(quiet?.end);
  if (start === undefined || end === undefined || start === end) return at;
  const dayStart = startOfCstDay(at);
  const minute = Math.floor((at - dayStart) / MINUTE);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return at;
  const endToday = dayStart + end * MINUTE;
  return endToday > at ? endToday : endToday + DAY;
}
