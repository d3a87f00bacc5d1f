import { TOKEN_REFRESH_INTERVAL_MS } from '@/config/constants';
import { endRefusedSession, isAuthFailure } from '@/lib/request';

import { refreshTokens, SESSION_CALL } from './session-api';
import {
  getRefreshToken,
  getStoredMember,
  setTokens,
  subscribe,
  tokenPairAge,
} from './token-storage';

/** Held by the tab that is refreshing: the server revokes a refresh token once it is used. */
const REFRESH_LOCK_NAME = 'trading:token-refresh';

/**
 * How a refresh ended: a new pair stored; the refresh token refused (4098: the session is over);
 * nothing learnt (no answer, a server error, another tab refreshing, or the pair replaced meanwhile).
 */
export type Renewal = 'renewed' | 'refused' | 'unavailable';

let inFlight: Promise<Renewal> | undefined;

/**
 * One refresh per tab at a time: a call while another runs gets the same promise. Never rejects (a
 * lock request the browser refuses counts as a refresh that did not happen).
 */
function singleFlight(run: () => Promise<Renewal>): Promise<Renewal> {
  if (inFlight) return inFlight;
  const next = run()
    .catch((): Renewal => 'unavailable')
    .finally(() => {
      if (inFlight === next) inFlight = undefined;
    });
  inFlight = next;
  return next;
}

/**
 * Runs `task` holding the cross-tab refresh lock (Web Locks API). `wait: false` gives up at once
 * when another tab holds it. Without the API (older browsers, insecure origins), runs it directly.
 */
function acrossTabs(wait: boolean, task: () => Promise<Renewal>): Promise<Renewal> {
  const locks: LockManager | undefined = window.navigator.locks;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK_NAME, { ifAvailable: !wait }, (lock) =>
    lock ? task() : 'unavailable',
  );
}

/**
 * Sends `refreshToken` and stores the new pair. With `endIfRevoked`, a 4098 for the refresh token
 * still stored ends the session: the server revoked it, and retrying it every hour would never
 * succeed. A server error or no answer keeps the session for the next try.
 */
async function rotate(refreshToken: string, endIfRevoked: boolean): Promise<Renewal> {
  try {
    const tokens = await refreshTokens(refreshToken, SESSION_CALL);
    // A logout or another login while the call ran wins over this answer.
    if (getRefreshToken() !== refreshToken) return 'unavailable';
    setTokens(tokens);
    return 'renewed';
  } catch (error) {
    // A refusal of a token replaced meanwhile says nothing of the stored session.
    if (!isAuthFailure(error) || getRefreshToken() !== refreshToken) return 'unavailable';
    if (endIfRevoked) endRefusedSession();
    return 'refused';
  }
}

/**
 * The 60-minute refresh: with the member and a refresh token stored, asks for a new token pair and
 * stores it. Single flight within the tab and, with the Web Locks API, across tabs: while another
 * tab refreshes, or once it has rotated the pair since this call started, this call does nothing.
 * With `dueAge`, it also does nothing unless the stored pair, read while holding the lock, is at
 * least that old: another tab may store its new pair between this tab's look at the pair and its
 * call (tabs write and read the storage in parallel), and the pair this tab then finds is fresh.
 * Resolves true when this call stored a new pair. A refused refresh token (4098) ends the session
 * and goes to login; any other failure keeps the session as it is (the next try is the timer's).
 */
export async function refreshSession(dueAge?: number): Promise<boolean> {
  const renewal = await singleFlight(async () => {
    const refreshToken = getRefreshToken();
    if (!getStoredMember() || !refreshToken) return 'unavailable';
    return acrossTabs(false, async () => {
      if (getRefreshToken() !== refreshToken) return 'unavailable';
      if (dueAge !== undefined && (tokenPairAge() ?? 0) < dueAge) return 'unavailable';
      return rotate(refreshToken, true);
    });
  });
  return renewal === 'renewed';
}

/**
 * After the access token was refused (4098) with a refresh token stored: one refresh, sharing the
 * single flight of `refreshSession`. While another tab refreshes it waits, then takes the pair that
 * tab stored ('renewed'). A refusal ('refused') is left to the caller: the start-up check ends the
 * session silently; 'unavailable' (no answer, a server error) keeps it for a later try.
 */
export function renewSession(): Promise<Renewal> {
  return singleFlight(async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return 'refused';
    return acrossTabs(true, async () => {
      const stored = getRefreshToken();
      if (stored !== refreshToken) return stored === undefined ? 'refused' : 'renewed';
      return rotate(refreshToken, false);
    });
  });
}

/** After a refresh that did not happen (no answer, a server error, another tab's lock): wait this long. */
export const REFRESH_RETRY_MS = 5 * 60_000;
/**
 * How often the schedule is checked against the wall clock: a computer that slept holds its timers
 * back by the time it slept, so a pair that came due meanwhile is renewed within this of waking.
 */
export const REFRESH_WATCH_MS = 60_000;

/**
 * Refreshes the session `intervalMs` (60 minutes) after its token pair was issued: at a login, a
 * refresh (of this tab or another), or, found in storage at start-up, when it was stored. Every new
 * pair restarts the clock. A pair that came due while the tab slept or was hidden is renewed on
 * waking (visible again, or the next wall-clock check). A refresh that did not happen is tried again
 * `REFRESH_RETRY_MS` later. Tabs share the pair and its age, and `refreshSession` lets one of them
 * refresh at a time, so they make one refresh. `refresh` is `refreshSession` but in tests of the
 * schedule alone. Returns the stop function.
 */
export function startRefreshTimer(
  intervalMs = TOKEN_REFRESH_INTERVAL_MS,
  refresh: () => Promise<boolean> = () => refreshSession(intervalMs),
): () => void {
  let timer: number | undefined;
  let running = false;
  /** Wall-clock ms before which no refresh is tried again (after one that did not happen). */
  let notBefore = 0;
  let stopped = false;

  function check(): void {
    window.clearTimeout(timer);
    timer = undefined;
    if (stopped || running) return;
    const age = getStoredMember() && getRefreshToken() ? tokenPairAge() : undefined;
    if (age === undefined) return;
    const wait = Math.max(intervalMs - age, notBefore - Date.now());
    if (wait > 0) {
      timer = window.setTimeout(check, wait);
      return;
    }
    running = true;
    void refresh().then((renewed) => {
      running = false;
      notBefore = renewed ? 0 : Date.now() + REFRESH_RETRY_MS;
      check();
    });
  }

  const onSessionChange = () => {
    notBefore = 0;
    check();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const unsubscribe = subscribe(onSessionChange);
  const watch = window.setInterval(check, REFRESH_WATCH_MS);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', check);
  check();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    window.clearInterval(watch);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', check);
  };
}
