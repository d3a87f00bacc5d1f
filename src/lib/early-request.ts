import { TOKEN_REFRESH_INTERVAL_MS } from '@/config/constants';
import { getToken, tokenPairAge } from '@/lib/session/token-storage';

/**
 * A page's first request, started by its route's loader as the navigation begins, so that it
 * travels beside the page's code instead of after it; the page's own call takes it. An answer not
 * taken within `EARLY_REQUEST_MAX_AGE_MS` (the page's code failed to load, the visitor went
 * elsewhere) is dropped: a later call asks again.
 */
export const EARLY_REQUEST_MAX_AGE_MS = 10_000;

/**
 * A member's early request is not started when the stored pair is this close to its hourly
 * renewal: the token it would carry is about to be replaced.
 */
const RENEWAL_MARGIN_MS = 60_000;

interface Started {
  at: number;
  promise: Promise<unknown>;
  /** The token a member's request carried; its answer is that session's only. */
  token?: string;
}

const started = new Map<string, Started>();

function start(key: string, run: () => Promise<unknown>, token?: string): void {
  const promise = run();
  // Its failure belongs to the call that takes it; one never taken must not be reported.
  promise.catch(() => undefined);
  started.set(key, { at: Date.now(), promise, ...(token !== undefined && { token }) });
}

/** Starts `run` now under `key`, replacing an earlier start under the same key. */
export function startEarly(key: string, run: () => Promise<unknown>): void {
  start(key, run);
}

/**
 * Starts `run` under `key` for a visitor only (no token stored): a page that visitors and members
 * both open (a tender, a listing) shows a member more, and its member's call is the page's own.
 */
export function startEarlyForVisitor(key: string, run: () => Promise<unknown>): void {
  if (!getToken()) start(key, run);
}

/**
 * Starts a member's `run` under `key` before the session is confirmed, when a token is stored and
 * not due for renewal. `run` must neither toast nor end the session on a refusal: the session's own
 * check decides that. Its answer, failure included, is taken only while the same token is stored: a
 * token refused meanwhile is renewed (and the caller asks again with the new one) or the session ends.
 */
export function startEarlyForMember(key: string, run: () => Promise<unknown>): void {
  const token = getToken();
  const age = tokenPairAge();
  if (!token || age === undefined || age > TOKEN_REFRESH_INTERVAL_MS - RENEWAL_MARGIN_MS) return;
  start(key, run, token);
}

/** The answer started under `key` if it is recent (and the same session's), once; otherwise `run()`. */
export function takeEarly<T>(key: string, run: () => Promise<T>): Promise<T> {
  const entry = started.get(key);
  started.delete(key);
  if (!entry || Date.now() - entry.at >= EARLY_REQUEST_MAX_AGE_MS) return run();
  if (entry.token !== undefined && entry.token !== getToken()) return run();
  return entry.promise as Promise<T>;
}
