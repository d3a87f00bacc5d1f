import { accept, invalid, type RuleResult } from './result';
import { issueTicket } from './sms';

import type { Db, MemberRow } from '../schema';

/** The mock's WeChat OAuth codes are `mock-wechat-<openid>`. */
const CODE_PATTERN = /^mock-wechat-([\w-]{1,64})$/;

export type WechatOutcome =
  { bound: true; member: MemberRow } | { bound: false; bindTicket: string; nickname: string };

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
  const member = Object.values(db.members).find((row) => row.wechatOpenId === openId);
  if (member) return accept({ bound: true, member });
  issueTicket(db, ticket, { scene: 'bind_wechat', openId }, now);
  return accept({ bound: false, bindTicket: ticket, nickname: `WeChat-${openId.slice(-6)}` });
}
