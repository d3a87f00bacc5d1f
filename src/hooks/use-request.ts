// eslint-disable-next-line no-restricted-syntax -- the one place that wraps it
import { useRequest as useAhooksRequest } from 'ahooks';
import { startTransition } from 'react';

import type { Options, Plugin, Result, Service } from 'ahooks/lib/useRequest/src/types';

type Fetch = Parameters<Plugin<unknown, unknown[]>>[0];

const inSlices = new WeakSet<object>();

/**
 * A call's answer (its data, its error, or its end when cancelled) renders as a transition, which
 * React splits into slices: a page whose sections answer one after another never holds a phone's
 * main thread for the whole of a section's render. The start of a call (`loading`) and `mutate`
 * stay urgent, so what a member did shows at once. The call's state itself changes at once (the
 * hook's result reads it), only the render it causes is a transition.
 */
const answersInSlices: Plugin<unknown, unknown[]> = (fetch: Fetch) => {
  if (!inSlices.has(fetch)) {
    inSlices.add(fetch);
    const setState = fetch.setState.bind(fetch);
    fetch.setState = (change = {}) => {
      if (change.loading === false) startTransition(() => setState(change));
      else setState(change);
    };
  }
  return {};
};

/** ahooks' `useRequest`, with every answer rendered as a transition (`answersInSlices`). */
export function useRequest<TData, TParams extends unknown[]>(
  service: Service<TData, TParams>,
  options?: Options<TData, TParams>,
  plugins: Plugin<TData, TParams>[] = [],
): Result<TData, TParams> {
  return useAhooksRequest(service, options, [
    answersInSlices as unknown as Plugin<TData, TParams>,
    ...plugins,
  ]);
}
