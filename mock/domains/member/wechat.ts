import { isMobile } from '@/contract/common/validators';
import { BizCode } from '@/contract/http';

import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { consumeSmsCode, issueTicket } from '../auth/sms';

import type { Db } from '../../core/schema';
import type { TicketRow } from '../auth/schema';
import type { MemberRow } from './schema';

/** The mock's WeChat OAuth codes are `mock-wechat-<openid>`. */
const CODE_PATTERN = /^mock-wechat-([\w-]{1,64})$/;

export type WechatOutcome =
  { bound: true; member: MemberRow } | { bound: false; bindTicket: string; nickname: string };

function memberOfOpenId(db: Db, openId: string): MemberRow | undefined {
  return Object.values(db.members).find((row) => row.wechatOpenId === openId);
}

/**
 * WeChat return: a known openid logs its member in; an unknown one gets a ticket to bind (or
 * register) a mobile number.
 */
export function wechatCallback(
  db: Db,
  code: string,
  ticket: string,
  now: number,
): RuleResult<WechatOutcome> {
  if (!code) return invalid('code', 'field.required');
  const openId = CODE_PATTERN.exec(code)?.[1];
  if (!openId) return invalid('code', 'wechat.codeInvalid');
  const member = memberOfOpenId(db, openId);
  if (member) return accept({ bound: true, member });
  issueTicket(db, ticket, { scene: 'bind_wechat', openId }, now);
  return accept({ bound: false, bindTicket: ticket, nickname: `WeChat-${openId.slice(-6)}` });
}

/**
 * A bind_wechat ticket that can still be used (not used, not expired, its openid still unbound);
 * else a 4000 naming `bindTicket`. Does not use the ticket up.
 */
export function liveBindTicket(
  db: Db,
  bindTicket: string,
  now: number,
): RuleResult<TicketRow & { openId: string }> {
  if (!bindTicket) return invalid('bindTicket', 'field.required');
  const row = db.tickets[bindTicket];
  if (!row || row.used || row.expiresAt <= now || row.scene !== 'bind_wechat' || !row.openId) {
    return invalid('bindTicket', 'wechat.bindExpired');
  }
  // Another account took this WeChat account since the ticket was issued.
  if (memberOfOpenId(db, row.openId)) return invalid('bindTicket', 'wechat.openIdBound');
  return accept({ ...row, openId: row.openId });
}

/** Uses the ticket up and binds its openid to `member` (which must not have another one). */
export function claimBindTicket(
  db: Db,
  bindTicket: string,
  member: MemberRow,
  now: number,
): RuleResult<MemberRow> {
  const live = liveBindTicket(db, bindTicket, now);
  if (!live.ok) return live;
  if (member.wechatOpenId && member.wechatOpenId !== live.value.openId) {
    return reject(BizCode.conflict, 'wechat.memberBound');
  }
  const row = db.tickets[bindTicket];
  if (row) row.used = true;
  member.wechatOpenId = live.value.openId;
  return accept(member);
}

/**
 * Binds the WeChat account of a bind ticket to the existing member with `mobile`, proven by a
 * bind_wechat SMS code. Whether the number has an account is told only after the code is right,
 * so the call cannot be used to find out which numbers are registered. The ticket is used up only
 * on success: after a refusal the user may try another number or register instead.
 */
export function bindWechat(
  db: Db,
  input: { bindTicket: string; mobile: string; smsCode: string },
  now: number,
): RuleResult<MemberRow> {
  const { bindTicket, mobile, smsCode } = input;
  const ticket = liveBindTicket(db, bindTicket, now);
  if (!ticket.ok) return ticket;
  if (!mobile) return invalid('mobile', 'field.required');
  if (!isMobile(mobile)) return invalid('mobile', 'mobile.invalid');
  const sms = consumeSmsCode(db, { mobile, scene: 'bind_wechat', smsCode }, now);
  if (!sms.ok) return sms;
  const member = Object.values(db.members).find((row) => row.mobile === mobile);
  if (!member) return invalid('mobile', 'wechat.mobileNotRegistered');
  return claimBindTicket(db, bindTicket, member, now);
}
