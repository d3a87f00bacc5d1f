import { CaptchaApi } from '@/contract/auth/paths';
import type { CaptchaResult } from '@/contract/auth/types';
import { resetClock } from '@mock/core/clock';
import { createSeedDb } from '@mock/core/seed';
import { db } from '@mock/core/store';
import {
  CAPTCHA_ALPHABET,
  checkCaptcha,
  consumeCaptcha,
  issueCaptcha,
  lastCaptcha,
} from '@mock/domains/auth/captcha';

import { T0, call, freezeClock } from './helpers';

const SECOND = 1000;

describe('captcha rules', () => {
  const fresh = () => {
    const store = createSeedDb([0, 0]);
    issueCaptcha(store, 'k1', 'AB3D', T0);
    return store;
  };

  it('passes a right answer in any letter case, once', () => {
    const store = fresh();
    expect(checkCaptcha(store, 'k1', 'ab3d', T0 + SECOND)).toEqual({
      ok: true,
      value: { valid: true },
    });
    expect(store.captchas.k1?.state).toBe('passed');
    expect(checkCaptcha(store, 'k1', 'AB3D', T0 + 2 * SECOND)).toMatchObject({
      ok: false,
      code: 4000,
      field: 'captchaCode',
    });
  });

  it('spends the captcha on a wrong answer so the right one no longer works', () => {
    const store = fresh();
    expect(checkCaptcha(store, 'k1', 'XXXX', T0)).toMatchObject({
      ok: false,
      code: 4000,
      field: 'captchaCode',
      messageId: 'captcha.wrong',
    });
    expect(checkCaptcha(store, 'k1', 'AB3D', T0)).toMatchObject({
      ok: false,
      messageId: 'captcha.expired',
    });
  });

  it('refuses an answer after 120 seconds', () => {
    const store = fresh();
    expect(checkCaptcha(store, 'k1', 'AB3D', T0 + 119 * SECOND).ok).toBe(true);
    const late = fresh();
    expect(checkCaptcha(late, 'k1', 'AB3D', T0 + 120 * SECOND)).toMatchObject({
      ok: false,
      messageId: 'captcha.expired',
    });
    expect(late.captchas.k1?.state).toBe('spent');
  });

  it('refuses unknown keys and empty answers', () => {
    const store = fresh();
    expect(checkCaptcha(store, 'nope', 'AB3D', T0)).toMatchObject({
      code: 4000,
      field: 'captchaCode',
    });
    expect(checkCaptcha(store, '', 'AB3D', T0)).toMatchObject({ code: 4000, field: 'captchaKey' });
    expect(checkCaptcha(store, 'k1', ' ', T0)).toMatchObject({ code: 4000, field: 'captchaCode' });
  });

  it('lets a passed captcha be used by one request within 5 minutes', () => {
    const store = fresh();
    checkCaptcha(store, 'k1', 'AB3D', T0);
    expect(consumeCaptcha(store, 'k1', 'ab3d', T0 + 299 * SECOND).ok).toBe(true);
    expect(consumeCaptcha(store, 'k1', 'AB3D', T0 + 300 * SECOND)).toMatchObject({
      code: 4000,
      field: 'captchaCode',
      messageId: 'captcha.notPassed',
    });
  });

  it('refuses a passed captcha after 5 minutes, and one never passed', () => {
    const late = fresh();
    checkCaptcha(late, 'k1', 'AB3D', T0);
    expect(consumeCaptcha(late, 'k1', 'AB3D', T0 + 300 * SECOND).ok).toBe(false);
    const unpassed = fresh();
    expect(consumeCaptcha(unpassed, 'k1', 'AB3D', T0).ok).toBe(false);
  });

  it('refuses a passed captcha presented with another answer', () => {
    const store = fresh();
    checkCaptcha(store, 'k1', 'AB3D', T0);
    expect(consumeCaptcha(store, 'k1', 'WXYZ', T0).ok).toBe(false);
  });

  it('drops captchas long past their use and remembers the latest', () => {
    const store = fresh();
    issueCaptcha(store, 'k2', 'WXYZ', T0 + 10 * 60 * SECOND);
    expect(Object.keys(store.captchas)).toEqual(['k2']);
    expect(lastCaptcha(store)?.answer).toBe('WXYZ');
  });
});

describe(`GET ${CaptchaApi.captcha}`, () => {
  beforeEach(() => freezeClock());
  afterEach(() => resetClock());

  it('returns a key, an SVG image and a 120 s lifetime in `result`', async () => {
    const reply = await call<CaptchaResult>('GET', CaptchaApi.captcha);
    expect(reply.code).toBe(200);
    expect(reply.result?.expiresIn).toBe(120);
    expect(reply.result?.image).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const answer = db.captchas[reply.result?.captchaKey ?? '']?.answer ?? '';
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(decodeURIComponent(reply.result?.image ?? '')).toContain('<circle');
  });
});

describe(`POST ${CaptchaApi.captchaCheck}`, () => {
  beforeEach(() => freezeClock());
  afterEach(() => resetClock());

  async function issue() {
    const reply = await call<CaptchaResult>('GET', CaptchaApi.captcha);
    const captchaKey = reply.result?.captchaKey ?? '';
    return { captchaKey, answer: db.captchas[captchaKey]?.answer ?? '' };
  }

  it('answers { valid: true } in `result` for the right answer', async () => {
    const { captchaKey, answer } = await issue();
    const reply = await call('POST', CaptchaApi.captchaCheck, {
      body: { captchaKey, captchaCode: answer.toLowerCase() },
    });
    expect(reply).toEqual({ code: 200, message: '操作成功', result: { valid: true } });
  });

  it('gives 4000 on captchaCode for a wrong answer, in Chinese by default and in English', async () => {
    const first = await issue();
    const zh = await call('POST', CaptchaApi.captchaCheck, {
      body: { captchaKey: first.captchaKey, captchaCode: '0000' },
    });
    expect(zh).toEqual({
      code: 4000,
      message: '图形验证码错误，请刷新后重试',
      data: { field: 'captchaCode' },
    });
    const second = await issue();
    const en = await call('POST', CaptchaApi.captchaCheck, {
      body: { captchaKey: second.captchaKey, captchaCode: '0000' },
      lang: 'en-US',
    });
    expect(en.message).toBe('The captcha is wrong. Please get a new one.');
  });

  it('refuses the right answer once the captcha was answered wrongly', async () => {
    const { captchaKey, answer } = await issue();
    await call('POST', CaptchaApi.captchaCheck, { body: { captchaKey, captchaCode: '0000' } });
    const retry = await call('POST', CaptchaApi.captchaCheck, {
      body: { captchaKey, captchaCode: answer },
      lang: 'en-US',
    });
    expect(retry).toMatchObject({ code: 4000, data: { field: 'captchaCode' } });
    expect(retry.message).toBe('The captcha has expired. Please get a new one.');
  });

  it('gives 4000 naming the body when it is not JSON', async () => {
    const reply = await call('POST', CaptchaApi.captchaCheck, { raw: '{oops', lang: 'en-US' });
    expect(reply).toEqual({
      code: 4000,
      message: 'The request body is not valid JSON.',
      data: { field: 'body' },
    });
  });
});
