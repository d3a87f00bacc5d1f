/**
 * Local wall times at a port and their instants. A "wall time" is the port's calendar and clock
 * reading, kept as epoch ms as if it were UTC (so date arithmetic is plain); the instant comes from
 * the port's IANA zone through Intl, daylight saving included.
 */
import { DAY, HOUR, MINUTE } from '../../core/time';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formatters.set(zone, found);
  }
  return found;
}

/** The zone's offset at `instant` straight from Intl ('GMT+01:00'; slow: microseconds). */
function intlOffset(zone: string, instant: number): number {
  const text = formatter(zone).format(new Date(instant));
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(text);
  if (!match) return 0;
  const [, sign, hours = '0', minutes = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * HOUR + Number(minutes) * MINUTE);
}

const STEP = 14 * DAY;
/** Each table covers 26 steps (about a year) of one zone. */
const CHUNK = 26 * STEP;
const QUARTER = 15 * MINUTE;

interface ZoneTable {
  /** Instants where the offset changes (ascending; the first is the chunk's start). */
  changes: number[];
  /** The offset from each change on. */
  offsets: number[];
}

const tables = new Map<string, ZoneTable>();

/**
 * A zone's offset changes over one chunk of time: sampled every two weeks (no zone changes its
 * offset twice within two weeks; Morocco's Ramadan change lasts about a month), each change then
 * found to the quarter hour by bisection. Built once per zone and chunk, on first use.
 */
function tableOf(zone: string, chunk: number): ZoneTable {
  const key = `${zone}|${chunk}`;
  const found = tables.get(key);
  if (found) return found;
  const from = chunk * CHUNK;
  const table: ZoneTable = { changes: [from], offsets: [intlOffset(zone, from)] };
  let previous = from;
  let previousOffset = table.offsets[0] ?? 0;
  for (let at = from + STEP; at <= from + CHUNK; at += STEP) {
    const offset = intlOffset(zone, at);
    if (offset !== previousOffset) {
      let low = previous;
      let high = at;
      while (high - low > QUARTER) {
        const middle = low + Math.floor((high - low) / 2 / QUARTER) * QUARTER;
        if (intlOffset(zone, middle) === previousOffset) low = middle;
        else high = middle;
      }
      table.changes.push(high);
      table.offsets.push(offset);
      previousOffset = offset;
    }
    previous = at;
  }
  tables.set(key, table);
  return table;
}

/** The zone's offset from UTC at `instant`, in ms (zones change offset on whole quarter hours). */
export function zoneOffset(zone: string, instant: number): number {
  const { changes, offsets } = tableOf(zone, Math.floor(instant / CHUNK));
  let low = 0;
  let high = changes.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((changes[middle] ?? 0) <= instant) low = middle;
    else high = middle - 1;
  }
  return offsets[low] ?? 0;
}

/** The instant of wall time `wall` in `zone` (the schedules never call in a clock change's hour). */
export function wallToInstant(zone: string, wall: number): number {
  return wall - zoneOffset(zone, wall - zoneOffset(zone, wall));
}

/** ISO 8601 to the second with the zone's own offset at that instant: '2026-03-02T06:00:00+01:00'. */
export function isoInZone(zone: string, instant: number): string {
  const offset = zoneOffset(zone, instant);
  const local = new Date(instant + offset).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset) / MINUTE;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

/** Day number (days since 1970-01-01) of 'YYYY-MM-DD', or undefined when it is not a real date. */
export function dayOf(date: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return undefined;
  return ms / DAY;
}

/** 'YYYY-MM-DD' of a day number. */
export function dateOf(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** Wall time of `hour`:00 on day number `day`. */
export function wallAt(day: number, hour: number): number {
  return day * DAY + hour * HOUR;
}
