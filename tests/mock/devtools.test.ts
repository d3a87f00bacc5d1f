import { SessionApi } from '@/contract/auth/paths';
import { DevtoolsApi } from '@/contract/devtools/paths';
import type { MockInspectResult, MockSettings } from '@/contract/devtools/types';
import { MemberApi } from '@/contract/member/paths';
import { resetClock } from '@mock/core/clock';
import { createSeedDb } from '@mock/core/seed';
import { db } from '@mock/core/store';
import { applySettings } from '@mock/domains/devtools/settings';
import { DIRECTORY_SIZE } from '@mock/domains/directory/seed';
import { SEEDED_BIDDERS, SEEDED_SHIPPERS } from '@mock/scenarios/trade';
import { createSessionFor } from '@mock/testing';

import { call, freezeClock, login, passCaptcha } from './helpers';

beforeEach(() => freezeClock());
afterEach(() => resetClock());

describe('settings rule', () => {
  it('takes token lifetimes and latency as a pair or one number', () => {
    const store = createSeedDb([0, 0]);
    expect(applySettings(store, { accessTokenTtl: 30, latencyMs: 50 })).toEqual({
      ok: true,
      value: {
        accessTokenTtl: 30,
        refreshTokenTtl: 2592000,
        latencyMs: [50, 50],
        certReviewSeconds: 8,
        paymentSeconds: 5,
      },
    });
    expect(applySettings(store, { latencyMs: [10, 20] }).ok).toBe(true);
    expect(store.settings.latencyMs).toEqual([10, 20]);
  });

  it.each([
    [{ accessTokenTtl: 0 }, 'accessTokenTtl'],
    [{ refreshTokenTtl: 1.5 }, 'refreshTokenTtl'],
    [{ accessTokenTtl: '60' }, 'accessTokenTtl'],
    [{ latencyMs: [300, 100] }, 'latencyMs'],
    [{ latencyMs: [-1, 100] }, 'latencyMs'],
    [{ latencyMs: [0, 100, 200] }, 'latencyMs'],
    [{ certReviewSeconds: -1 }, 'certReviewSeconds'],
    [{ certReviewSeconds: 2.5 }, 'certReviewSeconds'],
    [{ paymentSeconds: 3601 }, 'paymentSeconds'],
  ])('refuses %j and changes nothing', (body, field) => {
    const store = createSeedDb([0, 0]);
    const before = structuredClone(store.settings);
    expect(applySettings(store, { latencyMs: 5, ...body })).toMatchObject({ code: 4000, field });
    expect(store.settings).toEqual(before);
  });
});

describe(`GET ${DevtoolsApi.inspect}`, () => {
  it('shows the last captcha answer, the last SMS code, counts and settings', async () => {
    const empty = await call<MockInspectResult>('GET', DevtoolsApi.inspect);
    expect(empty.data).toEqual({
      counts: {
        members: 4 + SEEDED_SHIPPERS + SEEDED_BIDDERS + DIRECTORY_SIZE,
        enterprises: 4 + SEEDED_SHIPPERS + SEEDED_BIDDERS + DIRECTORY_SIZE,
        captchas: 0,
        smsCodes: 0,
        smsSends: 0,
        tickets: 0,
        accessTokens: 0,
        refreshTokens: 0,
        // The demo licences, and the files of the demo shipments' documents.
        uploads:
          3 +
          Object.values(db.shipments).flatMap((row) =>
            row.documents.flatMap((document) => document.versions),
          ).length,
        tenders: Object.keys(db.tenders).length,
        bids: Object.keys(db.bids).length,
        orders: Object.keys(db.orders).length,
        payments: Object.keys(db.payments).length,
        listings: Object.keys(db.listings).length,
        listingPrices: db.listingPrices.length,
        pastListings: Object.keys(db.pastListings).length,
        news: 100,
        notifications: Object.keys(db.notifications).length,
        notificationKeys: Object.keys(db.notificationKeys).length,
        notificationOutbox: Object.keys(db.notificationOutbox).length,
        notificationPreferences: Object.keys(db.notificationPreferences).length,
        favourites: Object.keys(db.favourites).length,
        couponTemplates: Object.keys(db.couponTemplates).length,
        coupons: Object.keys(db.coupons).length,
        shipments: Object.keys(db.shipments).length,
        invoiceTitles: 6,
        invoiceApplications: Object.keys(db.invoiceApplications).length,
        provinces: 34,
        countries: 249,
        dicts: 26,
        dictItems: expect.any(Number) as number,
        ports: expect.any(Number) as number,
      },
      pendingCertifications: [],
      pendingPayments: [],
      // The demo shipper's seeded application to the demo forwarder.
      pendingInvoices: [
        expect.objectContaining({
          payer: '宁波海联进出口有限公司',
          payee: '上海远航国际货运代理有限公司',
        }) as unknown,
      ],
      settings: {
        accessTokenTtl: 7200,
        refreshTokenTtl: 2592000,
        latencyMs: [0, 0],
        certReviewSeconds: 8,
        paymentSeconds: 5,
      },
    });
    await call('POST', MemberApi.getSmsCode, {
      body: { mobile: '13912345678', scene: 'register', ...(await passCaptcha()) },
    });
    const captcha = await passCaptcha();
    const reply = await call<MockInspectResult>('GET', DevtoolsApi.inspect);
    expect(reply.data?.lastCaptcha).toEqual({
      captchaKey: captcha.captchaKey,
      answer: captcha.captchaCode,
      issuedAt: '2026-01-10T10:00:00+08:00',
    });
    expect(reply.data?.lastSms).toMatchObject({
      mobile: '13912345678',
      scene: 'register',
      sentAt: '2026-01-10T10:00:00+08:00',
    });
    expect(reply.data?.lastSms?.code).toMatch(/^\d{6}$/);
  });
});

describe(`POST ${DevtoolsApi.config}`, () => {
  it('returns the new settings, used for tokens issued afterwards', async () => {
    const reply = await call<MockSettings>('POST', DevtoolsApi.config, {
      body: { accessTokenTtl: 120, refreshTokenTtl: 600 },
    });
    expect(reply.data).toEqual({
      accessTokenTtl: 120,
      refreshTokenTtl: 600,
      latencyMs: [0, 0],
      certReviewSeconds: 8,
      paymentSeconds: 5,
    });
    const tokens = await login('shipper', 'Trade2026');
    expect(tokens.result).toMatchObject({ expires_in: 120, refresh_expires_in: 600 });
  });

  it('names the refused setting', async () => {
    expect(
      await call('POST', DevtoolsApi.config, { body: { accessTokenTtl: -5 }, lang: 'en-US' }),
    ).toEqual({
      code: 4000,
      message: 'Access-token lifetime must be between 1 and 31536000.',
      data: { field: 'accessTokenTtl' },
    });
  });
});

describe(`POST ${DevtoolsApi.account}`, () => {
  const account = {
    userType: 2,
    mobile: '13912345678',
    password: 'Fresh2026x',
    companyName: '测试货代',
  };

  it('makes an account that logs in, without sending an SMS code', async () => {
    const made = await call<{ memberId: string }>('POST', DevtoolsApi.account, { body: account });

    expect(made.code).toBe(200);
    expect(db.members[made.data?.memberId ?? '']).toMatchObject({ mobile: account.mobile });
    expect(db.smsSends.filter((send) => send.mobile === account.mobile)).toHaveLength(0);
    expect((await login(account.mobile, account.password)).result?.access_token).toBeTruthy();
  });

  it('checks the fields as register does', async () => {
    const taken = await call('POST', DevtoolsApi.account, {
      body: { ...account, mobile: '13800000001' },
    });
    expect(taken).toMatchObject({ code: 4000, data: { field: 'mobile' } });
  });
});

describe(`POST ${DevtoolsApi.reset}`, () => {
  it('restores the seed: sessions end and changes are gone', async () => {
    const session = createSessionFor('shipper');
    await call('POST', MemberApi.updateMemberInfo, {
      token: session.access_token,
      body: { nickname: '临时昵称' },
    });
    expect((await call('POST', DevtoolsApi.reset)).code).toBe(200);
    expect((await call('GET', SessionApi.currentUser, { token: session.access_token })).code).toBe(
      4098,
    );
    const again = createSessionFor('shipper');
    expect(again.member.nickname).toBe('陈海峰');
  });
});
