import { useLockFn } from 'ahooks';
import { useState } from 'react';

/**
 * A call that changes something, run one at a time: while one is on its way another run resolves
 * to undefined without calling (a double click or Enter pressed twice sends one request);
 * `running` is for the button's loading state.
 */
export function useMutation<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  const [running, setRunning] = useState(false);
  const run = useLockFn(async (...args: A): Promise<R> => {
    setRunning(true);
    try {
      return await call(...args);
    } finally {
      setRunning(false);
    }
  });
  return { run, running };
}
