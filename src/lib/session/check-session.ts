import { getCurrentMember } from './session-api';

/**
 * Asks the server whether the stored token is still accepted, as an ordinary token-carrying call
 * (/test's "check with the server"): a refused token takes the usual way to /login and back, and the
 * request client has already told the member why. True when the token was accepted.
 */
export async function checkSessionWithServer(): Promise<boolean> {
  try {
    await getCurrentMember();
    return true;
  } catch {
    return false;
  }
}
