/** Latency range, in ms, that a freshly seeded database starts with on this host. */
let hostDefault: [number, number] = [0, 0];

export function defaultLatency(): [number, number] {
  return [...hostDefault];
}

/** Set by the host before seeding: 0 under node tests, realistic in the browser and HTTP server. */
export function setDefaultLatency(range: [number, number]): void {
  hostDefault = [...range];
}

/**
 * Parses `MOCK_LATENCY_MS`: "min,max" or one number. Anything unusable gives `fallback`.
 */
export function parseLatency(
  text: string | undefined,
  fallback: [number, number],
): [number, number] {
  if (!text?.trim()) return fallback;
  const parts = text.split(',').map((part) => Number(part.trim()));
  if (parts.length > 2 || !parts.every((value) => Number.isInteger(value) && value >= 0)) {
    return fallback;
  }
  const min = parts[0] ?? 0;
  const max = parts[1] ?? min;
  return min <= max ? [min, max] : fallback;
}

/** Waits a random time within `[min, max]`; resolves at once for [0, 0] so tests stay fast. */
export function applyLatency([min, max]: readonly [number, number]): Promise<void> {
  const ms = min + Math.floor(Math.random() * (max - min + 1));
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms));
}
