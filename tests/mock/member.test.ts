import { SessionApi } from '@/contract/auth/paths';
import type { TokenResult } from '@/contract/auth/types';
import { isValidCreditCode } from '@/contract/common/validators';
import { MemberApi } from '@/contract/member/paths';
import type {
  Member,
  MemberCenter,
  MemberInfo,
  WechatCallbackResult,
} from '@/contract/member/types';
import { now, resetClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { createSessionFor } from '@mock/testing';

import { call, freezeClock, login, smsCodeFor } from './helpers';

const NEW_MOBILE = '13912345678';

beforeEach(() => freezeClock());
afterEach(() => resetClock());

describe(`POST ${MemberApi.register}`, () => {
  const base = {
    userType: 2,
    password: 'Secret2026',
    companyName: '厦门海鸥物流有限公司',
    agreeTerms: true,
  };

  it('creates an uncertified member and enterprise and logs in', async () => {
    const smsCode = await smsCodeFor(NEW_MOBILE, 'register');
    const reply = await call<TokenResult>('POST', MemberApi.register, {
      body: { ...base, mobile: NEW_MOBILE, smsCode },
    });
    expect(reply.code).toBe(200);
    const user = await call<Member>('GET', SessionApi.currentUser, {
      token: reply.data?.access_token ?? '',
    });
    expect(user.data).toMatchObject({
      mobile: NEW_MOBILE,
      username: NEW_MOBILE,
      nickname: '139****5678',
      userType: 2,
      enterpriseName: '厦门海鸥物流有限公司',
      certStatus: 'none',
    });
    expect((await login(NEW_MOBILE, 'Secret2026')).code).toBe(200);
  });

  it.each([
    [{ userType: 4 }, 'userType', 'User type is not valid.'],
    [{ mobile: '' }, 'mobile', 'Mobile number is required.'],
    [
      { password: 'short1' },
      'password',
      'The password must be 8–20 characters long and contain both letters and digits.',
    ],
    [{ companyName: ' ' }, 'companyName', 'Company name is required.'],
    [
      { agreeTerms: false },
      'agreeTerms',
      'Please read and accept the terms of use and the privacy policy.',
    ],
    [{ smsCode: '000000' }, 'smsCode', 'The SMS code is wrong or has expired.'],
  ])('refuses %j with 4000 on %s', async (change, field, message) => {
    const smsCode = await smsCodeFor(NEW_MOBILE, 'register');
    const reply = await call('POST', MemberApi.register, {
      body: { ...base, mobile: NEW_MOBILE, smsCode, ...change },
      lang: 'en-US',
    });
    expect(reply).toEqual({ code: 4000, message, data: { field } });
  });

  it('counts a company name in characters: 60 with a rare one is accepted, 61 refused', async () => {
    // 𠀾 is one character and two UTF-16 units.
    const name = `𠀾${'海'.repeat(55)}有限公司`;
    const smsCode = await smsCodeFor(NEW_MOBILE, 'register');
    const longer = await call('POST', MemberApi.register, {
      body: { ...base, mobile: NEW_MOBILE, smsCode, companyName: `${name}司` },
    });
    expect(longer).toMatchObject({ code: 4000, data: { field: 'companyName' } });

    const reply = await call('POST', MemberApi.register, {
      body: { ...base, mobile: NEW_MOBILE, smsCode, companyName: name },
    });
    expect(reply.code).toBe(200);
  });

  it('refuses a registered mobile number', async () => {
    const reply = await call('POST', MemberApi.register, {
      body: { ...base, mobile: '13800000003', smsCode: '123456' },
    });
    expect(reply).toEqual({ code: 4000, message: '该手机号已注册', data: { field: 'mobile' } });
  });
});

describe(`POST ${MemberApi.resetPassword}`, () => {
  async function ticketFor(mobile: string): Promise<string> {
    const smsCode = await smsCodeFor(mobile, 'reset_password');
    const checked = await call<{ ticket: string }>('POST', MemberApi.checkSmsCode, {
      body: { mobile, scene: 'reset_password', smsCode },
    });
    return checked.data?.ticket ?? '';
  }

  it('sets the new password with a ticket and ends the old sessions', async () => {
    const session = createSessionFor('shipper');
    const ticket = await ticketFor('13800000001');
    const reply = await call('POST', MemberApi.resetPassword, {
      body: { mobile: '13800000001', ticket, password: 'NewPass2026' },
    });
    expect(reply).toEqual({ code: 200, message: '操作成功', data: null });
    expect((await call('GET', SessionApi.currentUser, { token: session.access_token })).code).toBe(
      4098,
    );
    expect((await login('shipper', 'Trade2026')).code).toBe(4000);
    expect((await login('shipper', 'NewPass2026')).code).toBe(200);
  });

  it('refuses a weak password and keeps the ticket usable', async () => {
    const ticket = await ticketFor('13800000001');
    const weak = await call('POST', MemberApi.resetPassword, {
      body: { mobile: '13800000001', ticket, password: 'password' },
    });
    expect(weak).toEqual({
      code: 4000,
      message: '密码须为 8–20 位，且同时包含字母和数字',
      data: { field: 'password' },
    });
    const good = await call('POST', MemberApi.resetPassword, {
      body: { mobile: '13800000001', ticket, password: 'Better2026' },
    });
    expect(good.code).toBe(200);
  });

  it('refuses an unknown or used ticket', async () => {
    const ticket = await ticketFor('13800000001');
    const body = { mobile: '13800000001', ticket, password: 'Better2026' };
    expect((await call('POST', MemberApi.resetPassword, { body })).code).toBe(200);
    expect(await call('POST', MemberApi.resetPassword, { body, lang: 'en-US' })).toEqual({
      code: 4000,
      message: 'The verification has expired. Please request a new SMS code.',
      data: { field: 'ticket' },
    });
  });
});

describe(`POST ${MemberApi.queryMemInfo} and ${MemberApi.memCenter}`, () => {
  it('return the member and the enterprise with ISO times and a valid credit code', async () => {
    const session = createSessionFor('forwarder');
    const info = await call<MemberInfo>('POST', MemberApi.queryMemInfo, {
      token: session.access_token,
    });
    expect(info.data?.member).toEqual(session.member);
    expect(info.data?.enterprise).toMatchObject({
      id: '2002',
      userType: 2,
      provinceCode: '310000',
      certStatus: 'approved',
      services: ['ocean_fcl', 'ocean_lcl', 'trucking', 'customs'],
      businessLicence: '/mock-oss/demo-licence-2002.svg',
    });
    expect(isValidCreditCode(info.data?.enterprise.unifiedSocialCreditCode ?? '')).toBe(true);
    expect(info.data?.enterprise.certSubmittedAt).toMatch(/\+08:00$/);
  });

  it('memCenter counts what exists (the seeded favourites and coupons too)', async () => {
    const session = createSessionFor('shipper');
    const center = await call<MemberCenter>('POST', MemberApi.memCenter, {
      token: session.access_token,
    });
    const tenders = Object.values(db.tenders).filter((row) => row.issuerId === '1001').length;
    const orders = Object.values(db.orders).filter((row) => row.payerId === '1001').length;
    const favourites = Object.values(db.favourites).filter((row) => row.memberId === '1001').length;
    // Coupons still to use: unused and within their validity.
    const coupons = Object.values(db.coupons).filter(
      (row) => row.ownerId === '1001' && row.status === 'unused' && row.validTo >= now(),
    ).length;
    const applications = Object.values(db.invoiceApplications).filter(
      (row) => row.payerEnterpriseId === '2001',
    );
    const invoices = (status: string) => applications.filter((row) => row.status === status).length;
    expect(tenders).toBeGreaterThan(10);
    expect(invoices('pending')).toBeGreaterThan(0);
    expect(invoices('issued')).toBeGreaterThan(0);
    expect(coupons).toBeGreaterThan(0);
    expect(favourites).toBeGreaterThan(0);
    expect(center.data?.counts).toEqual({
      tenders,
      bids: 0,
      listings: 0,
      coupons,
      favourites,
      orders,
      invoicesPending: invoices('pending'),
      invoicesIssued: invoices('issued'),
      invoicesToIssue: 0,
      uploads: 1,
    });
  });

  it('give 4098 without a token', async () => {
    expect((await call('POST', MemberApi.queryMemInfo)).code).toBe(4098);
    expect(await call('POST', MemberApi.memCenter, { lang: 'en-US' })).toEqual({
      code: 4098,
      message: 'Please log in first.',
      data: null,
    });
  });
});

describe(`GET ${MemberApi.wechatCallBack}`, () => {
  const callback = (query: Record<string, string>, lang?: 'en-US') =>
    call<WechatCallbackResult>('GET', MemberApi.wechatCallBack, {
      query,
      ...(lang ? { lang } : {}),
    });

  it('logs in the member bound to the openid', async () => {
    const reply = await callback({ code: 'mock-wechat-demo-shipper', state: 's1' });
    expect(reply.data).toMatchObject({ bound: true, token_type: 'bearer' });
    const token = reply.data && reply.data.bound ? reply.data.access_token : '';
    const user = await call<Member>('GET', SessionApi.currentUser, { token });
    expect(user.data?.username).toBe('shipper');
  });

  it('gives a bind ticket for an unknown openid', async () => {
    const reply = await callback({ code: 'mock-wechat-o7x9k2', state: 's1' });
    expect(reply.data).toMatchObject({ bound: false, nickname: 'WeChat-o7x9k2' });
    expect(reply.data && !reply.data.bound && reply.data.bindTicket).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives 4000 on code when it is missing or not a WeChat code', async () => {
    expect(await callback({ state: 's1' }, 'en-US')).toEqual({
      code: 4000,
      message: 'Authorisation code is required.',
      data: { field: 'code' },
    });
    expect(await callback({ code: 'abc', state: 's1' })).toEqual({
      code: 4000,
      message: '微信授权已失效，请重新扫码登录',
      data: { field: 'code' },
    });
  });
});
