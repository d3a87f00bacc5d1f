import type { TokenResult } from '@/contract/auth/types';
import { BizCode } from '@/contract/http';

import { accept, reject, type RuleResult } from '../../core/result';
import { keepRows, type Db } from '../../core/schema';
import { SECOND } from '../../core/time';

import type { Member } from '../../core/registry';

/**
 * Issues an access/refresh pair for `memberId` with the lifetimes in settings. Token strings come
 * from the caller (random in handlers, fixed in tests).
 */
export function issueTokens(
  db: Db,
  memberId: string,
  tokens: { access: string; refresh: string },
  now: number,
): TokenResult {
  pruneTokens(db, now);
  const { accessTokenTtl, refreshTokenTtl } = db.settings;
  // Both tokens of the pair are the member's from now, each for its lifetime, naming the other.
  const issued = (token: string, ttl: number) => ({
    token,
    memberId,
    issuedAt: now,
    expiresAt: now + ttl * SECOND,
    revoked: false,
  });
  db.accessTokens[tokens.access] = {
    ...issued(tokens.access, accessTokenTtl),
    refreshToken: tokens.refresh,
  };
  db.refreshTokens[tokens.refresh] = {
    ...issued(tokens.refresh, refreshTokenTtl),
    accessToken: tokens.access,
  };
  return {
    access_token: tokens.access,
    refresh_token: tokens.refresh,
    token_type: 'bearer',
    expires_in: accessTokenTtl,
    refresh_expires_in: refreshTokenTtl,
  };
}

/** The member of a live access token, or undefined (missing, unknown, revoked or expired). */
export function memberOfToken(db: Db, token: string | null, now: number): Member | undefined {
  if (!token) return undefined;
  const row = db.accessTokens[token];
  if (!row || row.revoked || row.expiresAt <= now) return undefined;
  return db.members[row.memberId];
}

/**
 * Rotation: a live refresh token gives a new pair and is revoked at once; a revoked, expired or
 * unknown one gives 4098. The old access token lives on until it expires, so calls already in
 * flight when the client refreshes do not fail.
 */
export function refreshTokens(
  db: Db,
  refreshToken: string,
  tokens: { access: string; refresh: string },
  now: number,
): RuleResult<TokenResult> {
  const row = db.refreshTokens[refreshToken];
  if (!row || row.revoked || row.expiresAt <= now || !db.members[row.memberId]) {
    return reject(BizCode.authFailure, 'auth.expired');
  }
  row.revoked = true;
  return accept(issueTokens(db, row.memberId, tokens, now));
}

/** Logout: revokes the access token and the refresh token issued with it. Unknown tokens are fine. */
export function revokeToken(db: Db, accessToken: string | null): void {
  if (!accessToken) return;
  const row = db.accessTokens[accessToken];
  if (!row) return;
  row.revoked = true;
  const refresh = db.refreshTokens[row.refreshToken];
  if (refresh) refresh.revoked = true;
}

/** Ends every session of a member (after a password reset). */
export function revokeMemberTokens(db: Db, memberId: string): void {
  for (const row of Object.values(db.accessTokens))
    if (row.memberId === memberId) row.revoked = true;
  for (const row of Object.values(db.refreshTokens))
    if (row.memberId === memberId) row.revoked = true;
}

/** Devtools: every access token expires now (refresh tokens stay valid). */
export function expireAccessTokens(db: Db, now: number): number {
  const rows = Object.values(db.accessTokens).filter((row) => row.expiresAt > now);
  for (const row of rows) row.expiresAt = now;
  return rows.length;
}

/** Drops token pairs that can no longer be used, so a long-running mock stays small. */
function pruneTokens(db: Db, now: number): void {
  const dead = (row: { expiresAt: number; revoked: boolean }) =>
    row.revoked || row.expiresAt <= now;
  const gone = new Set<string>();
  db.refreshTokens = keepRows(db.refreshTokens, (row) => {
    const access = db.accessTokens[row.accessToken];
    const drop = dead(row) && (!access || dead(access));
    if (drop) gone.add(row.accessToken);
    return !drop;
  });
  db.accessTokens = keepRows(db.accessTokens, (row) => !gone.has(row.token));
}
