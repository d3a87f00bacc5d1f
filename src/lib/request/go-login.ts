import { isLoginPath, loginHref } from '@/lib/session/login-path';
import { clearTokens, getToken, subscribe } from '@/lib/session/token-storage';

/**
 * Navigates to `to`. `replace: true` replaces the current history entry: Back from /login must not
 * return to the page that sent the visitor there.
 */
export type LoginNavigator = (to: string, options: { replace: boolean }) => void;

/** A burst of 4098 replies arrives within moments; one after this long (the visitor came back) acts again. */
const REARM_AFTER_MS = 3_000;

let navigator: LoginNavigator | undefined;
let armed = true;
let disarmedAt = 0;
let watchingTokens = false;

/** Routes login navigation through the router (client-side); returns the unbind function. */
export function bindNavigator(next: LoginNavigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = undefined;
  };
}

function replaceWith(to: string): void {
  if (navigator) navigator(to, { replace: true });
  else window.location.replace(to);
}

function disarm(): void {
  armed = false;
  disarmedAt = Date.now();
  if (watchingTokens) return;
  watchingTokens = true;
  // New tokens mean a new session, whose own 4098 must act again.
  subscribe(() => {
    if (getToken()) armed = true;
  });
}

/**
 * Ends the session after a 4098: clears the tokens and replaces the page with
 * `/login?reject=<current address>` (no navigation when already on /login). `sentToken` is the
 * token the failed call carried (undefined for a call sent without one); `noToken` says the call
 * chose to go without one. Returns true for the one call that acted; a call whose token is no
 * longer the stored one (already cleared, replaced by a new login, or a visitor's call answered
 * after a login) and the other calls of the same burst do nothing.
 */
export function goLogin(sentToken: string | undefined, noToken = false): boolean {
  if (!noToken && sentToken !== getToken()) return false;
  const onLogin = isLoginPath(window.location.pathname);
  if (!armed && (onLogin || Date.now() - disarmedAt < REARM_AFTER_MS)) return false;
  disarm();
  clearTokens();
  if (!onLogin) replaceWith(loginHref(window.location.href));
  return true;
}
