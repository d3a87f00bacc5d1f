import { isMobile } from '@/contract/common/validators';
import { BizCode } from '@/contract/http';

import { verifyPassword } from '../../core/password';
import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { MINUTE } from '../../core/time';
import { consumeSmsCode } from './sms';

import type { Member } from '../../core/registry';
import type { Db } from '../../core/schema';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * MINUTE;

/** A member by mobile number or user name. */
export function findMemberByLogin(db: Db, username: string): Member | undefined {
  const name = username.trim();
  if (!name) return undefined;
  return Object.values(db.members).find(
    (member) => member.mobile === name || member.username === name,
  );
}

function lockedReply(
  lockedUntil: number,
  now: number,
  key: 'login.locked' | 'login.smsLocked' = 'login.locked',
) {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now) / MINUTE));
  return reject(BizCode.conflict, key, { params: { minutes } });
}

const isLocked = (member: Member, now: number) =>
  member.lockedUntil !== undefined && member.lockedUntil > now;

/** A wrong password or SMS code: the fifth in a row locks the account for 15 minutes. */
function countFailure(member: Member, now: number): boolean {
  member.failedLogins += 1;
  if (member.failedLogins < MAX_FAILED_LOGINS) return false;
  member.failedLogins = 0;
  member.lockedUntil = now + LOCK_MS;
  return true;
}

function succeed(member: Member): RuleResult<Member> {
  member.failedLogins = 0;
  delete member.lockedUntil;
  return accept(member);
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
): RuleResult<Member> {
  if (!input.username.trim()) return invalid('username', 'field.required');
  if (!input.password) return invalid('password', 'field.required');
  const member = findMemberByLogin(db, input.username);
  if (!member) return invalid('password', 'login.failed');
  if (isLocked(member, now)) return lockedReply(member.lockedUntil ?? now, now);
  if (!verifyPassword(input.password, member.salt, member.passwordHash)) {
    if (countFailure(member, now)) return lockedReply(member.lockedUntil ?? now, now);
    return invalid('password', 'login.failed');
  }
  return succeed(member);
}

/**
 * SMS-code sign-in (scene `login`). The code is checked first and the same way for every number
 * (expired, used, wrong: one message), so the reply tells nothing about accounts until the code
 * proves the number; then a number without an account gets 4004 naming `mobile`. Wrong codes count
 * towards the same lockout as wrong passwords, and a locked account refuses even the right code.
 */
export function checkSmsLogin(
  db: Db,
  input: { mobile: string; smsCode: string },
  now: number,
): RuleResult<Member> {
  const mobile = input.mobile.trim();
  if (!mobile) return invalid('mobile', 'field.required');
  if (!isMobile(mobile)) return invalid('mobile', 'mobile.invalid');
  if (!input.smsCode.trim()) return invalid('smsCode', 'field.required');
  const member = Object.values(db.members).find((row) => row.mobile === mobile);
  if (member && isLocked(member, now)) {
    return lockedReply(member.lockedUntil ?? now, now, 'login.smsLocked');
  }
  const code = consumeSmsCode(db, { mobile, scene: 'login', smsCode: input.smsCode }, now);
  if (!code.ok) {
    if (member && countFailure(member, now)) {
      return lockedReply(member.lockedUntil ?? now, now, 'login.smsLocked');
    }
    return code;
  }
  if (!member) return reject(BizCode.notFound, 'login.noAccount', { field: 'mobile' });
  return succeed(member);
}
