import { BizCode } from '@/contract/http';

import { verifyPassword } from '../../core/password';
import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { MINUTE } from '../../core/time';

import type { Db, MemberRow } from '../../core/schema';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * MINUTE;

/** A member by mobile number or user name. */
export function findMemberByLogin(db: Db, username: string): MemberRow | undefined {
  const name = username.trim();
  if (!name) return undefined;
  return Object.values(db.members).find(
    (member) => member.mobile === name || member.username === name,
  );
}

function lockedReply(lockedUntil: number, now: number) {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now) / MINUTE));
  return reject(BizCode.conflict, 'login.locked', { params: { minutes } });
}

/**
 * Password check with lockout. One message for an unknown account and a wrong password, so the
 * reply does not tell whether the account exists; the fifth wrong password in a row locks the
 * account for 15 minutes (4009 with the minutes left), and a locked account refuses even the right
 * password.
 */
export function checkPassword(
  db: Db,
  input: { username: string; password: string },
  now: number,
): RuleResult<MemberRow> {
  if (!input.username.trim()) return invalid('username', 'field.required');
  if (!input.password) return invalid('password', 'field.required');
  const member = findMemberByLogin(db, input.username);
  if (!member) return invalid('password', 'login.failed');
  if (member.lockedUntil !== undefined && member.lockedUntil > now) {
    return lockedReply(member.lockedUntil, now);
  }
  if (!verifyPassword(input.password, member.salt, member.passwordHash)) {
    member.failedLogins += 1;
    if (member.failedLogins >= MAX_FAILED_LOGINS) {
      member.failedLogins = 0;
      member.lockedUntil = now + LOCK_MS;
      return lockedReply(member.lockedUntil, now);
    }
    return invalid('password', 'login.failed');
  }
  member.failedLogins = 0;
  delete member.lockedUntil;
  return accept(member);
}
