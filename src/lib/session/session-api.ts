import { SessionApi } from '@/contract/auth/paths';
import type { RefreshTokenBody, TokenResult } from '@/contract/auth/types';
import type { Member } from '@/contract/member/types';
import { unchecked } from '@/contract/schema';
import { request, TransportError, type RequestOptions } from '@/lib/request';

import { isMember, isTokenPair } from './replies';

/**
 * The logged-in member. GET /trading/api/member/currentUser. A "success" that describes no member
 * (`data: null`) is a failed call: the session must not count as authenticated without a member.
 */
export async function getCurrentMember(options?: RequestOptions): Promise<Member> {
  const member = await request.get(
    SessionApi.currentUser,
    unchecked<unknown>(),
    undefined,
    options,
  );
  if (!isMember(member)) throw new TransportError('server');
  return member;
}

/**
 * A new token pair for a refresh token. POST /trading/oauth/token. A "success" without both tokens
 * is a failed call: nothing of it may be stored.
 */
export async function refreshTokens(
  refreshToken: string,
  options?: RequestOptions,
): Promise<TokenResult> {
  const body: RefreshTokenBody = { grantType: 'refresh', userType: 'PC', refreshToken };
  const tokens = await request.post(SessionApi.token, unchecked<TokenResult>(), body, {
    noToken: true,
    ...options,
  });
  if (!isTokenPair(tokens)) throw new TransportError('server');
  return tokens;
}

/** Ends the session on the server. GET /trading/oauth/logout */
export async function logoutRequest(options?: RequestOptions): Promise<void> {
  await request.get(SessionApi.logout, unchecked<unknown>(), undefined, options);
}
