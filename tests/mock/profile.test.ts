import { MemberApi } from '@/contract/member/paths';
import type { MemberInfo } from '@/contract/member/types';
import { resetClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { createSessionFor } from '@mock/testing';

import { call, freezeClock, login, smsCodeFor } from './helpers';

const NEW_MOBILE = '13912345678';

beforeEach(() => freezeClock());
afterEach(() => resetClock());

describe(`POST ${MemberApi.updateMemberInfo}`, () => {
  const update = (token: string, body: unknown, lang?: 'en-US') =>
    call<MemberInfo>('POST', MemberApi.updateMemberInfo, {
      token,
      body,
      ...(lang ? { lang } : {}),
    });

  it('updates only the fields given', async () => {
    const { access_token: token } = createSessionFor('newbie');
    const reply = await update(token, {
      nickname: '王瑞（采购）',
      enterprise: { intro: '主营冷冻水产品出口。', services: ['ocean_fcl', 'ocean_fcl'] },
    });
    expect(reply.data?.member.nickname).toBe('王瑞（采购）');
    expect(reply.data?.enterprise).toMatchObject({
      intro: '主营冷冻水产品出口。',
      services: ['ocean_fcl'],
      address: '山东省青岛市崂山区香港东路195号',
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'E-mail is not valid.'],
    [{ nickname: '' }, 'nickname', 'Nickname is required.'],
    [
      { enterprise: { provinceCode: '999999' } },
      'enterprise.provinceCode',
      'Province is not valid.',
    ],
    [{ enterprise: { services: ['rail'] } }, 'enterprise.services', 'Services is not valid.'],
    [
      { enterprise: { address: 'x'.repeat(121) } },
      'enterprise.address',
      'Address must be at most 120 characters.',
    ],
    [
      { enterprise: { unifiedSocialCreditCode: '91350100M000100Y44' } },
      'enterprise.unifiedSocialCreditCode',
      'The unified social credit code is not valid (18 characters with a correct check character).',
    ],
    [
      { enterprise: { website: 'http://www.ruifeng-foods.example' } },
      'enterprise.website',
      'The company website must be an https:// address.',
    ],
    [
      { enterprise: { website: 'javascript:alert(1)' } },
      'enterprise.website',
      'The company website must be an https:// address.',
    ],
    [
      { enterprise: { website: 'https://user:pw@www.ruifeng-foods.example' } },
      'enterprise.website',
      'The company website address must not contain a user name or password.',
    ],
    [
      { enterprise: { website: 'www.ruifeng-foods.example' } },
      'enterprise.website',
      'The company website must be a full address, such as https://www.example.com.',
    ],
    [
      { enterprise: { website: `https://www.ruifeng-foods.example/${'x'.repeat(200)}` } },
      'enterprise.website',
      'Company website must be at most 200 characters.',
    ],
  ])('refuses %j with 4000 on %s and changes nothing', async (body, field, message) => {
    const { access_token: token } = createSessionFor('newbie');
    const before = structuredClone(db.enterprises['2004']);
    expect(await update(token, { nickname: 'changed', ...body }, 'en-US')).toEqual({
      code: 4000,
      message,
      data: { field },
    });
    expect(db.enterprises['2004']).toEqual(before);
    expect(db.members['1004']?.nickname).toBe('王瑞');
  });

  it('keeps the web site, returns it, and clears it when sent empty', async () => {
    const { access_token: token } = createSessionFor('newbie');
    const site = 'https://www.ruifeng-foods.example/zh/';
    const reply = await update(token, { enterprise: { website: `  ${site} ` } });
    expect(reply.data?.enterprise.website).toBe(site);
    expect(db.enterprises['2004']?.website).toBe(site);

    const cleared = await update(token, { enterprise: { website: '' } });
    expect(cleared.code).toBe(200);
    expect(cleared.data?.enterprise).not.toHaveProperty('website');
    expect(db.enterprises['2004']?.website).toBe('');
  });

  it('says in Chinese what is wrong with a web site', async () => {
    const { access_token: token } = createSessionFor('newbie');
    expect(await update(token, { enterprise: { website: 'http://www.ruifeng.example' } })).toEqual({
      code: 4000,
      message: '企业官网须为 https:// 开头的网址',
      data: { field: 'enterprise.website' },
    });
    expect(db.enterprises['2004']).not.toHaveProperty('website');
  });

  it('refuses a credit code another enterprise uses', async () => {
    const { access_token: token } = createSessionFor('newbie');
    const taken = db.enterprises['2001']?.unifiedSocialCreditCode;
    expect(await update(token, { enterprise: { unifiedSocialCreditCode: taken } })).toEqual({
      code: 4000,
      message: '该统一社会信用代码已被其他企业使用',
      data: { field: 'enterprise.unifiedSocialCreditCode' },
    });
  });

  it('changes the mobile number with a change_mobile code sent to the new number', async () => {
    const { access_token: token } = createSessionFor('newbie');
    expect(await update(token, { mobile: NEW_MOBILE, smsCode: '000000' })).toMatchObject({
      code: 4000,
      data: { field: 'smsCode' },
    });
    const smsCode = await smsCodeFor(NEW_MOBILE, 'change_mobile');
    const reply = await update(token, { mobile: NEW_MOBILE, smsCode });
    expect(reply.data?.member.mobile).toBe(NEW_MOBILE);
    expect((await login(NEW_MOBILE, 'Trade2026')).code).toBe(200);
  });

  it('refuses a mobile number that another member uses', async () => {
    const { access_token: token } = createSessionFor('newbie');
    expect(await update(token, { mobile: '13800000001', smsCode: '123456' })).toMatchObject({
      code: 4000,
      message: '该手机号已注册',
      data: { field: 'mobile' },
    });
  });

  it('gives 4098 without a token', async () => {
    expect((await update('', { nickname: 'x' })).code).toBe(4098);
  });
});
