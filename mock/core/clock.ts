/**
 * The mock's notion of "now" (epoch ms). Every rule takes time from here, so tests can set or
 * advance it instead of waiting.
 */
let fixed: number | undefined;
let offset = 0;

export function now(): number {
  return fixed ?? Date.now() + offset;
}

/** Freezes the clock at `ms` (tests). */
export function setNow(ms: number): void {
  fixed = ms;
}

/** Moves the clock forward by `ms`, frozen or not. */
export function advanceClock(ms: number): void {
  if (fixed === undefined) offset += ms;
  else fixed += ms;
}

/** Back to real time. */
export function resetClock(): void {
  fixed = undefined;
  offset = 0;
}
