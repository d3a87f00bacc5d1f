/** The mock server's time zone: China Standard Time, UTC+8, no daylight saving. */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** ISO 8601 with the +08:00 offset, to the second: `2026-01-05T09:30:00+08:00`. */
export function isoCst(ms: number): string {
  return `${new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** Epoch ms of 00:00 China time on the day that contains `ms`. */
export function startOfCstDay(ms: number): number {
  return Math.floor((ms + CST_OFFSET_MS) / DAY) * DAY - CST_OFFSET_MS;
}

/** YYYY-MM-DD of the China-time day that contains `ms`. */
export function cstDate(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Epoch ms of 00:00 China time on `date` (YYYY-MM-DD), or undefined when it is not a real date. */
export function parseCstDate(date: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const ms = Date.parse(`${date}T00:00:00+08:00`);
  if (!Number.isFinite(ms) || cstDate(ms) !== date) return undefined;
  return ms;
}

/** Epoch ms of an ISO 8601 date-time that names its offset (or Z); undefined otherwise. */
export function parseIsoInstant(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    return undefined;
  }
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : undefined;
}
