import type { Member } from '@/contract/member/types';
import type { RouteHandle } from '@/lib/route-handle';
import type { SessionStatus } from '@/lib/session/types';

export type AccessDecision = 'allow' | 'login' | 'home' | 'forbidden' | 'wait' | 'unconfirmed';

export interface AccessSession {
  status: SessionStatus;
  member: Pick<Member, 'userType'> | undefined;
  /** The member logged out in this tab: nothing to log in for, the page is simply left. */
  loggedOut?: boolean;
}

/** Whether a page with this handle is for members only (any member, or members of some types). */
export function needsLogin(handle: Pick<RouteHandle, 'auth' | 'userTypes'> | undefined): boolean {
  return Boolean(handle?.auth) || (handle?.userTypes?.length ?? 0) > 0;
}

/**
 * Whether the current session may see a page with this handle: public pages to anyone, `auth` to any
 * member, `userTypes` to members of those types (others see 403); a visitor goes to login.
 */
export function decideAccess(
  handle: Pick<RouteHandle, 'auth' | 'userTypes'> | undefined,
  session: AccessSession,
): AccessDecision {
  const userTypes = handle?.userTypes;
  if (!needsLogin(handle)) return 'allow';
  switch (session.status) {
    case 'loading':
      return 'wait';
    case 'anonymous':
      return session.loggedOut ? 'home' : 'login';
    case 'unconfirmed':
      return 'unconfirmed';
    case 'authenticated':
      break;
  }
  // Authenticated but the user is not known yet (e.g. a token stored in another tab): wait for it.
  if (!session.member) return 'wait';
  if (userTypes && userTypes.length > 0 && !userTypes.includes(session.member.userType)) {
    return 'forbidden';
  }
  return 'allow';
}
