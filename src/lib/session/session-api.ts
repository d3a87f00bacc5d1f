import { SessionApi } from '@/contract/auth/paths';
import type { RefreshTokenBody, TokenResult } from '@/contract/auth/types';
import type { CurrentUser } from '@/contract/common/user';
import { request, type RequestOptions } from '@/lib/request';

/** The logged-in member. GET /trading/api/member/currentUser */
export function getCurrentUser(options?: RequestOptions): Promise<CurrentUser> {
  return request.get<CurrentUser>(SessionApi.currentUser, undefined, options);
}

/** A new token pair for a refresh token. POST /trading/oauth/token */
export function refreshTokens(
  refreshToken: string,
  options?: RequestOptions,
): Promise<TokenResult> {
  const body: RefreshTokenBody = { grantType: 'refresh', userType: 'PC', refreshToken };
  return request.post<TokenResult>(SessionApi.token, body, { noToken: true, ...options });
}

/** Ends the session on the server. GET /trading/oauth/logout */
export async function logoutRequest(options?: RequestOptions): Promise<void> {
  await request.get<unknown>(SessionApi.logout, undefined, options);
}
