import { TOKEN_REFRESH_INTERVAL_MS } from '@/config/constants';

import { refreshTokens } from './session-api';
import { getRefreshToken, getStoredUser, setTokens, tokenPairAge } from './token-storage';

/** Held by the tab that is refreshing: the server revokes a refresh token once it is used. */
const REFRESH_LOCK_NAME = 'trading:token-refresh';

const SILENT = { skipErrorToast: true, skipLoginRedirect: true } as const;

let inFlight: Promise<boolean> | undefined;

/**
 * One refresh per tab at a time: a call while another runs gets the same promise. Never rejects (a
 * lock request the browser refuses counts as a refresh that did not happen).
 */
function singleFlight(run: () => Promise<boolean>): Promise<boolean> {
  if (inFlight) return inFlight;
  const next = run()
    .catch(() => false)
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
function acrossTabs(wait: boolean, task: () => Promise<boolean>): Promise<boolean> {
  const locks: LockManager | undefined = window.navigator.locks;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK_NAME, { ifAvailable: !wait }, (lock) =>
    lock ? task() : false,
  );
}

/** Sends `refreshToken` and stores the new pair; false when refused or unreachable. */
async function rotate(refreshToken: string): Promise<boolean> {
  try {
    const tokens = await refreshTokens(refreshToken, SILENT);
    // A logout or another login while the call ran wins over this answer.
    if (getRefreshToken() !== refreshToken) return false;
    setTokens(tokens);
    return true;
  } catch {
    return false;
  }
}

/**
 * The 60-minute refresh: with user info and a refresh token stored, asks for a new token pair and
 * stores it. Single flight within the tab and, with the Web Locks API, across tabs: while another
 * tab refreshes, or once it has rotated the pair since this call started, this call does nothing.
 * Resolves true when this call stored a new pair; a failure keeps the session as it is (the next
 * tick tries again) and resolves false.
 */
export function refreshSession(): Promise<boolean> {
  return singleFlight(async () => {
    const refreshToken = getRefreshToken();
    if (!getStoredUser() || !refreshToken) return false;
    return acrossTabs(false, async () =>
      getRefreshToken() === refreshToken ? rotate(refreshToken) : false,
    );
  });
}

/**
 * After the access token was refused (4098) with a refresh token stored: one refresh, sharing the
 * single flight of `refreshSession`. While another tab refreshes it waits, then takes the pair that
 * tab stored. Resolves true when a new pair is stored.
 */
export function renewSession(): Promise<boolean> {
  return singleFlight(async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    return acrossTabs(true, async () => {
      const stored = getRefreshToken();
      if (stored !== refreshToken) return stored !== undefined;
      return rotate(refreshToken);
    });
  });
}

/**
 * Refreshes the session every `intervalMs` (60 minutes), once for all the tabs: each tab's timer
 * runs on its own phase, so a tick finding a fresh pair (stored by another tab's refresh, or a
 * login, within the interval) leaves it. Returns the stop function.
 */
export function startRefreshTimer(intervalMs = TOKEN_REFRESH_INTERVAL_MS): () => void {
  // A minute short of the interval: the tab that stored the pair refreshes again on its next tick.
  const fresh = intervalMs - Math.min(60_000, intervalMs / 10);
  const id = window.setInterval(() => {
    if ((tokenPairAge() ?? Infinity) < fresh) return;
    void refreshSession();
  }, intervalMs);
  return () => window.clearInterval(id);
}
