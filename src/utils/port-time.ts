/**
 * A time as a port reads it. The API writes a port's time as ISO 8601 with that port's UTC offset
 * at that instant, so the wall date and time are read from the string itself, never converted to
 * the reader's zone.
 */
const ISO_PARTS =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export interface PortTime {
  /** 'YYYY-MM-DD', the port's own calendar day. */
  date: string;
  /** 'HH:mm', the port's own wall time. */
  time: string;
  /** 'UTC+8', 'UTC-4', 'UTC+5:30', 'UTC'. */
  offset: string;
}

/** An offset as people read it: '+08:00' → 'UTC+8', '-03:30' → 'UTC-3:30', 'Z' → 'UTC'. */
export function offsetLabel(offset: string): string {
  if (offset === 'Z' || offset === '+00:00' || offset === '-00:00') return 'UTC';
  const sign = offset.startsWith('-') ? '-' : '+';
  const [hours = '0', minutes = '00'] = offset.slice(1).split(':');
  const h = String(Number(hours));
  return minutes === '00' ? `UTC${sign}${h}` : `UTC${sign}${h}:${minutes}`;
}

/** The wall date, time and offset written in an ISO string, as the port sees them. */
export function portTime(iso: string): PortTime | undefined {
  const match = ISO_PARTS.exec(iso);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, offset = 'Z'] = match;
  return {
    date: `${year}-${month}-${day}`,
    time: `${hour}:${minute}`,
    offset: offsetLabel(offset),
  };
}

/**
 * '2026-01-05 14:30 UTC+8', and the zone's name after it when it is one ('Asia/Shanghai'); an
 * unreadable string is shown as it came.
 */
export function formatPortTime(iso: string, zone?: string): string {
  const parts = portTime(iso);
  if (!parts) return iso;
  const named = zone && !zone.startsWith('UTC') ? ` ${zone}` : '';
  return `${parts.date} ${parts.time} ${parts.offset}${named}`;
}
