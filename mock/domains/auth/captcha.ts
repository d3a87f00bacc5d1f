import { BizCode } from '@/contract/http';

import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { keepRows, type Db } from '../../core/schema';
import { MINUTE, SECOND } from '../../core/time';

/** No 0/O, 1/I/L, 2/Z, 5/S: characters nobody mistakes for each other. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRTUVWXY346789';
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 120 * SECOND;
/** How long a passed captcha may still be used by one login or SMS request. */
export const CAPTCHA_PASS_TTL_MS = 5 * MINUTE;

export interface IssuedCaptcha {
  captchaKey: string;
  answer: string;
  expiresIn: number;
}

/** Stores a new captcha; stale ones are dropped so the table stays small. */
export function issueCaptcha(db: Db, key: string, answer: string, now: number): IssuedCaptcha {
  db.captchas = keepRows(db.captchas, (row) => row.expiresAt + CAPTCHA_PASS_TTL_MS >= now);
  db.captchas[key] = {
    key,
    answer,
    state: 'issued',
    issuedAt: now,
    expiresAt: now + CAPTCHA_TTL_MS,
  };
  return { captchaKey: key, answer, expiresIn: CAPTCHA_TTL_MS / SECOND };
}

/**
 * Checks an answer (case-insensitive). Right: the captcha is *passed*. Wrong, expired, unknown or
 * already answered: 4000 on captchaCode, and the captcha is spent.
 */
export function checkCaptcha(
  db: Db,
  key: string,
  code: string,
  now: number,
): RuleResult<{ valid: true }> {
  if (!key) return invalid('captchaKey', 'field.required');
  if (!code.trim()) return invalid('captchaCode', 'field.required');
  const row = db.captchas[key];
  if (!row || row.state !== 'issued') return invalid('captchaCode', 'captcha.expired');
  if (row.expiresAt <= now) {
    row.state = 'spent';
    return invalid('captchaCode', 'captcha.expired');
  }
  if (row.answer.toUpperCase() !== code.trim().toUpperCase()) {
    row.state = 'spent';
    return invalid('captchaCode', 'captcha.wrong');
  }
  row.state = 'passed';
  row.passedAt = now;
  return accept({ valid: true });
}

/** Uses up a passed captcha (one login or one SMS request, within 5 minutes of passing). */
export function consumeCaptcha(db: Db, key: string, code: string, now: number): RuleResult<true> {
  const row = db.captchas[key];
  const usable =
    row?.state === 'passed' &&
    row.passedAt !== undefined &&
    row.passedAt + CAPTCHA_PASS_TTL_MS > now &&
    row.answer.toUpperCase() === code.trim().toUpperCase();
  if (!row || !usable) {
    return reject(BizCode.validation, 'captcha.notPassed', { field: 'captchaCode' });
  }
  row.state = 'used';
  return accept(true);
}

/** The most recently issued captcha (for /test and the e2e tests). */
export function lastCaptcha(db: Db) {
  let latest: Db['captchas'][string] | undefined;
  for (const row of Object.values(db.captchas)) {
    if (!latest || row.issuedAt >= latest.issuedAt) latest = row;
  }
  return latest;
}
