/**
 * Cut-off and port-time logic of the schedule page. Times come as ISO 8601 with the port's own UTC
 * offset; they are compared as epoch milliseconds (integers) and shown in the port's own wall time.
 */
import { CUTOFF_KINDS, type CutoffKind, type Sailing } from '@/contract/schedule/types';
import { portTime } from '@/utils/port-time';

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

/** '11-25 18:00 (UTC+8)': month-day, time and the port's zone; the ISO itself if unreadable. */
export function formatPortTime(iso: string, withYear = false): string {
  const parts = portTime(iso);
  if (!parts) return iso;
  const day = withYear ? parts.date : parts.date.slice(5);
  return `${day} ${parts.time} (${parts.offset})`;
}
