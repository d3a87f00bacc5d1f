import { isMobile } from '@/contract/common/validators';
import { BizCode } from '@/contract/http';
import type { SmsScene } from '@/contract/member/types';

import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { keepRows, nextId, type Db } from '../../core/schema';
import { MINUTE, SECOND, startOfCstDay } from '../../core/time';

import type { SmsCodeRow } from './schema';

export const SMS_SCENES: readonly SmsScene[] = [
  'register',
  'reset_password',
  'change_mobile',
  'bind_wechat',
  'login',
];
export const SMS_CODE_TTL_MS = 5 * MINUTE;
export const SMS_RESEND_MS = 60 * SECOND;
/** Codes per number per calendar day (China time). */
export const SMS_DAILY_LIMIT = 10;
/** Wrong guesses after which a code dies. */
export const SMS_MAX_FAILED_CHECKS = 5;
export const TICKET_TTL_MS = 10 * MINUTE;

export function isSmsScene(value: string): value is SmsScene {
  return (SMS_SCENES as readonly string[]).includes(value);
}

export function isRegistered(db: Db, mobile: string): boolean {
  return Object.values(db.members).some((member) => member.mobile === mobile);
}

/** Input checks that cost nothing: run before a captcha is used up. */
export function validateSmsRequest(mobile: string, scene: string): RuleResult<SmsScene> {
  if (!mobile) return invalid('mobile', 'field.required');
  if (!isMobile(mobile)) return invalid('mobile', 'mobile.invalid');
  if (!isSmsScene(scene)) return invalid('scene');
  return accept(scene);
}

export interface SmsSent {
  resendIn: number;
  expiresIn: number;
  /** The code "sent", or undefined when nothing was sent (reset_password for an unknown number). */
  code?: string;
}

/**
 * One SMS request for `mobile`: per-number limits (one per 60 s, 10 per day), then the scene's
 * rules. reset_password answers the same for unknown numbers but records no code; login answers
 * the same and sends the code to any number (whoever holds the phone may then learn that it has no
 * account, and is offered to register it).
 */
export function requestSmsCode(
  db: Db,
  input: { mobile: string; scene: SmsScene },
  code: string,
  now: number,
): RuleResult<SmsSent> {
  const { mobile, scene } = input;
  const registered = isRegistered(db, mobile);
  if ((scene === 'register' || scene === 'change_mobile') && registered) {
    return invalid('mobile', 'mobile.registered');
  }
  const sends = db.smsSends.filter((send) => send.mobile === mobile);
  const last = sends.at(-1);
  if (last && last.at + SMS_RESEND_MS > now) {
    const seconds = Math.ceil((last.at + SMS_RESEND_MS - now) / SECOND);
    return reject(BizCode.conflict, 'sms.tooFrequent', { params: { seconds } });
  }
  const today = startOfCstDay(now);
  if (sends.filter((send) => send.at >= today).length >= SMS_DAILY_LIMIT) {
    return reject(BizCode.conflict, 'sms.dailyLimit', { params: { limit: SMS_DAILY_LIMIT } });
  }
  // Only today's sends matter for the limits; older ones are dropped.
  db.smsSends = db.smsSends.filter((send) => send.at >= today - MINUTE);
  db.smsSends.push({ mobile, at: now });
  const result = { resendIn: SMS_RESEND_MS / SECOND, expiresIn: SMS_CODE_TTL_MS / SECOND };
  if (scene === 'reset_password' && !registered) return accept(result);
  // A new code replaces the earlier ones for this number and scene.
  db.smsCodes = db.smsCodes.filter(
    (row) => !(row.mobile === mobile && row.scene === scene) && row.expiresAt > now,
  );
  db.smsCodes.push({
    id: nextId(db, 'sms', 0),
    mobile,
    scene,
    code,
    sentAt: now,
    expiresAt: now + SMS_CODE_TTL_MS,
    used: false,
    failedChecks: 0,
  });
  return accept({ ...result, code });
}

/** Uses up the live code of this number and scene; a wrong guess counts against it. */
export function consumeSmsCode(
  db: Db,
  input: { mobile: string; scene: SmsScene; smsCode: string },
  now: number,
): RuleResult<SmsCodeRow> {
  if (!input.smsCode.trim()) return invalid('smsCode', 'field.required');
  const row = db.smsCodes.find(
    (candidate) =>
      candidate.mobile === input.mobile &&
      candidate.scene === input.scene &&
      !candidate.used &&
      candidate.expiresAt > now &&
      candidate.failedChecks < SMS_MAX_FAILED_CHECKS,
  );
  if (!row) return invalid('smsCode', 'sms.wrong');
  if (row.code !== input.smsCode.trim()) {
    row.failedChecks += 1;
    return invalid('smsCode', 'sms.wrong');
  }
  row.used = true;
  return accept(row);
}

/** A one-time ticket proving the SMS step of `scene` for `mobile` (10 minutes). */
export function issueTicket(
  db: Db,
  ticket: string,
  fields: { scene: SmsScene; mobile?: string; openId?: string },
  now: number,
): string {
  db.tickets = keepRows(db.tickets, (row) => row.expiresAt > now);
  db.tickets[ticket] = { ticket, ...fields, expiresAt: now + TICKET_TTL_MS, used: false };
  return ticket;
}

export function consumeTicket(
  db: Db,
  input: { ticket: string; scene: SmsScene; mobile?: string },
  now: number,
): RuleResult<true> {
  const row = db.tickets[input.ticket];
  const valid =
    row &&
    !row.used &&
    row.expiresAt > now &&
    row.scene === input.scene &&
    (input.mobile === undefined || row.mobile === input.mobile);
  if (!row || !valid) return invalid('ticket', 'ticket.invalid');
  row.used = true;
  return accept(true);
}

/** The most recently sent code, of one number when given (for /test and the e2e tests). */
export function lastSms(db: Db, mobile?: string): SmsCodeRow | undefined {
  let latest: SmsCodeRow | undefined;
  for (const row of db.smsCodes) {
    if (mobile && row.mobile !== mobile) continue;
    if (!latest || row.sentAt >= latest.sentAt) latest = row;
  }
  return latest;
}
