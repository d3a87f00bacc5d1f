import { charCount } from '@/contract/common/text-length';
import { USER_TYPES, type UserType } from '@/contract/common/user';
import { isMobile, isValidPassword } from '@/contract/common/validators';
import type { EnterpriseService, RegisterBody } from '@/contract/member/types';

import { hashPassword, newSalt } from '../../core/password';
import { accept, invalid, type RuleResult } from '../../core/result';
import { nextId, type Db } from '../../core/schema';
import { findMemberByLogin } from '../auth/rules';
import { consumeSmsCode, consumeTicket, isRegistered } from '../auth/sms';
import { revokeMemberTokens } from '../auth/tokens';
import { claimBindTicket, liveBindTicket } from './wechat';

import type { EnterpriseRow, MemberRow } from './schema';

export function isUserType(value: unknown): value is UserType {
  return USER_TYPES.includes(value as UserType);
}

/** What a new enterprise offers by default, by user type. */
const DEFAULT_SERVICES: Record<UserType, EnterpriseService[]> = {
  1: [],
  2: ['ocean_fcl', 'ocean_lcl', 'customs'],
  3: ['ocean_lcl', 'warehouse'],
};

export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

export function setPassword(member: MemberRow, password: string): void {
  member.salt = newSalt();
  member.passwordHash = hashPassword(password, member.salt);
  member.failedLogins = 0;
  delete member.lockedUntil;
}

/**
 * Registration: field checks first, then the unique mobile, then the SMS code (used up only when
 * everything else is right). Creates the member and an uncertified enterprise. `withoutSms` is the
 * developer call that makes an account for a test or a demo: every check but the SMS code.
 */
export function registerMember(
  db: Db,
  body: Partial<Record<keyof RegisterBody, unknown>>,
  now: number,
  { withoutSms = false }: { withoutSms?: boolean } = {},
): RuleResult<MemberRow> {
  const mobile = typeof body.mobile === 'string' ? body.mobile.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const companyName = typeof body.companyName === 'string' ? body.companyName.trim() : '';
  const smsCode = typeof body.smsCode === 'string' ? body.smsCode : '';
  if (!isUserType(body.userType)) return invalid('userType');
  if (!mobile) return invalid('mobile', 'field.required');
  if (!isMobile(mobile)) return invalid('mobile', 'mobile.invalid');
  if (!isValidPassword(password)) return invalid('password', 'password.rule');
  if (!companyName) return invalid('companyName', 'field.required');
  if (charCount(companyName) > 60) return invalid('companyName', 'field.tooLong', { max: 60 });
  if (body.agreeTerms !== true) return invalid('agreeTerms', 'terms.required');
  if (isRegistered(db, mobile)) return invalid('mobile', 'mobile.registered');
  // From an unbound WeChat return: the ticket must be live; it is used up with the SMS code.
  const rawTicket = body.bindTicket ?? undefined;
  const bindTicket =
    rawTicket === undefined ? undefined : typeof rawTicket === 'string' ? rawTicket : '';
  if (bindTicket !== undefined) {
    const live = liveBindTicket(db, bindTicket, now);
    if (!live.ok) return live;
  }
  if (!withoutSms) {
    const sms = consumeSmsCode(db, { mobile, scene: 'register', smsCode }, now);
    if (!sms.ok) return sms;
  }

  const userType = body.userType;
  const enterprise: EnterpriseRow = {
    id: nextId(db, 'enterprise', 2000),
    name: companyName,
    unifiedSocialCreditCode: '',
    userType,
    provinceCode: '',
    address: '',
    contactName: '',
    contactPhone: mobile,
    email: '',
    intro: '',
    services: [...DEFAULT_SERVICES[userType]],
    certStatus: 'none',
    createdAt: now,
  };
  const member: MemberRow = {
    id: nextId(db, 'member', 1000),
    username: mobile,
    mobile,
    nickname: maskMobile(mobile),
    userType,
    enterpriseId: enterprise.id,
    passwordHash: '',
    salt: '',
    failedLogins: 0,
    createdAt: now,
  };
  setPassword(member, password);
  if (bindTicket !== undefined) {
    const bound = claimBindTicket(db, bindTicket, member, now);
    if (!bound.ok) return bound;
  }
  db.enterprises[enterprise.id] = enterprise;
  db.members[member.id] = member;
  return accept(member);
}

/** New password with a reset_password ticket; every session of the member ends. */
export function resetPassword(
  db: Db,
  input: { mobile: string; ticket: string; password: string },
  now: number,
): RuleResult<true> {
  if (!isMobile(input.mobile)) return invalid('mobile', 'mobile.invalid');
  if (!isValidPassword(input.password)) return invalid('password', 'password.rule');
  const member = findMemberByLogin(db, input.mobile);
  const ticket = consumeTicket(
    db,
    { ticket: input.ticket, scene: 'reset_password', mobile: input.mobile },
    now,
  );
  if (!ticket.ok) return ticket;
  if (!member) return invalid('ticket', 'ticket.invalid');
  setPassword(member, input.password);
  revokeMemberTokens(db, member.id);
  return accept(true);
}
