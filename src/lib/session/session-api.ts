import { SessionApi } from '@/contract/auth/paths';
import { SessionReplies } from '@/contract/auth/replies';
import type { RefreshTokenBody, TokenResult } from '@/contract/auth/types';
import type { Member } from '@/contract/member/types';
import { request, type RequestOptions } from '@/lib/request';

/**
 * The logged-in member. GET /trading/api/member/currentUser. A "success" that describes no member
 * (`data: null`) is a failed call: the session must not count as authenticated without a member.
 */
export function getCurrentMember(options?: RequestOptions): Promise<Member> {
  return request.get(SessionApi.currentUser, SessionReplies.currentUser, undefined, options);
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
