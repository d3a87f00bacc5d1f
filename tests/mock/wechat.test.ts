import { SessionApi } from '@/contract/auth/paths';
import type { TokenResult } from '@/contract/auth/types';
import { MemberApi } from '@/contract/member/paths';
import type { Member, WechatCallbackResult } from '@/contract/member/types';
import { resetClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { lastSms } from '@mock/domains/auth/sms';
import { demoAccounts } from '@mock/testing';

import { T0, call, freezeClock, smsCodeFor } from './helpers';

const NEW_MOBILE = '13912345678';
const MINUTE = 60_000;

beforeEach(() => freezeClock());
afterEach(() => resetClock());

async function callback(openId: string) {
  const reply = await call<WechatCallbackResult>('GET', MemberApi.wechatCallBack, {
    query: { code: `mock-wechat-${openId}`, state: 'a'.repeat(32) },
  });
  expect(reply.code).toBe(200);
  return reply.data;
}

async function bindTicketFor(openId: string): Promise<string> {
  const data = await callback(openId);
  if (!data || data.bound) throw new Error(`${openId} is bound`);
  return data.bindTicket;
}

async function usernameOf(tokens: TokenResult | undefined): Promise<string | undefined> {
  const user = await call<Member>('GET', SessionApi.currentUser, {
    token: tokens?.access_token ?? '',
  });
  return user.data?.username;
}

const bind = (body: Record<string, unknown>, lang?: 'en-US') =>
  call<TokenResult>('POST', MemberApi.bindWechat, { body, ...(lang ? { lang } : {}) });

describe(`POST ${MemberApi.bindWechat}`, () => {
  const newbie = demoAccounts.newbie;

  it('binds the WeChat account to the member of the mobile number and logs in', async () => {
    const bindTicket = await bindTicketFor('o-fresh-1');
    const smsCode = await smsCodeFor(newbie.mobile, 'bind_wechat');

    const reply = await bind({ bindTicket, mobile: newbie.mobile, smsCode });

    expect(reply.code).toBe(200);
    expect(await usernameOf(reply.data)).toBe(newbie.username);
    expect(db.members[newbie.memberId]?.wechatOpenId).toBe('o-fresh-1');
    // The next WeChat login of that account is a plain login.
    const again = await callback('o-fresh-1');
    expect(again?.bound).toBe(true);
    expect(await usernameOf(again?.bound ? again : undefined)).toBe(newbie.username);
  });

  it('uses the ticket once', async () => {
    const bindTicket = await bindTicketFor('o-fresh-2');
    const first = await smsCodeFor(newbie.mobile, 'bind_wechat');
    expect((await bind({ bindTicket, mobile: newbie.mobile, smsCode: first })).code).toBe(200);

    freezeClock(T0 + MINUTE + 1);
    const second = await smsCodeFor(demoAccounts.forwarder.mobile, 'bind_wechat');
    const reply = await bind(
      { bindTicket, mobile: demoAccounts.forwarder.mobile, smsCode: second },
      'en-US',
    );
    expect(reply).toEqual({
      code: 4000,
      message: 'The WeChat authorisation has expired. Please log in with WeChat again.',
      data: { field: 'bindTicket' },
    });
    expect(db.members[demoAccounts.forwarder.memberId]?.wechatOpenId).toBeUndefined();
  });

  it('refuses a ticket older than 10 minutes', async () => {
    const bindTicket = await bindTicketFor('o-late');
    freezeClock(T0 + 10 * MINUTE);
    const smsCode = await smsCodeFor(newbie.mobile, 'bind_wechat');
    const reply = await bind({ bindTicket, mobile: newbie.mobile, smsCode });
    expect(reply).toEqual({
      code: 4000,
      message: '微信授权已过期，请重新使用微信登录',
      data: { field: 'bindTicket' },
    });
    expect(db.members[newbie.memberId]?.wechatOpenId).toBeUndefined();
  });

  it.each([
    ['missing', undefined, 'WeChat authorisation is required.'],
    [
      'unknown',
      'f'.repeat(32),
      'The WeChat authorisation has expired. Please log in with WeChat again.',
    ],
  ])('refuses a %s ticket with 4000 on bindTicket', async (_kind, bindTicket, message) => {
    const reply = await bind({ bindTicket, mobile: newbie.mobile, smsCode: '123456' }, 'en-US');
    expect(reply).toEqual({ code: 4000, message, data: { field: 'bindTicket' } });
  });

  it('refuses a ticket of another scene', async () => {
    const smsCode = await smsCodeFor(newbie.mobile, 'reset_password');
    const checked = await call<{ ticket: string }>('POST', MemberApi.checkSmsCode, {
      body: { mobile: newbie.mobile, scene: 'reset_password', smsCode },
    });
    const reply = await bind({ bindTicket: checked.data?.ticket, mobile: newbie.mobile, smsCode });
    expect(reply.data).toEqual({ field: 'bindTicket' });
  });

  it('refuses a wrong SMS code on smsCode and keeps the ticket', async () => {
    const bindTicket = await bindTicketFor('o-typo');
    const smsCode = await smsCodeFor(newbie.mobile, 'bind_wechat');
    const wrong = smsCode === '000000' ? '111111' : '000000';
    const reply = await bind({ bindTicket, mobile: newbie.mobile, smsCode: wrong });
    expect(reply).toEqual({
      code: 4000,
      message: '短信验证码错误或已失效',
      data: { field: 'smsCode' },
    });
    expect((await bind({ bindTicket, mobile: newbie.mobile, smsCode })).code).toBe(200);
  });

  it('tells an unregistered number to register, only after a right SMS code', async () => {
    const bindTicket = await bindTicketFor('o-nobody');
    // The code is sent whether or not the number has an account: getSmsCode tells nothing.
    const smsCode = await smsCodeFor(NEW_MOBILE, 'bind_wechat');
    expect(lastSms(db, NEW_MOBILE)).toMatchObject({ scene: 'bind_wechat', code: smsCode });
    expect((await bind({ bindTicket, mobile: NEW_MOBILE, smsCode: '000000' })).data).toEqual({
      field: 'smsCode',
    });

    freezeClock(T0 + MINUTE + 1);
    const next = await smsCodeFor(NEW_MOBILE, 'bind_wechat');
    const reply = await bind({ bindTicket, mobile: NEW_MOBILE, smsCode: next }, 'en-US');
    expect(reply).toEqual({
      code: 4000,
      message: 'No account uses this mobile number. Choose “Register a new account” instead.',
      data: { field: 'mobile' },
    });
    // The ticket is still good for registering.
    freezeClock(T0 + 2 * MINUTE + 2);
    const registerCode = await smsCodeFor(NEW_MOBILE, 'register');
    const registered = await call<TokenResult>('POST', MemberApi.register, {
      body: {
        userType: 1,
        mobile: NEW_MOBILE,
        smsCode: registerCode,
        password: 'Secret2026',
        companyName: '宁波新航贸易有限公司',
        agreeTerms: true,
        bindTicket,
      },
    });
    expect(registered.code).toBe(200);
  });

  it('refuses with 4009 a member already bound to another WeChat account', async () => {
    const bindTicket = await bindTicketFor('o-second');
    const shipper = demoAccounts.shipper;
    const smsCode = await smsCodeFor(shipper.mobile, 'bind_wechat');
    const reply = await bind({ bindTicket, mobile: shipper.mobile, smsCode }, 'en-US');
    expect(reply).toEqual({
      code: 4009,
      message:
        'This account is already bound to another WeChat account. Log in with your mobile number and password.',
      data: null,
    });
    expect(db.members[shipper.memberId]?.wechatOpenId).toBe('demo-shipper');
    expect(db.tickets[bindTicket]?.used).toBe(false);
  });

  it('refuses a ticket whose WeChat account another member bound meanwhile', async () => {
    const first = await bindTicketFor('o-race');
    const second = await bindTicketFor('o-race');
    const smsCode = await smsCodeFor(newbie.mobile, 'bind_wechat');
    expect((await bind({ bindTicket: first, mobile: newbie.mobile, smsCode })).code).toBe(200);

    const forwarder = demoAccounts.forwarder;
    const next = await smsCodeFor(forwarder.mobile, 'bind_wechat');
    const reply = await bind({ bindTicket: second, mobile: forwarder.mobile, smsCode: next });
    expect(reply).toMatchObject({ code: 4000, data: { field: 'bindTicket' } });
    expect(db.members[forwarder.memberId]?.wechatOpenId).toBeUndefined();
  });

  it('refuses a malformed mobile number on mobile', async () => {
    const bindTicket = await bindTicketFor('o-format');
    const reply = await bind({ bindTicket, mobile: '1234', smsCode: '123456' });
    expect(reply).toEqual({
      code: 4000,
      message: '请输入正确的中国大陆手机号',
      data: { field: 'mobile' },
    });
  });
});

describe(`POST ${MemberApi.register} with a bindTicket`, () => {
  const base = {
    userType: 2,
    mobile: NEW_MOBILE,
    password: 'Secret2026',
    companyName: '厦门海鸥物流有限公司',
    agreeTerms: true,
  };
  const register = (body: Record<string, unknown>, lang?: 'en-US') =>
    call<TokenResult>('POST', MemberApi.register, { body, ...(lang ? { lang } : {}) });

  it('binds the new account to the WeChat account and uses the ticket up', async () => {
    const bindTicket = await bindTicketFor('o-newcomer');
    const smsCode = await smsCodeFor(NEW_MOBILE, 'register');

    const reply = await register({ ...base, smsCode, bindTicket });

    expect(reply.code).toBe(200);
    const again = await callback('o-newcomer');
    expect(await usernameOf(again?.bound ? again : undefined)).toBe(NEW_MOBILE);
    expect(db.tickets[bindTicket]?.used).toBe(true);
  });

  it.each([
    ['an unknown', () => Promise.resolve('0'.repeat(32))],
    ['an empty', () => Promise.resolve('')],
    ['a non-string', () => Promise.resolve(42)],
    [
      'a used',
      async () => {
        const ticket = await bindTicketFor('o-used');
        Object.assign(db.tickets[ticket] ?? {}, { used: true });
        return ticket;
      },
    ],
    [
      'an expired',
      async () => {
        const ticket = await bindTicketFor('o-expired');
        Object.assign(db.tickets[ticket] ?? {}, { expiresAt: T0 });
        return ticket;
      },
    ],
  ])('refuses %s ticket with 4000 on bindTicket and keeps the SMS code', async (_kind, make) => {
    const bindTicket = await make();
    const smsCode = await smsCodeFor(NEW_MOBILE, 'register');

    const reply = await register({ ...base, smsCode, bindTicket }, 'en-US');

    expect(reply).toMatchObject({ code: 4000, data: { field: 'bindTicket' } });
    expect(reply.message).toMatch(/WeChat authorisation/);
    expect(Object.values(db.members).some((row) => row.mobile === NEW_MOBILE)).toBe(false);
    // Nothing was used up: the same code registers without the ticket.
    expect((await register({ ...base, smsCode })).code).toBe(200);
  });

  it('registers without binding when no ticket is sent', async () => {
    const smsCode = await smsCodeFor(NEW_MOBILE, 'register');
    expect((await register({ ...base, smsCode, bindTicket: null })).code).toBe(200);
    const member = Object.values(db.members).find((row) => row.mobile === NEW_MOBILE);
    expect(member?.wechatOpenId).toBeUndefined();
  });
});
