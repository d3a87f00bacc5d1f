import { CaptchaApi, SessionApi } from '@/contract/auth/paths';
import { BizCode } from '@/contract/http';

import { endpoint } from '../../core/endpoint';
import { fail, fromRejection, ok, reply } from '../../core/envelope';
import { emitIssued } from '../../core/events';
import { currentMember } from '../../core/guard';
import { str } from '../../core/parse';
import { randomToken, secureRng } from '../../core/rand';
import { lent } from '../../core/registry';
import { db } from '../../core/store';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  checkCaptcha,
  consumeCaptcha,
  issueCaptcha,
} from './captcha';
import { captchaImage } from './captcha-image';
import { checkPassword, checkSmsLogin } from './rules';
import { issueTokens, refreshTokens, revokeToken } from './tokens';

const newPair = () => ({ access: randomToken(), refresh: randomToken() });

/**
 * Login, captcha, refresh, logout and the current user (the member a token names, shown as the
 * member domain lends it). The oauth calls answer in `result`.
 */
export const handlers = [
  endpoint('get', CaptchaApi.captcha, ({ now }) => {
    const answer = secureRng.chars(CAPTCHA_LENGTH, CAPTCHA_ALPHABET);
    const issued = issueCaptcha(db, randomToken(16), answer, now);
    emitIssued({ kind: 'captcha', captchaKey: issued.captchaKey, answer });
    return ok(
      {
        captchaKey: issued.captchaKey,
        image: captchaImage(answer, secureRng),
        expiresIn: issued.expiresIn,
      },
      'result',
    );
  }),

  endpoint('post', CaptchaApi.captchaCheck, async ({ json, now }) => {
    const body = await json();
    return reply(
      checkCaptcha(db, str(body.captchaKey), str(body.captchaCode), now),
      undefined,
      'result',
    );
  }),

  endpoint('post', SessionApi.token, async ({ json, now }) => {
    const body = await json();
    if (body.grantType === 'refresh') {
      return reply(refreshTokens(db, str(body.refreshToken), newPair(), now), undefined, 'result');
    }
    if (body.grantType === 'sms') {
      return reply(
        checkSmsLogin(db, { mobile: str(body.mobile), smsCode: str(body.smsCode) }, now),
        (value) => issueTokens(db, value.id, newPair(), now),
        'result',
      );
    }
    if (body.grantType !== 'password') {
      return fail(BizCode.validation, 'field.invalid', { field: 'grantType' });
    }
    const username = str(body.username);
    const password = str(body.password);
    if (!username.trim()) return fail(BizCode.validation, 'field.required', { field: 'username' });
    if (!password) return fail(BizCode.validation, 'field.required', { field: 'password' });
    const captcha = consumeCaptcha(db, str(body.captchaKey), str(body.captchaCode), now);
    if (!captcha.ok) return fromRejection(captcha);
    return reply(
      checkPassword(db, { username, password }, now),
      (value) => issueTokens(db, value.id, newPair(), now),
      'result',
    );
  }),

  endpoint('get', SessionApi.currentUser, (ctx) =>
    ok(lent('member').toMember(db, currentMember(ctx))),
  ),

  endpoint('get', SessionApi.logout, ({ token }) => {
    revokeToken(db, token);
    return ok(null, 'result');
  }),
];
