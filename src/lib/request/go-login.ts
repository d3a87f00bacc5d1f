import { isLoginPath, loginHref } from '@/lib/session/login-path';
import { clearTokens, getToken, subscribe } from '@/lib/session/token-storage';

type Navigator = (to: string) => void;

/** A burst of 4098 replies arrives within moments; one after this long (the visitor came back) acts again. */
const REARM_AFTER_MS = 3_000;

let navigator: Navigator | undefined;
let armed = true;
let disarmedAt = 0;
let watchingTokens = false;

/** Routes login navigation through the router (client-side); returns the unbind function. */
export function bindNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = undefined;
  };
}

function navigate(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
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
 * Ends the session after a 4098: clears the tokens and goes to `/login?reject=<current address>`
 * (no navigation when already on /login). Returns true for the one call that acted: a call sent
 * with a token that is no longer the stored one (already cleared, or replaced by a new login) and
 * the other calls of the same burst do nothing.
 */
export function goLogin(failedToken: string | undefined = getToken()): boolean {
  if (failedToken !== getToken()) return false;
  const onLogin = isLoginPath(window.location.pathname);
  if (!armed && (onLogin || Date.now() - disarmedAt < REARM_AFTER_MS)) return false;
  disarm();
  clearTokens();
  if (!onLogin) navigate(loginHref(window.location.href));
  return true;
}
