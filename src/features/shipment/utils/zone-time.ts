/**
 * Times at a port, read and written in the port's own zone: an IANA zone ('Europe/Rotterdam') or a
 * fixed UTC offset ('UTC+01:00'). An instant is epoch milliseconds; a wall time is what a clock at
 * the port shows ('2026-11-27T14:30'), the form a date-time picker gives and takes.
 */

const MINUTE = 60_000;
const FIXED = /^UTC(?:([+-])(\d{2}):(\d{2}))?$/;
const ISO_WALL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** Minutes east of UTC of `zone` at `instant`. */
export function zoneOffset(zone: string, instant: number): number {
  const fixed = FIXED.exec(zone);
  if (fixed) {
    const [, sign, hours = '0', minutes = '0'] = fixed;
    return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  }
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / MINUTE);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '+08:00', '-03:30', as an ISO string writes it. */
function isoOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The zone's offset as people read it: 'UTC+8', 'UTC-3:30', 'UTC'. */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${rest ? `:${pad(rest)}` : ''}`;
}

/** The zone named for people at `instant`: 'Asia/Shanghai, UTC+8', or 'UTC+1' for a fixed offset. */
export function zoneText(zone: string, instant: number): string {
  const offset = offsetLabel(zoneOffset(zone, instant));
  return FIXED.test(zone) ? offset : `${zone}, ${offset}`;
}

/** The wall time at the port of `instant` ('2026-11-27T14:30'). */
export function wallAt(zone: string, instant: number): string {
  const shifted = new Date(instant + zoneOffset(zone, instant) * MINUTE);
  return shifted.toISOString().slice(0, 16);
}

/** The instant a wall time at the port stands for, or undefined when it is not one. */
export function instantOfWall(zone: string, wall: string): number | undefined {
  const match = WALL.exec(wall);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number);
  const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute);
  // The offset at the wall time read as UTC is right but at a change of the clocks; a second look settles it.
  const guess = utc - zoneOffset(zone, utc) * MINUTE;
  return utc - zoneOffset(zone, guess) * MINUTE;
}

/** ISO 8601 of `instant` with the zone's offset then, as the server takes and answers it. */
export function isoAt(zone: string, instant: number): string {
  return `${wallAt(zone, instant)}:00${isoOffset(zoneOffset(zone, instant))}`;
}

/** The wall time and offset an ISO string is written in ('2026-11-27 14:30', 'UTC+8'), unconverted. */
export function wallOfIso(iso: string): { wall: string; offset: string } | undefined {
  const match = ISO_WALL.exec(iso);
  if (!match) return undefined;
  const [, date = '', time = '', offset = 'Z'] = match;
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset === 'Z' ? [] : offset.slice(1).split(':').map(Number);
  return { wall: `${date} ${time}`, offset: offsetLabel(sign * (hours * 60 + minutes)) };
}
