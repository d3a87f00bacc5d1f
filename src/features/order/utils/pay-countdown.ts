const pad = (value: number) => String(value).padStart(2, '0');

/** Whole seconds from `now` until `until` (ISO 8601), never below zero. */
export function secondsUntil(until: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

/** 125 → '02:05'; minutes are not wrapped into hours (the pay window is 30 minutes). */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}
