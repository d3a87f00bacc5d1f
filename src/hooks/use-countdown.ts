import { useCallback, useEffect, useState } from 'react';

/**
 * When each countdown ends (epoch ms), by key. Kept outside React so a countdown survives
 * re-renders and remounts (going back a step, a form that re-mounts), never in storage.
 */
const endsAt = new Map<string, number>();

function secondsLeft(key: string): number {
  const end = endsAt.get(key);
  if (end === undefined) return 0;
  const left = Math.ceil((end - Date.now()) / 1000);
  if (left <= 0) endsAt.delete(key);
  return Math.max(0, left);
}

/**
 * A countdown in whole seconds for `key` (e.g. the SMS scene and mobile number). It starts only when
 * `start(seconds)` is called, so a caller starts it once the thing it limits has actually happened.
 */
export function useCountdown(key: string) {
  // The end time lives in `endsAt`; this state only makes the component re-read it.
  const [, setTick] = useState(0);
  const remaining = secondsLeft(key);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setTick((tick) => tick + 1), 250);
    return () => clearInterval(timer);
  }, [key, running]);

  const start = useCallback(
    (seconds: number) => {
      endsAt.set(key, Date.now() + seconds * 1000);
      setTick((tick) => tick + 1);
    },
    [key],
  );

  return { remaining, running, start };
}

/** Forgets every countdown (tests). */
export function resetCountdowns(): void {
  endsAt.clear();
}
