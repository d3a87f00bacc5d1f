import { startTransition, useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
  retry: () => void;
}

/**
 * One call's state for a home or landing block: loading, data or error, and a retry. A few lines
 * instead of ahooks `useRequest`, which the first visit of `/` cannot afford (the bundle budget);
 * an answer that arrives after a newer attempt or after unmounting is dropped. `key` names the call:
 * a new key loads again.
 */
export function useLoad<T>(load: () => Promise<T>, key: string, enabled = true): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data?: T; error?: unknown; done?: string }>({});

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const mark = `${key}#${attempt}`;
    // An answer renders as a transition, which React splits into slices: the blocks of a page
    // answer one after another, and none of them holds a phone's main thread for long.
    load().then(
      (data) => {
        if (live) startTransition(() => setState({ data, done: mark }));
      },
      (error: unknown) => {
        if (live)
          startTransition(() => setState((last) => ({ data: last.data, error, done: mark })));
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `key` says when the call itself changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, enabled]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const loading = enabled && state.done !== `${key}#${attempt}`;
  return {
    ...(loading ? {} : state),
    ...(loading && state.data !== undefined ? { data: state.data } : {}),
    loading,
    retry,
  };
}
