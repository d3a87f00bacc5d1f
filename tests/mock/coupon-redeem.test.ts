import { groupCouponCode } from '@/contract/coupon/code';
import { CouponApi } from '@/contract/coupon/paths';
import { advanceClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { DEMO_COUPONS } from '@mock/scenarios/coupons';

import { activeTemplate, check, claimedCode, mine, redeem, usable } from './coupon-helpers';
import { call } from './helpers';
import { DAY, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

const FOREIGN = {
  code: 4003,
  message: 'This code is not one of your company’s coupons: it cannot be checked or redeemed here.',
  data: null,
};

describe(`GET ${CouponApi.check}`, () => {
  it('shows the issuer its coupon: terms, status and the owner’s enterprise only', async () => {
    const reply = await check(DEMO_COUPONS.unused);
    expect(reply.data).toEqual({
      code: DEMO_COUPONS.unused,
      templateId: '7001',
      name: '新客立减 USD 100',
      kind: 'cash',
      currency: 'USD',
      faceValue: '100',
      threshold: '1000',
      owner: {
        enterpriseId: '2001',
        name: '宁波海联进出口有限公司',
        nameEn: 'Ningbo Hailian Import & Export Co., Ltd.',
      },
      status: 'unused',
      validFrom: '2025-12-21T00:00:00+08:00',
      validTo: '2026-03-11T23:59:59+08:00',
    });
  });

  it('reads a code typed in groups, in lower case, or scanned as an address', async () => {
    for (const typed of [
      groupCouponCode(DEMO_COUPONS.unused).toLowerCase(),
      ` ${DEMO_COUPONS.unused.slice(0, 6)} ${DEMO_COUPONS.unused.slice(6)} `,
      `https://example.com/coupon/couponVerification?code=${DEMO_COUPONS.unused}`,
    ]) {
      expect((await check(typed)).data?.code).toBe(DEMO_COUPONS.unused);
    }
  });

  it.each([
    ['', 'Coupon code is required.'],
    ['ABCD-EFGH', 'Coupon code must be 12 characters long.'],
    ['ABCDEFGHJKL1', 'Coupon code contains characters a coupon code never has.'],
  ])('refuses %j with 4000 naming the code', async (code, message) => {
    expect(await check(code, 'forwarder', 'en-US')).toEqual({
      code: 4000,
      message,
      data: { field: 'code' },
    });
  });

  it('answers 4004 for a code nobody has', async () => {
    expect(await check('ABCDEFGHJKMN', 'forwarder', 'en-US')).toEqual({
      code: 4004,
      message: 'No coupon has this code.',
      data: { field: 'code' },
    });
  });

  it('answers 4003 for another issuer’s code, the same words whatever the code holds', async () => {
    const consolidators = await claimedCode((await activeTemplate({}, 'consolidator')).id);
    for (const code of [DEMO_COUPONS.unused, DEMO_COUPONS.used, DEMO_COUPONS.expired]) {
      expect(await check(code, 'consolidator', 'en-US')).toEqual(FOREIGN);
      expect(await redeem(code, 'consolidator', 'en-US')).toEqual(FOREIGN);
    }
    expect(await check(consolidators, 'forwarder', 'en-US')).toEqual(FOREIGN);
    expect(db.coupons[DEMO_COUPONS.unused]?.status).toBe('unused');
  });

  it('is for freight forwarders and consolidators', async () => {
    expect((await check(DEMO_COUPONS.unused, 'shipper')).code).toBe(4003);
    const visitor = await call('GET', CouponApi.check, { query: { code: DEMO_COUPONS.unused } });
    expect(visitor.code).toBe(4098);
  });
});

describe(`POST ${CouponApi.redeem}`, () => {
  it('redeems an unused coupon once, by the issuer’s member', async () => {
    advanceClock(90 * 60_000);
    const reply = await redeem(groupCouponCode(DEMO_COUPONS.unused));
    expect(reply.data).toMatchObject({
      code: DEMO_COUPONS.unused,
      status: 'used',
      usedAt: '2026-01-10T11:30:00+08:00',
      redeemedByIssuer: true,
      redeemedBy: '李明轩',
    });
    expect(reply.data?.orderNo).toBeUndefined();
    const held = (await mine('used')).data?.records.find((row) => row.code === DEMO_COUPONS.unused);
    expect(held).toMatchObject({ redeemedByIssuer: true, usedAt: '2026-01-10T11:30:00+08:00' });
    expect(held).not.toHaveProperty('redeemedBy');
    // Redeemed offline, it no longer takes money off an order.
    const orderNo = db.tenders['5005']?.orderNo ?? '';
    const codes = ((await usable(orderNo)).data ?? []).map((row) => row.code);
    expect(codes).not.toContain(DEMO_COUPONS.unused);
  });

  it('answers a second redeem with 4009 saying when and by whom', async () => {
    await redeem(DEMO_COUPONS.unused);
    advanceClock(DAY);
    expect(await redeem(DEMO_COUPONS.unused, 'forwarder', 'en-US')).toEqual({
      code: 4009,
      message:
        'This coupon was already used: redeemed by 李明轩 (Shanghai Yuanhang International Freight Forwarding Co., Ltd.) on 2026-01-10 10:00.',
      data: null,
    });
    expect((await redeem(DEMO_COUPONS.unused)).message).toBe(
      '该优惠券已于 2026-01-10 10:00 由上海远航国际货运代理有限公司 李明轩核销',
    );
    expect(db.coupons[DEMO_COUPONS.unused]?.usedAt).toBe(Date.UTC(2026, 0, 10, 2, 0));
  });

  it('says which order used a coupon paid with', async () => {
    const used = db.coupons[DEMO_COUPONS.used];
    expect(await redeem(DEMO_COUPONS.used, 'forwarder', 'en-US')).toEqual({
      code: 4009,
      message: `This coupon was already used on 2026-01-05 10:12, on order ${used?.orderNo}.`,
      data: null,
    });
    expect((await redeem(DEMO_COUPONS.redeemed, 'forwarder', 'en-US')).message).toBe(
      'This coupon was already used: redeemed by 李明轩 (Shanghai Yuanhang International Freight Forwarding Co., Ltd.) on 2026-01-07 15:30.',
    );
  });

  it('refuses a reserved coupon, an expired one and one not valid yet (4009)', async () => {
    expect(await redeem(DEMO_COUPONS.reserved, 'forwarder', 'en-US')).toEqual({
      code: 4009,
      message: 'This coupon is reserved for an unpaid order and cannot be redeemed.',
      data: null,
    });
    expect(db.coupons[DEMO_COUPONS.reserved]?.status).toBe('reserved');
    expect(await redeem(DEMO_COUPONS.expired, 'forwarder', 'en-US')).toEqual({
      code: 4009,
      message: 'This coupon expired on 2025-12-31 23:59 and cannot be redeemed.',
      data: null,
    });
    const later = await claimedCode(
      (await activeTemplate({ validFrom: '2026-02-01', validTo: '2026-02-28' })).id,
    );
    expect((await redeem(later, 'forwarder', 'en-US')).message).toBe(
      'This coupon can only be used from 2026-02-01 00:00: it cannot be redeemed yet.',
    );
    expect((await check(DEMO_COUPONS.expired)).data?.status).toBe('expired');
  });

  it('refuses the same codes as check', async () => {
    expect((await redeem('ABCDEFGHJKMN')).code).toBe(4004);
    expect((await redeem('bad')).code).toBe(4000);
    expect(
      (
        await call('POST', CouponApi.redeem, {
          body: { code: DEMO_COUPONS.unused },
          token: tokenOf('shipper'),
        })
      ).code,
    ).toBe(4003);
  });
});
