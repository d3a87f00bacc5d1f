/**
 * Cut-off and port-time logic of the schedule page. Times come as ISO 8601 with the port's own UTC
 * offset; they are compared as epoch milliseconds (integers) and shown in the port's own wall time.
 */
import { CUTOFF_KINDS, type CutoffKind, type Sailing } from '@/contract/schedule/types';

export type CutoffStatus = 'ahead' | 'passed' | 'unknown';

/** Ahead while the moment is still to come, passed from it on, unknown when the source has none. */
export function cutoffStatus(iso: string | null, nowMs: number): CutoffStatus {
  if (iso === null) return 'unknown';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 'unknown';
  return at > nowMs ? 'ahead' : 'passed';
}

export interface NextCutoff {
  kind: CutoffKind;
  at: string;
}

/** The cut-off still ahead that comes first (ties: CY, SI, VGM order), or undefined. */
export function nextCutoff(cutoffs: Sailing['cutoffs'], nowMs: number): NextCutoff | undefined {
  let best: NextCutoff | undefined;
  for (const kind of CUTOFF_KINDS) {
    const at = cutoffs[kind];
    if (at === null || cutoffStatus(at, nowMs) !== 'ahead') continue;
    if (!best || Date.parse(at) < Date.parse(best.at)) best = { kind, at };
  }
  return best;
}

const ISO_PARTS =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export interface PortTime {
  /** 'YYYY-MM-DD', the port's own calendar day. */
  date: string;
  /** 'HH:mm', the port's own wall time. */
  time: string;
  /** 'UTC+8', 'UTC-4', 'UTC+5:30', 'UTC'. */
  zone: string;
}

/** The zone of an offset as people read it: '+08:00' → 'UTC+8', '-03:30' → 'UTC-3:30', 'Z' → 'UTC'. */
export function zoneLabel(offset: string): string {
  if (offset === 'Z' || offset === '+00:00' || offset === '-00:00') return 'UTC';
  const sign = offset.startsWith('-') ? '-' : '+';
  const [hours = '0', minutes = '00'] = offset.slice(1).split(':');
  const h = String(Number(hours));
  return minutes === '00' ? `UTC${sign}${h}` : `UTC${sign}${h}:${minutes}`;
}

/** The wall date, time and zone written in an ISO string, as the port sees them (no conversion). */
export function portTime(iso: string): PortTime | undefined {
  const match = ISO_PARTS.exec(iso);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, offset = 'Z'] = match;
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}`, zone: zoneLabel(offset) };
}

/** '11-25 18:00 (UTC+8)': month-day, time and the port's zone; the ISO itself if unreadable. */
export function formatPortTime(iso: string, withYear = false): string {
  const parts = portTime(iso);
  if (!parts) return iso;
  const day = withYear ? parts.date : parts.date.slice(5);
  return `${day} ${parts.time} (${parts.zone})`;
}
