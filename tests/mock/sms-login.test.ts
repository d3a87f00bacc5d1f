import { SessionApi } from '@/contract/auth/paths';
import type { TokenResult } from '@/contract/auth/types';
import { MemberApi } from '@/contract/member/paths';
import { advanceClock, resetClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { demoAccounts } from '@mock/testing';

import { call, freezeClock, passCaptcha, smsCodeFor } from './helpers';

const MINUTE = 60_000;
const SHIPPER_MOBILE = demoAccounts.shipper.mobile;
const UNKNOWN_MOBILE = '13912340000';

const smsLogin = (mobile: string, smsCode: string, lang?: 'en-US') =>
  call<TokenResult>('POST', SessionApi.token, {
    body: { grantType: 'sms', userType: 'PC', mobile, smsCode },
    ...(lang ? { lang } : {}),
  });

/** A six-digit code that is not `code`. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe(`POST ${SessionApi.token} (SMS code)`, () => {
  beforeEach(() => freezeClock());
  afterEach(() => resetClock());

  it('signs in with the code sent for login, once', async () => {
    const code = await smsCodeFor(SHIPPER_MOBILE, 'login');
    const reply = await smsLogin(SHIPPER_MOBILE, code);
    expect(reply.code).toBe(200);
    expect(reply.result?.access_token).toMatch(/^[0-9a-f]{48}$/);
    expect(db.accessTokens[reply.result?.access_token ?? '']?.memberId).toBe(
      demoAccounts.shipper.memberId,
    );

    const again = await smsLogin(SHIPPER_MOBILE, code);
    expect(again).toMatchObject({ code: 4000, data: { field: 'smsCode' } });
  });

  it('refuses a code after its 5 minutes, and a code sent for another scene', async () => {
    const code = await smsCodeFor(SHIPPER_MOBILE, 'login');
    advanceClock(5 * MINUTE + 1);
    expect(await smsLogin(SHIPPER_MOBILE, code)).toMatchObject({
      code: 4000,
      data: { field: 'smsCode' },
    });

    advanceClock(MINUTE);
    const reset = await smsCodeFor(SHIPPER_MOBILE, 'reset_password');
    expect((await smsLogin(SHIPPER_MOBILE, reset)).code).toBe(4000);
  });

  it('answers an unknown number like a known one until the code is right, then says it has no account', async () => {
    const known = await call('POST', MemberApi.getSmsCode, {
      body: { mobile: SHIPPER_MOBILE, scene: 'login', ...(await passCaptcha()) },
    });
    const unknown = await call('POST', MemberApi.getSmsCode, {
      body: { mobile: UNKNOWN_MOBILE, scene: 'login', ...(await passCaptcha()) },
    });
    expect(unknown).toEqual(known);

    const code = db.smsCodes.find((row) => row.mobile === UNKNOWN_MOBILE)?.code ?? '';
    const wrongKnown = await smsLogin(SHIPPER_MOBILE, '000000');
    const wrongUnknown = await smsLogin(UNKNOWN_MOBILE, wrongFor(code));
    expect(wrongUnknown).toEqual(wrongKnown);

    expect(await smsLogin(UNKNOWN_MOBILE, code, 'en-US')).toEqual({
      code: 4004,
      message: 'No account uses this mobile number.',
      data: { field: 'mobile' },
    });
  });

  it('locks the account after five wrong codes, like five wrong passwords, even for the right code', async () => {
    const code = await smsCodeFor(SHIPPER_MOBILE, 'login');
    for (let index = 0; index < 4; index += 1) {
      expect((await smsLogin(SHIPPER_MOBILE, wrongFor(code))).code).toBe(4000);
    }
    expect(await smsLogin(SHIPPER_MOBILE, wrongFor(code))).toMatchObject({
      code: 4009,
      message: '验证码错误次数过多，账号已锁定，请 15 分钟后再试',
    });

    advanceClock(MINUTE);
    const fresh = await smsCodeFor(SHIPPER_MOBILE, 'login');
    expect((await smsLogin(SHIPPER_MOBILE, fresh)).code).toBe(4009);
    advanceClock(15 * MINUTE);
    const later = await smsCodeFor(SHIPPER_MOBILE, 'login');
    expect((await smsLogin(SHIPPER_MOBILE, later)).code).toBe(200);
  });

  it('refuses a malformed number or a missing code naming the field', async () => {
    expect(await smsLogin('1380000', '123456')).toMatchObject({ data: { field: 'mobile' } });
    expect(await smsLogin(SHIPPER_MOBILE, ' ')).toMatchObject({ data: { field: 'smsCode' } });
  });
});
