import { useSyncExternalStore } from 'react';

/**
 * The current time (epoch ms), updated every second by one shared timer however many components
 * show a countdown; the timer stops when none is mounted.
 */
const listeners = new Set<() => void>();
let current = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    current = Date.now();
    for (const notify of listeners) notify();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * While the timer runs, its last tick. Otherwise the clock, read again once the last reading is a
 * second away (a countdown shows whole seconds; the clock may also have been set back): a
 * countdown mounted after a pause starts from the present, every component rendered in the same
 * moment shows the same time, and the subscription that follows the first render finds the time
 * it rendered with, so no countdown renders again as it mounts (React re-renders synchronously
 * when a store changed between the two).
 */
function snapshot(): number {
  if (!timer) {
    const now = Date.now();
    if (Math.abs(now - current) >= 1000) current = now;
  }
  return current;
}

export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
