/**
 * Calendar days as 'YYYY-MM-DD' strings, computed on whole days (UTC arithmetic, no zones). China
 * keeps UTC+8 all year (no daylight saving), so its date is a fixed offset away.
 */

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in China, 'YYYY-MM-DD'. Plain arithmetic: date pickers ask it for every cell. */
export function chinaToday(nowMs: number = Date.now()): string {
  return new Date(nowMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether the text is a real calendar day written 'YYYY-MM-DD'. */
export function isDay(text: string | null | undefined): text is string {
  const match = DATE.exec(text ?? '');
  if (!match) return false;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === text;
}

/** The day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
