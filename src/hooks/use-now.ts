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
  if (!timer) {
    current = Date.now();
    timer = setInterval(() => {
      current = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => current;

export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
