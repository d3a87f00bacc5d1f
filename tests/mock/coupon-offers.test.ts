import type { PartyRef } from '@/contract/common/trade';
import { CouponApi } from '@/contract/coupon/paths';
import type { CouponOffer } from '@/contract/coupon/types';
import { advanceClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { DEMO_TEMPLATES } from '@mock/scenarios/coupons';

import {
  activeTemplate,
  apply,
  buy,
  cancel,
  changeTemplate,
  claim,
  claimedCode,
  mine,
  offers,
  orderOf,
  pay,
  redeem,
  usable,
} from './coupon-helpers';
import { call } from './helpers';
import { DAY, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

const MINUTE = 60_000;
const ids = (rows: CouponOffer[] | undefined) => (rows ?? []).map((row) => row.id);
const couponsOf = (templateId: string) =>
  Object.values(db.coupons).filter((row) => row.templateId === templateId);

describe(`GET ${CouponApi.collectable} and ${CouponApi.forSale}`, () => {
  it('offers active free templates with stock left, with what the reader holds', async () => {
    const reply = await offers('collectable');
    const rows = reply.data?.records ?? [];
    expect(ids(rows)).toEqual(
      expect.arrayContaining([DEMO_TEMPLATES.forwarderCash, DEMO_TEMPLATES.consolidatorCash]),
    );
    for (const hidden of [
      DEMO_TEMPLATES.forwarderSold,
      DEMO_TEMPLATES.forwarderPaused,
      DEMO_TEMPLATES.forwarderDraft,
      DEMO_TEMPLATES.forwarderEnded,
      DEMO_TEMPLATES.forwarderSoldOut,
    ]) {
      expect(ids(rows)).not.toContain(hidden);
    }
    expect(rows.every((row) => row.price === '0' && row.status === 'active')).toBe(true);
    expect(rows.every((row) => row.remaining > 0)).toBe(true);
    expect(rows.find((row) => row.id === DEMO_TEMPLATES.forwarderCash)).toMatchObject({
      issuer: { enterpriseId: '2002' },
      kind: 'cash',
      currency: 'USD',
      faceValue: '100',
      threshold: '1000',
      perUserLimit: 2,
      taken: 1,
      validityKind: 'range',
      validFrom: '2025-12-21',
      validTo: '2026-03-11',
    });
    expect(new Set(rows.map((row) => row.issuer.enterpriseId)).size).toBeGreaterThanOrEqual(4);
  });

  it('filters by issuer and currency, and pages', async () => {
    const forwarder = (await offers('collectable', { issuerId: '2002' })).data?.records ?? [];
    expect(forwarder.length).toBeGreaterThan(1);
    expect(forwarder.every((row) => row.issuer.enterpriseId === '2002')).toBe(true);
    const cny = (await offers('collectable', { currency: 'CNY' })).data?.records ?? [];
    expect(cny.length).toBeGreaterThan(0);
    expect(cny.every((row) => row.currency === 'CNY')).toBe(true);
    const paged = await offers('collectable', { size: 2, current: 2 });
    expect(paged.data).toMatchObject({ current: 2, size: 2 });
    expect(paged.data?.records).toHaveLength(2);
    expect(await offers('collectable', { currency: 'EUR' })).toMatchObject({
      code: 4000,
      data: { field: 'currency' },
    });
    expect((await call('GET', CouponApi.collectable)).code).toBe(4098);
  });

  it('sells active priced templates on the market', async () => {
    const rows = (await offers('forSale')).data?.records ?? [];
    expect(ids(rows)).toContain(DEMO_TEMPLATES.forwarderSold);
    expect(ids(rows)).toContain(DEMO_TEMPLATES.consolidatorSold);
    expect(ids(rows)).not.toContain(DEMO_TEMPLATES.consolidatorPaused);
    expect(ids(rows)).not.toContain(DEMO_TEMPLATES.forwarderCash);
    expect(rows.find((row) => row.id === DEMO_TEMPLATES.forwarderSold)).toMatchObject({
      price: '150',
      taken: 2,
    });
  });

  it('lists the issuers with free or sold coupons on offer', async () => {
    const issuers = async (offer: string) =>
      call<PartyRef[]>('GET', CouponApi.issuers, { query: { offer }, token: tokenOf('shipper') });
    const free = (await issuers('free')).data ?? [];
    const sold = (await issuers('sold')).data ?? [];
    expect(free.map((row) => row.enterpriseId)).toEqual(
      expect.arrayContaining(['2002', '2003', '2201', '2204']),
    );
    expect(sold.map((row) => row.enterpriseId)).toEqual(
      expect.arrayContaining(['2002', '2003', '2201', '2202']),
    );
    expect(sold.map((row) => row.enterpriseId)).not.toContain('2204');
    expect(free[0]).toMatchObject({ name: expect.any(String) as string });
    expect(await issuers('all')).toMatchObject({ code: 4000, data: { field: 'offer' } });
  });
});

describe(`POST ${CouponApi.claim}`, () => {
  it('issues one coupon valid over the template’s China days; the stock goes down', async () => {
    const template = await activeTemplate({ validFrom: '2026-01-12', validTo: '2026-01-31' });
    const reply = await claim(template.id);
    expect(reply.data).toMatchObject({
      code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{12}$/) as string,
      templateId: template.id,
      name: template.name,
      issuer: { enterpriseId: '2002' },
      status: 'unused',
      source: 'claimed',
      claimedAt: '2026-01-10T10:00:00+08:00',
      validFrom: '2026-01-12T00:00:00+08:00',
      validTo: '2026-01-31T23:59:59+08:00',
      kind: 'cash',
      faceValue: '100',
    });
    const offer = (await offers('collectable', { issuerId: '2002' })).data?.records.find(
      (row) => row.id === template.id,
    );
    expect(offer).toMatchObject({ remaining: 9, taken: 1 });
  });

  it('makes a "N days" coupon valid from the claim to the same moment N days later', async () => {
    const template = await activeTemplate({ validityKind: 'days', validDays: 7 });
    advanceClock(90 * MINUTE);
    expect((await claim(template.id)).data).toMatchObject({
      validFrom: '2026-01-10T11:30:00+08:00',
      validTo: '2026-01-17T11:30:00+08:00',
    });
  });

  it('keeps to the per-member limit, counting coupons already used', async () => {
    const template = await activeTemplate({ perUserLimit: 2 });
    const first = await claimedCode(template.id);
    expect((await redeem(first)).code).toBe(200);
    await claimedCode(template.id);
    expect(await claim(template.id, 'shipper', 'en-US')).toEqual({
      code: 4009,
      message:
        'You already have 2 of this coupon (orders to pay included), the most one member may hold.',
      data: null,
    });
    expect((await claim(template.id, 'newbie')).code).toBe(200);
  });

  it('says when the coupon has run out', async () => {
    const template = await activeTemplate({ totalQuantity: 1, perUserLimit: 1 });
    await claimedCode(template.id, 'newbie');
    expect(await claim(template.id, 'shipper', 'en-US')).toEqual({
      code: 4009,
      message: 'This coupon has run out.',
      data: null,
    });
    expect((await claim(template.id, 'shipper')).message).toBe('该优惠券已被领完');
  });

  it('gives the last coupon to one of two members claiming it at the same moment', async () => {
    const template = await activeTemplate({ totalQuantity: 1, perUserLimit: 1 });
    const replies = await Promise.all([
      claim(template.id, 'shipper'),
      claim(template.id, 'newbie'),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 4009]);
    expect(couponsOf(template.id)).toHaveLength(1);
  });

  it('says when the issuer paused or ended it', async () => {
    const template = await activeTemplate();
    await changeTemplate(template.id, 'pause');
    expect((await claim(template.id, 'shipper', 'en-US')).message).toBe(
      'The issuer has paused this coupon: it cannot be collected or bought for now.',
    );
    await changeTemplate(template.id, 'end');
    expect(await claim(template.id, 'shipper', 'en-US')).toEqual({
      code: 4009,
      message: 'This coupon is no longer offered.',
      data: null,
    });
    expect(couponsOf(template.id)).toHaveLength(0);
  });

  it('refuses a date range that is over, a draft, a sold one, the issuer’s own and nothing', async () => {
    const short = await activeTemplate({ validFrom: '2026-01-10', validTo: '2026-01-10' });
    advanceClock(DAY);
    expect(await claim(short.id, 'shipper', 'en-US')).toMatchObject({
      code: 4009,
      message: 'This coupon’s validity is over: it can no longer be collected or bought.',
    });
    expect((await claim(DEMO_TEMPLATES.forwarderDraft)).code).toBe(4004);
    expect((await claim('999999')).code).toBe(4004);
    expect(await claim(DEMO_TEMPLATES.forwarderSold, 'shipper', 'en-US')).toMatchObject({
      code: 4009,
      message: 'This coupon is sold on the coupon market: it cannot be collected for free.',
    });
    expect((await claim(DEMO_TEMPLATES.forwarderCash, 'forwarder')).code).toBe(4003);
    expect(await claim('', 'shipper')).toMatchObject({ code: 4000, data: { field: 'templateId' } });
  });
});

describe(`POST ${CouponApi.buy}`, () => {
  it('creates an unpaid order of price × quantity to the issuer, holding the stock', async () => {
    const template = await activeTemplate({ price: '49.90', totalQuantity: 20, perUserLimit: 5 });
    const reply = await buy(template.id, 3, 'click-1');
    expect(reply.data).toMatchObject({
      orderNo: expect.stringMatching(/^O20260110-\d{4}$/) as string,
      source: {
        kind: 'coupon',
        templateId: template.id,
        name: template.name,
        quantity: 3,
        unitPrice: '49.90',
      },
      payer: { enterpriseId: '2001' },
      payee: { enterpriseId: '2002' },
      amount: '149.70',
      currency: 'USD',
      lines: [],
      discount: '0',
      payable: '149.70',
      status: 'unpaid',
      role: 'payer',
      expiresAt: '2026-01-10T10:30:00+08:00',
    });
    expect(couponsOf(template.id)).toHaveLength(0);
    const offer = (await offers('forSale', { issuerId: '2002' })).data?.records.find(
      (row) => row.id === template.id,
    );
    expect(offer).toMatchObject({ remaining: 17, taken: 3 });
  });

  it('gives the same order for the same requestId', async () => {
    const template = await activeTemplate({ price: '10', perUserLimit: 5 });
    const first = await buy(template.id, 2, 'same');
    const again = await buy(template.id, 2, 'same');
    expect(again.data?.orderNo).toBe(first.data?.orderNo);
    expect(
      Object.values(db.orders).filter((row) => row.pack?.templateId === template.id),
    ).toHaveLength(1);
  });

  it('keeps to the per-member limit, counting unpaid orders', async () => {
    const template = await activeTemplate({ price: '10', perUserLimit: 3 });
    await buy(template.id, 2, 'a');
    expect(await buy(template.id, 2, 'b', 'shipper', 'en-US')).toEqual({
      code: 4000,
      message: 'Number of coupons must be between 1 and 1.',
      data: { field: 'quantity' },
    });
    await buy(template.id, 1, 'c');
    expect(await buy(template.id, 1, 'd', 'shipper', 'en-US')).toMatchObject({
      code: 4009,
      message:
        'You already have 3 of this coupon (orders to pay included), the most one member may hold.',
    });
  });

  it.each([
    [0, 'quantity'],
    [1.5, 'quantity'],
    ['2', 'quantity'],
  ])('refuses quantity %j with 4000', async (quantity, field) => {
    const template = await activeTemplate({ price: '10', perUserLimit: 3 });
    expect(await buy(template.id, quantity, 'q')).toMatchObject({ code: 4000, data: { field } });
  });

  it('refuses more than the stock left, a free template and a missing requestId', async () => {
    const template = await activeTemplate({ price: '10', totalQuantity: 3, perUserLimit: 3 });
    await buy(template.id, 2, 'newbie-1', 'newbie');
    expect(await buy(template.id, 2, 'x', 'shipper', 'en-US')).toEqual({
      code: 4009,
      message: 'Only 1 left of this coupon.',
      data: null,
    });
    expect((await buy(DEMO_TEMPLATES.forwarderCash, 1, 'y', 'shipper', 'en-US')).message).toBe(
      'This coupon is free: collect it in the collection centre.',
    );
    expect(await buy(template.id, 1, '')).toMatchObject({
      code: 4000,
      data: { field: 'requestId' },
    });
  });

  it('sells the last coupons to one of two members buying them at the same moment', async () => {
    const template = await activeTemplate({ price: '10', totalQuantity: 2, perUserLimit: 2 });
    const replies = await Promise.all([
      buy(template.id, 2, 'a', 'shipper'),
      buy(template.id, 2, 'b', 'newbie'),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 4009]);
    expect(
      Object.values(db.orders).filter((row) => row.pack?.templateId === template.id),
    ).toHaveLength(1);
  });

  it('issues the coupons only when the order is paid; a pack takes no coupon', async () => {
    const template = await activeTemplate({
      price: '25',
      perUserLimit: 5,
      validityKind: 'days',
      validDays: 30,
    });
    const orderNo = (await buy(template.id, 2, 'p')).data?.orderNo ?? '';
    expect(await usable(orderNo)).toMatchObject({ code: 200, data: [] });
    expect(await apply(orderNo, null, 'shipper', 'en-US')).toMatchObject({
      code: 4009,
      message: 'Coupons cannot be used to pay for coupons.',
    });
    const started = await pay(orderNo, 'alipay', 'pay-1');
    expect(started.data).toMatchObject({ amount: '50.00', status: 'pending' });
    expect(couponsOf(template.id)).toHaveLength(0);
    advanceClock(5000);
    expect((await orderOf(orderNo)).data?.status).toBe('paid');
    const bought = (await mine('unused')).data?.records.filter(
      (row) => row.templateId === template.id,
    );
    expect(bought).toHaveLength(2);
    expect(bought?.[0]).toMatchObject({
      source: 'bought',
      claimedAt: '2026-01-10T10:00:05+08:00',
      validTo: '2026-02-09T10:00:05+08:00',
    });
    expect(couponsOf(template.id).every((row) => row.packOrderNo === orderNo)).toBe(true);
    // Reading again issues nothing more.
    await orderOf(orderNo);
    expect(couponsOf(template.id)).toHaveLength(2);
  });

  it('returns the stock of a purchase cancelled after the stock ran out: another member can buy', async () => {
    const template = await activeTemplate({ price: '10', totalQuantity: 2, perUserLimit: 2 });
    const orderNo = (await buy(template.id, 2, 'all')).data?.orderNo ?? '';
    expect(await buy(template.id, 1, 'late', 'newbie', 'en-US')).toMatchObject({
      code: 4009,
      message: 'This coupon has run out.',
    });
    expect(ids((await offers('forSale', {}, 'newbie')).data?.records)).not.toContain(template.id);
    expect((await cancel(orderNo)).data?.status).toBe('cancelled');
    const offer = (await offers('forSale', {}, 'newbie')).data?.records.find(
      (row) => row.id === template.id,
    );
    expect(offer).toMatchObject({ remaining: 2, taken: 0 });
    const second = await buy(template.id, 2, 'late-2', 'newbie');
    expect(second.data).toMatchObject({ status: 'unpaid', amount: '20.00' });
    expect(couponsOf(template.id)).toHaveLength(0);
  });

  it('returns the stock when the unpaid order expires after 30 minutes', async () => {
    const template = await activeTemplate({ price: '10', totalQuantity: 2, perUserLimit: 2 });
    const orderNo = (await buy(template.id, 2, 'all')).data?.orderNo ?? '';
    advanceClock(30 * MINUTE);
    expect((await orderOf(orderNo)).data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'timeout',
    });
    expect((await buy(template.id, 2, 'again', 'newbie')).code).toBe(200);
    // The new order holds the stock in turn.
    const offer = (await offers('forSale', {}, 'shipper')).data?.records.find(
      (row) => row.id === template.id,
    );
    expect(offer).toBeUndefined();
    expect((await buy(template.id, 1, 'third')).code).toBe(4009);
  });
});
