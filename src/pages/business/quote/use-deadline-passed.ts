import { useCallback, useSyncExternalStore } from 'react';

/** setTimeout's longest delay; a later deadline is re-armed after it. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Whether `deadline` (ISO) is past, turning true by itself when it passes, without re-rendering
 * the page every second (the countdown ticks on its own).
 */
export function useDeadlinePassed(deadline: string | undefined): boolean {
  const at = deadline ? Date.parse(deadline) : Number.NaN;

  const subscribe = useCallback(
    (notify: () => void) => {
      if (Number.isNaN(at)) return () => undefined;
      let timer: number | undefined;
      const arm = () => {
        const left = at - Date.now();
        if (left <= 0) notify();
        else timer = window.setTimeout(arm, Math.min(left, MAX_DELAY_MS));
      };
      arm();
      return () => window.clearTimeout(timer);
    },
    [at],
  );
  const passed = useCallback(() => !Number.isNaN(at) && Date.now() >= at, [at]);

  return useSyncExternalStore(subscribe, passed, passed);
}
