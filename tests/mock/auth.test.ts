import { SessionApi } from '@/contract/auth/paths';
import { DevtoolsApi } from '@/contract/devtools/paths';
import type { Member } from '@/contract/member/types';
import { advanceClock, resetClock } from '@mock/core/clock';
import { createSeedDb } from '@mock/core/seed';
import { LOCK_MS, checkPassword } from '@mock/domains/auth/rules';
import { DEMO_PASSWORD } from '@mock/domains/member/demo-accounts';
import { createSessionFor, demoAccounts } from '@mock/testing';

import { T0, call, freezeClock, login, passCaptcha } from './helpers';

const MINUTE = 60_000;

describe('login rules', () => {
  it('finds the member by mobile number or user name', () => {
    const store = createSeedDb([0, 0]);
    const byMobile = checkPassword(store, { username: '13800000002', password: DEMO_PASSWORD }, T0);
    const byName = checkPassword(store, { username: 'forwarder', password: DEMO_PASSWORD }, T0);
    expect(byMobile.ok && byMobile.value.id).toBe(demoAccounts.forwarder.memberId);
    expect(byName.ok && byName.value.id).toBe(demoAccounts.forwarder.memberId);
  });

  it('gives the same refusal for an unknown account and a wrong password', () => {
    const store = createSeedDb([0, 0]);
    const unknown = checkPassword(store, { username: 'nobody', password: 'Whatever1' }, T0);
    const wrong = checkPassword(store, { username: 'shipper', password: 'Whatever1' }, T0);
    expect(unknown).toEqual(wrong);
    expect(wrong).toMatchObject({ code: 4000, field: 'password', messageId: 'login.failed' });
  });

  it('locks the account for 15 minutes at the fifth wrong password in a row', () => {
    const store = createSeedDb([0, 0]);
    const attempt = (password: string, at: number) =>
      checkPassword(store, { username: 'shipper', password }, at);
    for (let index = 0; index < 4; index += 1) expect(attempt('Wrong1234', T0).ok).toBe(false);
    expect(attempt('Wrong1234', T0)).toMatchObject({
      code: 4009,
      messageId: 'login.locked',
      params: { minutes: 15 },
    });
    expect(attempt(DEMO_PASSWORD, T0 + 10 * MINUTE)).toMatchObject({
      code: 4009,
      params: { minutes: 5 },
    });
    expect(attempt(DEMO_PASSWORD, T0 + LOCK_MS).ok).toBe(true);
  });

  it('starts the count again after a successful login', () => {
    const store = createSeedDb([0, 0]);
    const attempt = (password: string) =>
      checkPassword(store, { username: 'shipper', password }, T0);
    for (let index = 0; index < 4; index += 1) attempt('Wrong1234');
    expect(attempt(DEMO_PASSWORD).ok).toBe(true);
    for (let index = 0; index < 4; index += 1) {
      expect(attempt('Wrong1234')).toMatchObject({ code: 4000 });
    }
  });
});

describe(`POST ${SessionApi.token} (password)`, () => {
  beforeEach(() => freezeClock());
  afterEach(() => resetClock());

  it('logs in with a passed captcha and answers the token pair in `result`', async () => {
    const reply = await login('shipper', DEMO_PASSWORD);
    expect(reply.code).toBe(200);
    expect(reply.result).toMatchObject({ token_type: 'bearer', expires_in: 7200 });
    expect(reply.result?.access_token).toMatch(/^[0-9a-f]{48}$/);
    expect(reply.result?.refresh_token).not.toBe(reply.result?.access_token);
  });

  it('needs a passed captcha, and uses it up', async () => {
    const body = {
      grantType: 'password',
      userType: 'PC',
      username: 'shipper',
      password: DEMO_PASSWORD,
    };
    const none = await call('POST', SessionApi.token, {
      body: { ...body, captchaKey: 'x', captchaCode: 'ABCD' },
      lang: 'en-US',
    });
    expect(none).toEqual({
      code: 4000,
      message: 'Please pass the captcha check first.',
      data: { field: 'captchaCode' },
    });
    const captcha = await passCaptcha();
    expect((await call('POST', SessionApi.token, { body: { ...body, ...captcha } })).code).toBe(
      200,
    );
    const reused = await call('POST', SessionApi.token, { body: { ...body, ...captcha } });
    expect(reused).toMatchObject({ code: 4000, message: '请先通过图形验证码校验' });
  });

  it('says only that the account or password is wrong', async () => {
    const wrong = await login('shipper', 'Wrong1234');
    const unknown = await login('13999999999', 'Wrong1234');
    expect(wrong).toEqual({ code: 4000, message: '账号或密码错误', data: { field: 'password' } });
    expect(unknown).toEqual(wrong);
    const en = await login('shipper', 'Wrong1234', 'en-US');
    expect(en.message).toBe('The account or password is wrong.');
  });

  it('answers 4009 with the minutes left once the account is locked', async () => {
    for (let index = 0; index < 4; index += 1) await login('shipper', 'Wrong1234');
    expect(await login('shipper', 'Wrong1234', 'en-US')).toEqual({
      code: 4009,
      message: 'Too many wrong passwords: the account is locked. Try again in 15 min.',
      data: null,
    });
    advanceClock(6 * MINUTE);
    const zh = await login('shipper', DEMO_PASSWORD);
    expect(zh).toMatchObject({
      code: 4009,
      message: '密码错误次数过多，账号已锁定，请 9 分钟后再试',
    });
    advanceClock(9 * MINUTE);
    expect((await login('shipper', DEMO_PASSWORD)).code).toBe(200);
  });

  it('gives 4000 for a missing user name or an unknown grant type', async () => {
    const empty = await call('POST', SessionApi.token, {
      body: { grantType: 'password', username: '', password: 'x' },
      lang: 'en-US',
    });
    expect(empty).toEqual({
      code: 4000,
      message: 'Account is required.',
      data: { field: 'username' },
    });
    const grant = await call('POST', SessionApi.token, { body: { grantType: 'magic' } });
    expect(grant).toMatchObject({ code: 4000, data: { field: 'grantType' } });
  });
});

describe(`GET ${SessionApi.currentUser}`, () => {
  beforeEach(() => freezeClock());
  afterEach(() => resetClock());

  it('returns the member of the token', async () => {
    const session = createSessionFor('consolidator');
    const reply = await call<Member>('GET', SessionApi.currentUser, {
      token: session.access_token,
    });
    expect(reply.data).toEqual(session.member);
    expect(reply.data).toMatchObject({
      username: 'consolidator',
      mobile: '13800000003',
      userType: 3,
      certStatus: 'approved',
      enterpriseName: '深圳前海集运拼箱物流有限公司',
    });
    expect(reply.data?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  });

  it('gives 4098 without a token, with an unknown one and with an expired one', async () => {
    expect(await call('GET', SessionApi.currentUser, { lang: 'en-US' })).toEqual({
      code: 4098,
      message: 'Please log in first.',
      data: null,
    });
    expect(await call('GET', SessionApi.currentUser, { token: 'forged', lang: 'en-US' })).toEqual({
      code: 4098,
      message: 'Your session has expired. Please log in again.',
      data: null,
    });
    const session = createSessionFor('shipper');
    advanceClock(7200_000);
    expect((await call('GET', SessionApi.currentUser, { token: session.access_token })).code).toBe(
      4098,
    );
  });

  it('follows shorter lifetimes set through the devtools config call', async () => {
    await call('POST', DevtoolsApi.config, { body: { accessTokenTtl: 60 } });
    const session = createSessionFor('shipper');
    advanceClock(59_000);
    expect((await call('GET', SessionApi.currentUser, { token: session.access_token })).code).toBe(
      200,
    );
    advanceClock(1_000);
    expect((await call('GET', SessionApi.currentUser, { token: session.access_token })).code).toBe(
      4098,
    );
  });

  it('gives 4098 after the devtools expireTokens call', async () => {
    const session = createSessionFor('shipper');
    const expired = await call<{ expired: number }>('POST', DevtoolsApi.expireTokens);
    expect(expired.data?.expired).toBe(1);
    expect((await call('GET', SessionApi.currentUser, { token: session.access_token })).code).toBe(
      4098,
    );
  });
});
