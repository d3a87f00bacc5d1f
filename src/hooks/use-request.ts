// eslint-disable-next-line no-restricted-syntax -- the one place that wraps it
import { useRequest as useAhooksRequest } from 'ahooks';
import { startTransition, useState } from 'react';

import type { Options, Plugin, Result, Service } from 'ahooks/lib/useRequest/src/types';

type Fetch = Parameters<Plugin<unknown, unknown[]>>[0];
type FetchState = Fetch['state'];

/** What a render shows of a call: React state, so that every render reads one consistent value. */
type Shown = Pick<FetchState, 'loading' | 'data' | 'error'> & { params: unknown[] };

const shownOf = (state: FetchState): Shown => ({
  loading: state.loading,
  data: state.data,
  error: state.error,
  params: state.params ?? [],
});

const inSlices = new WeakSet<object>();

/**
 * A call's answer (its data, its error, or its end when cancelled) renders as a transition, which
 * React splits into slices: a page whose sections answer one after another never holds a phone's
 * main thread for the whole of a section's render. The start of a call (`loading`) and `mutate`
 * stay urgent, so what a member did shows at once.
 *
 * Each change of ahooks' state is handed on to `show` (React state), in the same update as the
 * render it causes: a render reads the call as that update left it, never ahooks' state as it is
 * by now. (Read in an urgent render that came before the answer's transition, a newer value would
 * tear the page, and React drops the effects of a render that then finds nothing changed while
 * keeping their dependencies: an effect on the data would never run.)
 */
function answersInSlices(show: (shown: Shown) => void): Plugin<unknown, unknown[]> {
  return (fetch: Fetch) => {
    if (!inSlices.has(fetch)) {
      inSlices.add(fetch);
      const setState = fetch.setState.bind(fetch);
      fetch.setState = (change = {}) => {
        const apply = () => {
          setState(change);
          show(shownOf(fetch.state));
        };
        if (change.loading === false) startTransition(apply);
        else apply();
      };
    }
    return {};
  };
}

type AnswerHandlers = 'onSuccess' | 'onError' | 'onFinally';

/**
 * The answer's handlers, each run inside a transition: what a handler sets (another call's
 * `mutate`, the page's own state) renders with the answer and the end of `loading`, never before
 * them. Left urgent, a handler's change would render first with the call still loading: a button
 * that waits on `loading` would show its new state with its spinner still on, and ignore a press.
 * A handler's promise is not the transition's (ahooks does not wait for it either).
 */
function handlersInAnswer<TData, TParams extends unknown[]>(
  options: Options<TData, TParams> = {},
): Options<TData, TParams> {
  const wrapped: Pick<Options<TData, TParams>, AnswerHandlers> = {};
  const { onSuccess, onError, onFinally } = options;
  if (onSuccess) wrapped.onSuccess = (...args) => startTransition(() => void onSuccess(...args));
  if (onError) wrapped.onError = (...args) => startTransition(() => void onError(...args));
  if (onFinally) wrapped.onFinally = (...args) => startTransition(() => void onFinally(...args));
  return { ...options, ...wrapped };
}

/**
 * ahooks' `useRequest`, with every answer rendered as a transition (`answersInSlices`), its
 * handlers in it (`handlersInAnswer`), and the call's `loading`, `data`, `error` and `params` read
 * from React state.
 */
export function useRequest<TData, TParams extends unknown[]>(
  service: Service<TData, TParams>,
  options?: Options<TData, TParams>,
  plugins: Plugin<TData, TParams>[] = [],
): Result<TData, TParams> {
  // Each change after the first render; until one, ahooks' state as that render found it (a
  // cached answer included).
  const [changed, show] = useState<Shown>();
  const result = useAhooksRequest(service, handlersInAnswer(options), [
    answersInSlices(show) as unknown as Plugin<TData, TParams>,
    ...plugins,
  ]);
  const [initial] = useState<Shown>(() => shownOf(result as FetchState));
  const shown = changed ?? initial;
  return { ...result, ...(shown as Pick<Result<TData, TParams>, keyof Shown>) };
}
