import type { Member } from '@/contract/member/types';

import type { TokenPair } from './token-storage';

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Both tokens, as non-empty strings. A "success" without them (`{}`, empty strings) is no token
 * pair: storing it would end the session it was meant to renew.
 */
export function isTokenPair(value: unknown): value is TokenPair {
  if (typeof value !== 'object' || value === null) return false;
  const pair = value as Record<string, unknown>;
  return isText(pair.access_token) && isText(pair.refresh_token);
}

/**
 * A member as the current-user call describes it: an id (a string, or the number a real back end
 * may send) and one of the three user types.
 */
export function isMember(value: unknown): value is Member {
  if (typeof value !== 'object' || value === null) return false;
  const member = value as Record<string, unknown>;
  const id = member.id;
  const hasId = isText(id) || (typeof id === 'number' && Number.isFinite(id));
  return hasId && [1, 2, 3].includes(member.userType as number);
}
