import { SessionApi } from '@/contract/auth/paths';
import { DevtoolsApi } from '@/contract/devtools/paths';
import type { MockCertifyResult, MockInspectResult } from '@/contract/devtools/types';
import { MemberApi } from '@/contract/member/paths';
import type { Member, MemberInfo } from '@/contract/member/types';
import { advanceClock, resetClock } from '@mock/core/clock';
import { createSeedDb } from '@mock/core/seed';
import {
  CERT_REVIEW_MS,
  reviewCertification,
  settleCertification,
  submitCertification,
} from '@mock/domains/member/certification';
import { createSessionFor } from '@mock/testing';

import { T0, call, freezeClock } from './helpers';

const LICENCE = '/mock-oss/licence.png';

describe('certification rules', () => {
  const newbie = () => {
    const store = createSeedDb([0, 0]);
    const enterprise = store.enterprises['2004'];
    if (!enterprise) throw new Error('seed changed');
    return { store, enterprise };
  };

  it('needs every certification field, naming the first missing one', () => {
    const { enterprise } = newbie();
    expect(submitCertification(enterprise, T0)).toMatchObject({
      code: 4000,
      field: 'enterprise.businessLicence',
      messageId: 'cert.missing',
    });
    enterprise.businessLicence = LICENCE;
    enterprise.address = '';
    expect(submitCertification(enterprise, T0)).toMatchObject({ field: 'enterprise.address' });
  });

  it('approves a pending enterprise once the review time has passed', () => {
    const { enterprise } = newbie();
    enterprise.businessLicence = LICENCE;
    expect(submitCertification(enterprise, T0).ok).toBe(true);
    settleCertification(enterprise, T0 + CERT_REVIEW_MS - 1);
    expect(enterprise.certStatus).toBe('pending');
    settleCertification(enterprise, T0 + CERT_REVIEW_MS);
    expect(enterprise.certStatus).toBe('approved');
  });

  it.each(['青岛驳回测试有限公司', 'Reject Test Ltd'])('rejects %s with a reason', (name) => {
    const { enterprise } = newbie();
    Object.assign(enterprise, { businessLicence: LICENCE, name });
    submitCertification(enterprise, T0);
    settleCertification(enterprise, T0 + CERT_REVIEW_MS);
    expect(enterprise).toMatchObject({
      certStatus: 'rejected',
      certRejectReasonId: 'cert.autoReject',
    });
  });

  it('refuses to submit while pending or once approved', () => {
    const { store, enterprise } = newbie();
    enterprise.businessLicence = LICENCE;
    submitCertification(enterprise, T0);
    expect(submitCertification(enterprise, T0)).toMatchObject({
      code: 4009,
      messageId: 'cert.pending',
    });
    const approved = store.enterprises['2001'];
    expect(approved && submitCertification(approved, T0)).toMatchObject({
      code: 4009,
      messageId: 'cert.approved',
    });
  });

  it('lets a reviewer decide only pending enterprises', () => {
    const { store, enterprise } = newbie();
    const review = (decision: 'approve' | 'reject', reason?: string) =>
      reviewCertification(
        store,
        { enterpriseId: '2004', decision, ...(reason ? { reason } : {}) },
        T0,
      );
    expect(review('approve')).toMatchObject({ code: 4009, messageId: 'cert.notPending' });
    enterprise.businessLicence = LICENCE;
    submitCertification(enterprise, T0);
    expect(review('reject', '执照模糊')).toMatchObject({
      ok: true,
      value: { certStatus: 'rejected', certRejectReason: '执照模糊' },
    });
    expect(
      reviewCertification(store, { enterpriseId: '9', decision: 'approve' }, T0),
    ).toMatchObject({
      code: 4004,
    });
  });
});

describe('certification over HTTP', () => {
  beforeEach(() => freezeClock());
  afterEach(() => resetClock());

  const update = (token: string, body: unknown, lang?: 'en-US') =>
    call<MemberInfo>('POST', MemberApi.updateMemberInfo, {
      token,
      body,
      ...(lang ? { lang } : {}),
    });

  it('goes pending on submit, then approved when read 8 seconds later', async () => {
    const { access_token: token } = createSessionFor('newbie');
    const submitted = await update(token, {
      enterprise: { businessLicence: LICENCE },
      submitCertification: true,
    });
    expect(submitted.data?.enterprise).toMatchObject({
      certStatus: 'pending',
      certSubmittedAt: '2026-01-10T10:00:00+08:00',
    });
    advanceClock(CERT_REVIEW_MS);
    const user = await call<Member>('GET', SessionApi.currentUser, { token });
    expect(user.data?.certStatus).toBe('approved');
  });

  it('leaves a certification to the reviewer when the review delay is 0, listing it on inspect', async () => {
    await call('POST', DevtoolsApi.config, { body: { certReviewSeconds: 0 } });
    const { access_token: token } = createSessionFor('newbie');
    await update(token, { enterprise: { businessLicence: LICENCE }, submitCertification: true });
    advanceClock(3_600_000);

    const inspect = await call<MockInspectResult>('GET', DevtoolsApi.inspect);
    expect(inspect.data?.pendingCertifications).toEqual([
      {
        enterpriseId: '2004',
        name: expect.any(String) as string,
        mobile: '13800000004',
        submittedAt: '2026-01-10T10:00:00+08:00',
      },
    ]);
    await call('POST', DevtoolsApi.certify, {
      body: { mobile: '13800000004', decision: 'reject', reason: '执照模糊' },
    });
    const info = await call<MemberInfo>('POST', MemberApi.queryMemInfo, { token });
    expect(info.data?.enterprise).toMatchObject({
      certStatus: 'rejected',
      certRejectReason: '执照模糊',
    });
    const after = await call<MockInspectResult>('GET', DevtoolsApi.inspect);
    expect(after.data?.pendingCertifications).toEqual([]);
  });

  it('refuses a negative review delay, naming it', async () => {
    expect(
      await call('POST', DevtoolsApi.config, { body: { certReviewSeconds: -1 }, lang: 'en-US' }),
    ).toMatchObject({ code: 4000, data: { field: 'certReviewSeconds' } });
  });

  it('rejects an enterprise whose name asks for it, with the reason in the request language', async () => {
    const { access_token: token } = createSessionFor('newbie');
    await update(token, {
      enterprise: { name: '青岛驳回测试有限公司', businessLicence: LICENCE },
      submitCertification: true,
    });
    advanceClock(CERT_REVIEW_MS);
    const zh = await call<MemberInfo>('POST', MemberApi.queryMemInfo, { token });
    expect(zh.data?.enterprise).toMatchObject({
      certStatus: 'rejected',
      certRejectReason: '营业执照信息与企业名称不一致，请核对后重新提交',
    });
    const en = await call<MemberInfo>('POST', MemberApi.queryMemInfo, { token, lang: 'en-US' });
    expect(en.data?.enterprise.certRejectReason).toBe(
      'The business licence does not match the company name. Please check and submit again.',
    );
  });

  it('names the first missing field when submitting an incomplete enterprise', async () => {
    const { access_token: token } = createSessionFor('newbie');
    expect(await update(token, { submitCertification: true }, 'en-US')).toEqual({
      code: 4000,
      message: 'Fill in business licence before submitting certification.',
      data: { field: 'enterprise.businessLicence' },
    });
  });

  it('freezes the checked fields while pending (4009) but not the others', async () => {
    const { access_token: token } = createSessionFor('newbie');
    await update(token, { enterprise: { businessLicence: LICENCE }, submitCertification: true });
    expect(await update(token, { enterprise: { name: '新名字有限公司' } })).toEqual({
      code: 4009,
      message: '企业认证审核中，暂不能修改企业名称、统一社会信用代码和营业执照',
      data: null,
    });
    expect((await update(token, { enterprise: { intro: '新的简介' } })).code).toBe(200);
    expect((await update(token, { submitCertification: true })).code).toBe(4009);
  });

  it('asks an approved enterprise to certify again after its name changes', async () => {
    const { access_token: token } = createSessionFor('shipper');
    const reply = await update(token, { enterprise: { name: '宁波海联国际贸易有限公司' } });
    expect(reply.data?.enterprise.certStatus).toBe('none');
    expect(reply.data?.member.enterpriseName).toBe('宁波海联国际贸易有限公司');
  });

  it('lets the devtools certify call approve or reject a pending enterprise', async () => {
    const { access_token: token } = createSessionFor('newbie');
    await update(token, { enterprise: { businessLicence: LICENCE }, submitCertification: true });
    const rejected = await call<MockCertifyResult>('POST', DevtoolsApi.certify, {
      body: { mobile: '13800000004', decision: 'reject', reason: '营业执照不清晰' },
    });
    expect(rejected.data).toMatchObject({
      id: '2004',
      certStatus: 'rejected',
      certRejectReason: '营业执照不清晰',
    });
    await update(token, { submitCertification: true });
    const approved = await call<MockCertifyResult>('POST', DevtoolsApi.certify, {
      body: { enterpriseId: '2004', decision: 'approve' },
    });
    expect(approved.data?.certStatus).toBe('approved');
  });

  it('gives 4009, 4004 and 4000 from the certify call', async () => {
    const certify = (body: unknown) => call('POST', DevtoolsApi.certify, { body, lang: 'en-US' });
    expect(await certify({ enterpriseId: '2001', decision: 'approve' })).toEqual({
      code: 4009,
      message: 'This enterprise has no certification awaiting review.',
      data: null,
    });
    expect(await certify({ enterpriseId: '9999', decision: 'approve' })).toEqual({
      code: 4004,
      message: 'Enterprise was not found.',
      data: { field: 'enterpriseId' },
    });
    expect(await certify({ enterpriseId: '2004', decision: 'maybe' })).toMatchObject({
      code: 4000,
      data: { field: 'decision' },
    });
    expect(await certify({ decision: 'approve' })).toMatchObject({
      code: 4000,
      data: { field: 'enterpriseId' },
    });
  });
});
