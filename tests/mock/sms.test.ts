import { MemberApi } from '@/contract/member/paths';
import type { CheckSmsCodeResult, SmsCodeResult } from '@/contract/member/types';
import { advanceClock, resetClock } from '@mock/core/clock';
import { createSeedDb } from '@mock/core/seed';
import { db } from '@mock/core/store';
import {
  SMS_DAILY_LIMIT,
  consumeSmsCode,
  consumeTicket,
  issueTicket,
  lastSms,
  requestSmsCode,
  validateSmsRequest,
} from '@mock/domains/auth/sms';

import { T0, call, freezeClock, passCaptcha } from './helpers';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const NEW_MOBILE = '13912345678';

describe('SMS rules', () => {
  it.each([
    ['', 'field.required'],
    ['1380000000', 'mobile.invalid'],
    ['12800000000', 'mobile.invalid'],
    ['+8613800000000', 'mobile.invalid'],
  ])('refuses the mobile number %j', (mobile, messageId) => {
    expect(validateSmsRequest(mobile, 'register')).toMatchObject({
      code: 4000,
      field: 'mobile',
      messageId,
    });
  });

  it('refuses an unknown scene', () => {
    expect(validateSmsRequest(NEW_MOBILE, 'spam')).toMatchObject({ code: 4000, field: 'scene' });
  });

  it('sends at most one code per number per 60 seconds', () => {
    const store = createSeedDb([0, 0]);
    const send = (at: number) =>
      requestSmsCode(store, { mobile: NEW_MOBILE, scene: 'register' }, '123456', at);
    expect(send(T0)).toEqual({ ok: true, value: { resendIn: 60, expiresIn: 300, code: '123456' } });
    expect(send(T0 + 45 * SECOND)).toMatchObject({
      code: 4009,
      messageId: 'sms.tooFrequent',
      params: { seconds: 15 },
    });
    expect(send(T0 + 60 * SECOND).ok).toBe(true);
  });

  it('sends at most 10 codes per number per day (China time), then again the next day', () => {
    const store = createSeedDb([0, 0]);
    const send = (at: number) =>
      requestSmsCode(store, { mobile: NEW_MOBILE, scene: 'register' }, '123456', at);
    for (let index = 0; index < SMS_DAILY_LIMIT; index += 1) {
      expect(send(T0 + index * MINUTE).ok).toBe(true);
    }
    expect(send(T0 + 11 * MINUTE)).toMatchObject({ code: 4009, messageId: 'sms.dailyLimit' });
    // T0 is 10:00 in Beijing; 14 hours later it is the next day there.
    expect(send(T0 + 14 * 60 * MINUTE).ok).toBe(true);
  });

  it('refuses a register code for a registered number', () => {
    const store = createSeedDb([0, 0]);
    expect(
      requestSmsCode(store, { mobile: '13800000001', scene: 'register' }, '123456', T0),
    ).toMatchObject({ code: 4000, field: 'mobile', messageId: 'mobile.registered' });
  });

  it('answers a reset for an unknown number the same way but records no code', () => {
    const store = createSeedDb([0, 0]);
    const unknown = requestSmsCode(
      store,
      { mobile: NEW_MOBILE, scene: 'reset_password' },
      '111111',
      T0,
    );
    const known = requestSmsCode(
      store,
      { mobile: '13800000001', scene: 'reset_password' },
      '222222',
      T0,
    );
    expect(unknown).toEqual({ ok: true, value: { resendIn: 60, expiresIn: 300 } });
    expect(known).toEqual({ ok: true, value: { resendIn: 60, expiresIn: 300, code: '222222' } });
    expect(store.smsCodes.map((row) => row.mobile)).toEqual(['13800000001']);
    expect(lastSms(store)?.code).toBe('222222');
  });

  it('accepts a code once, within 5 minutes, for its own number and scene', () => {
    const store = createSeedDb([0, 0]);
    requestSmsCode(store, { mobile: NEW_MOBILE, scene: 'register' }, '123456', T0);
    const input = { mobile: NEW_MOBILE, scene: 'register' as const, smsCode: '123456' };
    expect(consumeSmsCode(store, { ...input, scene: 'change_mobile' }, T0).ok).toBe(false);
    expect(consumeSmsCode(store, input, T0 + 299 * SECOND).ok).toBe(true);
    expect(consumeSmsCode(store, input, T0 + 299 * SECOND)).toMatchObject({
      code: 4000,
      field: 'smsCode',
      messageId: 'sms.wrong',
    });
  });

  it('lets a code expire after 5 minutes', () => {
    const store = createSeedDb([0, 0]);
    requestSmsCode(store, { mobile: NEW_MOBILE, scene: 'register' }, '123456', T0);
    const input = { mobile: NEW_MOBILE, scene: 'register' as const, smsCode: '123456' };
    expect(consumeSmsCode(store, input, T0 + 300 * SECOND).ok).toBe(false);
  });

  it('kills a code after five wrong guesses', () => {
    const store = createSeedDb([0, 0]);
    requestSmsCode(store, { mobile: NEW_MOBILE, scene: 'register' }, '123456', T0);
    const guess = (smsCode: string) =>
      consumeSmsCode(store, { mobile: NEW_MOBILE, scene: 'register', smsCode }, T0);
    for (let index = 0; index < 5; index += 1) expect(guess('000000').ok).toBe(false);
    expect(guess('123456').ok).toBe(false);
  });

  it('replaces an earlier code of the same number and scene', () => {
    const store = createSeedDb([0, 0]);
    requestSmsCode(store, { mobile: NEW_MOBILE, scene: 'register' }, '111111', T0);
    requestSmsCode(store, { mobile: NEW_MOBILE, scene: 'register' }, '222222', T0 + MINUTE);
    const input = { mobile: NEW_MOBILE, scene: 'register' as const };
    expect(consumeSmsCode(store, { ...input, smsCode: '111111' }, T0 + MINUTE).ok).toBe(false);
    expect(consumeSmsCode(store, { ...input, smsCode: '222222' }, T0 + MINUTE).ok).toBe(true);
  });

  it('accepts a ticket once, for its scene and number, within 10 minutes', () => {
    const store = createSeedDb([0, 0]);
    issueTicket(store, 't1', { scene: 'reset_password', mobile: NEW_MOBILE }, T0);
    const input = { ticket: 't1', scene: 'reset_password' as const, mobile: NEW_MOBILE };
    expect(consumeTicket(store, { ...input, mobile: '13800000001' }, T0).ok).toBe(false);
    expect(consumeTicket(store, input, T0 + 10 * MINUTE - 1).ok).toBe(true);
    expect(consumeTicket(store, input, T0 + 10 * MINUTE - 1)).toMatchObject({
      code: 4000,
      field: 'ticket',
    });
    issueTicket(store, 't2', { scene: 'reset_password', mobile: NEW_MOBILE }, T0);
    expect(consumeTicket(store, { ...input, ticket: 't2' }, T0 + 10 * MINUTE).ok).toBe(false);
  });
});

describe(`POST ${MemberApi.getSmsCode}`, () => {
  beforeEach(() => freezeClock());
  afterEach(() => resetClock());

  const ask = async (mobile: string, scene: string, lang?: 'en-US') =>
    call<SmsCodeResult>('POST', MemberApi.getSmsCode, {
      body: { mobile, scene, ...(await passCaptcha()) },
      ...(lang ? { lang } : {}),
    });

  it('sends a 6-digit code and says when another may be asked for', async () => {
    const reply = await ask(NEW_MOBILE, 'register');
    expect(reply).toEqual({
      code: 200,
      message: '操作成功',
      data: { resendIn: 60, expiresIn: 300 },
    });
    expect(lastSms(db)).toMatchObject({ mobile: NEW_MOBILE, scene: 'register' });
    expect(lastSms(db)?.code).toMatch(/^\d{6}$/);
  });

  it('needs a passed captcha', async () => {
    const reply = await call('POST', MemberApi.getSmsCode, {
      body: { mobile: NEW_MOBILE, scene: 'register', captchaKey: 'x', captchaCode: 'y' },
    });
    expect(reply).toMatchObject({ code: 4000, data: { field: 'captchaCode' } });
  });

  it('names the mobile field for a number that is not a mainland mobile', async () => {
    expect(await ask('1234', 'register', 'en-US')).toEqual({
      code: 4000,
      message: 'Enter a valid mainland China mobile number.',
      data: { field: 'mobile' },
    });
    expect((await ask('1234', 'register')).message).toBe('请输入正确的中国大陆手机号');
  });

  it('says a number is already registered when registering', async () => {
    expect(await ask('13800000001', 'register')).toEqual({
      code: 4000,
      message: '该手机号已注册',
      data: { field: 'mobile' },
    });
  });

  it('answers 4009 with the seconds to wait when asked again too soon', async () => {
    await ask(NEW_MOBILE, 'register');
    advanceClock(20 * SECOND);
    expect(await ask(NEW_MOBILE, 'register', 'en-US')).toEqual({
      code: 4009,
      message: 'Codes are being requested too often. Try again in 40 s.',
      data: null,
    });
  });

  it('answers 4009 once the daily limit is reached', async () => {
    for (let index = 0; index < SMS_DAILY_LIMIT; index += 1) {
      expect((await ask(NEW_MOBILE, 'register')).code).toBe(200);
      advanceClock(MINUTE);
    }
    expect(await ask(NEW_MOBILE, 'register')).toMatchObject({
      code: 4009,
      message: '该手机号今日获取验证码已达 10 次上限，请明天再试',
    });
  });

  it('answers a password reset for an unknown number like for a known one', async () => {
    const unknown = await ask(NEW_MOBILE, 'reset_password');
    const known = await ask('13800000002', 'reset_password');
    expect(unknown).toEqual(known);
    expect(db.smsCodes.map((row) => row.mobile)).toEqual(['13800000002']);
  });
});

describe(`POST ${MemberApi.checkSmsCode}`, () => {
  beforeEach(() => freezeClock());
  afterEach(() => resetClock());

  async function sendReset(mobile: string) {
    await call('POST', MemberApi.getSmsCode, {
      body: { mobile, scene: 'reset_password', ...(await passCaptcha()) },
    });
    return lastSms(db)?.code ?? '';
  }

  it('exchanges a right code for a one-time ticket', async () => {
    const smsCode = await sendReset('13800000001');
    const reply = await call<CheckSmsCodeResult>('POST', MemberApi.checkSmsCode, {
      body: { mobile: '13800000001', scene: 'reset_password', smsCode },
    });
    expect(reply.code).toBe(200);
    expect(reply.data?.ticket).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives 4000 on smsCode for a wrong, used or expired code', async () => {
    const smsCode = await sendReset('13800000001');
    const body = { mobile: '13800000001', scene: 'reset_password' };
    const wrong = await call('POST', MemberApi.checkSmsCode, {
      body: { ...body, smsCode: '000000' },
      lang: 'en-US',
    });
    expect(wrong).toEqual({
      code: 4000,
      message: 'The SMS code is wrong or has expired.',
      data: { field: 'smsCode' },
    });
    expect((await call('POST', MemberApi.checkSmsCode, { body: { ...body, smsCode } })).code).toBe(
      200,
    );
    expect((await call('POST', MemberApi.checkSmsCode, { body: { ...body, smsCode } })).code).toBe(
      4000,
    );
    advanceClock(MINUTE);
    const late = await sendReset('13800000001');
    advanceClock(5 * MINUTE);
    const expired = await call('POST', MemberApi.checkSmsCode, {
      body: { ...body, smsCode: late },
    });
    expect(expired).toMatchObject({ code: 4000, message: '短信验证码错误或已失效' });
  });
});
