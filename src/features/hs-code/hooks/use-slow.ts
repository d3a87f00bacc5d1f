import { useEffect, useState } from 'react';

/** After this long still waiting, the page says so. */
export const SLOW_AFTER_MS = 3000;

/** True once `loading` has lasted `after` ms; false again as soon as it stops. */
export function useSlow(loading: boolean, after = SLOW_AFTER_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = window.setTimeout(() => setSlow(true), after);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [loading, after]);
  return slow && loading;
}
