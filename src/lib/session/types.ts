import type { TokenResult } from '@/contract/auth/types';
import type { Member } from '@/contract/member/types';

/**
 * - `anonymous`: no token.
 * - `loading`: a token is stored and the member is being fetched.
 * - `authenticated`: token and member known.
 * - `unconfirmed`: a token is stored but the current-user call failed for a reason other than
 *   4098 (offline, timeout, 5xx); pages that need login offer a retry instead of sending to login.
 */
export type SessionStatus = 'anonymous' | 'loading' | 'authenticated' | 'unconfirmed';

export interface SessionContextValue {
  status: SessionStatus;
  member: Member | undefined;
  /**
   * The member ended the session in this tab (until the next login): a members-only page still on
   * screen goes home rather than to the login page.
   */
  loggedOut: boolean;
  /** Stores the token pair, then fetches and stores the member. Rejects if that fetch fails. */
  login: (tokens: Pick<TokenResult, 'access_token' | 'refresh_token'>) => Promise<Member>;
  /**
   * Clears tokens and the stored member at once, then tells the server (a call that may outlive the
   * tab).
   */
  logout: () => Promise<void>;
  /** Fetches the member again (retry after `unconfirmed`, or after the profile changed). */
  reload: () => Promise<void>;
}
