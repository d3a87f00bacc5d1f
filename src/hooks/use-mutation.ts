import { useLockFn } from 'ahooks';
import { useState } from 'react';

import { useUnmountSignal } from './use-unmount-signal';

/**
 * A call that changes something, run one at a time: while one is on its way another run resolves
 * to undefined without calling (a double click or Enter pressed twice sends one request);
 * `running` is for the button's loading state.
 *
 * `signal` aborts when the component unmounts (decision D152 in
 * docs/decisions/calls-and-the-envelope.md, "A late result after the member left"). The call
 * itself is not cancelled: the server may already be doing what was asked, and what must happen
 * on its answer whatever the page (a draft removed, a creation key spent) happens inside the call.
 * After that, a call answered once the member left resolves to undefined, and a call checks
 * `signal.aborted` before it acts on the page (a navigation, a toast, a form).
 */
export function useMutation<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  const [running, setRunning] = useState(false);
  const signal = useUnmountSignal();
  const run = useLockFn(async (...args: A): Promise<R | undefined> => {
    setRunning(true);
    try {
      const result = await call(...args);
      return signal.aborted ? undefined : result;
    } finally {
      setRunning(false);
    }
  });
  return { run, running, signal };
}
