import { instantOfWall } from './zone-time';

export type TimeProblem = 'required' | 'inFuture' | 'beforePrevious' | 'afterNext';

/** The recorded times a milestone's time must stay between (ISO with offset). */
export interface TimeBounds {
  notBefore?: string;
  notAfter?: string;
}

/**
 * Why a milestone's wall time at the port (`zone`) is refused, if it is: missing, in the future,
 * before the milestone before it or after the one after it, as the server checks (which allows a
 * phone's clock a few minutes ahead; the form does not ask for that).
 */
export function milestoneTimeProblem(
  zone: string,
  wall: string | undefined,
  bounds: TimeBounds,
  now: number,
): TimeProblem | undefined {
  const at = wall ? instantOfWall(zone, wall) : undefined;
  if (at === undefined) return 'required';
  if (at > now) return 'inFuture';
  if (bounds.notBefore && at < Date.parse(bounds.notBefore)) return 'beforePrevious';
  if (bounds.notAfter && at > Date.parse(bounds.notAfter)) return 'afterNext';
  return undefined;
}
