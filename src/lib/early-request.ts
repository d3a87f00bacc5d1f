import { getToken } from '@/lib/session/token-storage';

/**
 * A page's first request, started by its route's loader as the navigation begins, so that it
 * travels beside the page's code instead of after it; the page's own call takes it. An answer not
 * taken within `EARLY_REQUEST_MAX_AGE_MS` (the page's code failed to load, the visitor went
 * elsewhere) is dropped: a later call asks again.
 */
export const EARLY_REQUEST_MAX_AGE_MS = 10_000;

interface Started {
  at: number;
  promise: Promise<unknown>;
}

const started = new Map<string, Started>();

/** Starts `run` now under `key`, replacing an earlier start under the same key. */
export function startEarly(key: string, run: () => Promise<unknown>): void {
  const promise = run();
  // Its failure belongs to the call that takes it; one never taken must not be reported.
  promise.catch(() => undefined);
  started.set(key, { at: Date.now(), promise });
}

/**
 * Starts `run` under `key` for a visitor only (no token stored): what a member is shown depends on
 * the reader, and a member's call waits for the session to be confirmed, so an early call could
 * carry a token about to be renewed.
 */
export function startEarlyForVisitor(key: string, run: () => Promise<unknown>): void {
  if (!getToken()) startEarly(key, run);
}

/** The answer started under `key` if it is recent, once; otherwise `run()`. */
export function takeEarly<T>(key: string, run: () => Promise<T>): Promise<T> {
  const entry = started.get(key);
  started.delete(key);
  if (entry && Date.now() - entry.at < EARLY_REQUEST_MAX_AGE_MS) return entry.promise as Promise<T>;
  return run();
}
