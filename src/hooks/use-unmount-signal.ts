import { useEffect, useRef, useState } from 'react';

/**
 * An AbortSignal aborted once the component unmounts (the member went elsewhere): what a call
 * started here checks before it acts on the page (decision D152 in
 * docs/decisions/calls-and-the-envelope.md, "A late result after the member left"). One signal
 * for the component's life. StrictMode unmounts and mounts a component again at once: the abort
 * waits a microtask and is dropped when a mount follows.
 */
export function useUnmountSignal(): AbortSignal {
  const [controller] = useState(() => new AbortController());
  const mounts = useRef(0);
  useEffect(() => {
    mounts.current += 1;
    return () => {
      mounts.current -= 1;
      queueMicrotask(() => {
        if (mounts.current === 0) controller.abort();
      });
    };
  }, [controller]);
  return controller.signal;
}
