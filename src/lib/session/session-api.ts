import { SessionApi } from '@/contract/auth/paths';
import { SessionReplies } from '@/contract/auth/replies';
import type { RefreshTokenBody, TokenResult } from '@/contract/auth/types';
import type { Member } from '@/contract/member/types';
import { startEarlyForMember, takeEarly } from '@/lib/early-request';
import { request, type RequestOptions } from '@/lib/request';

/** The session's own calls show failures themselves (login form, status): no toast, no redirect. */
export const SESSION_CALL = { skipErrorToast: true, skipLoginRedirect: true } as const;

/** The key of the stored session's check started with the app. */
const EARLY_CHECK_KEY = 'session.currentMember';

/**
 * The logged-in member. GET /trading/api/member/currentUser. A "success" that describes no member
 * (`data: null`) is a failed call: the session must not count as authenticated without a member.
 */
export function getCurrentMember(options?: RequestOptions): Promise<Member> {
  return request.get(SessionApi.currentUser, SessionReplies.currentUser, undefined, options);
}

/**
 * Starts the stored session's check (the current member) as the app starts, beside the router's
 * first files: the session's provider mounts only once the first page's code has come, and a
 * member's page waits for both.
 */
export function startSessionCheck(): void {
  startEarlyForMember(EARLY_CHECK_KEY, () => getCurrentMember(SESSION_CALL));
}

/** The current member for the stored token: the check started with the app if it is this token's. */
export function checkCurrentMember(): Promise<Member> {
  return takeEarly(EARLY_CHECK_KEY, () => getCurrentMember(SESSION_CALL));
}

/**
 * A new token pair for a refresh token. POST /trading/oauth/token. A "success" without both tokens
 * is a failed call: nothing of it may be stored.
 */
export function refreshTokens(
  refreshToken: string,
  options?: RequestOptions,
): Promise<TokenResult> {
  const body: RefreshTokenBody = { grantType: 'refresh', userType: 'PC', refreshToken };
  return request.post(SessionApi.token, SessionReplies.token, body, { noToken: true, ...options });
}

/** Ends the session on the server. GET /trading/oauth/logout */
export async function logoutRequest(options?: RequestOptions): Promise<void> {
  await request.get(SessionApi.logout, SessionReplies.logout, undefined, options);
}
