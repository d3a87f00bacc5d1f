import { TOKEN_REFRESH_INTERVAL_MS } from '@/config/constants';

import { refreshTokens } from './session-api';
import { getRefreshToken, getStoredUser, setTokens } from './token-storage';

let inFlight: Promise<boolean> | undefined;

/**
 * With user info and a refresh token stored, asks for a new token pair and stores it. Single
 * flight: a call while another runs gets the same promise. Resolves true when a new pair was
 * stored; a failure keeps the session as it is (the next tick tries again) and resolves false.
 */
export function refreshSession(): Promise<boolean> {
  if (inFlight) return inFlight;
  const refreshToken = getRefreshToken();
  if (!getStoredUser() || !refreshToken) return Promise.resolve(false);
  inFlight = refreshTokens(refreshToken, { skipErrorToast: true, skipLoginRedirect: true })
    .then((tokens) => {
      // A logout or another login while the call ran wins over this answer.
      if (getRefreshToken() !== refreshToken) return false;
      setTokens(tokens);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** Refreshes the session every `intervalMs` (60 minutes); returns the stop function. */
export function startRefreshTimer(intervalMs = TOKEN_REFRESH_INTERVAL_MS): () => void {
  const id = window.setInterval(() => {
    void refreshSession();
  }, intervalMs);
  return () => window.clearInterval(id);
}
