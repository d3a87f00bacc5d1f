import { useLatest } from 'ahooks';
import { useEffect } from 'react';

type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Says that this tab's poll found notifications it had not counted. The notification feature calls
 * it; a page showing what they may be about (a shipment the other party updates) reads it again.
 */
export function tellArrival(): void {
  for (const listener of [...listeners]) listener();
}

/** Runs `onArrival` at each arrival of notifications while the calling component is mounted. */
export function useOnArrival(onArrival: () => void): void {
  const latest = useLatest(onArrival);
  useEffect(() => {
    const listener = () => latest.current();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [latest]);
}
