import { CouponApi } from '@/contract/coupon/paths';
import type { CouponRedemption } from '@/contract/coupon/types';
import { advanceClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import {
  byNewestUse,
  counterDiscountCents,
  matchesRedemption,
  redemptionWay,
} from '@mock/domains/coupon/redemptions';
import { DEMO_COUPONS, DEMO_TEMPLATES } from '@mock/scenarios/coupons';
import { DEMO_TENDERS } from '@mock/scenarios/trade';

import {
  activeTemplate,
  claimedCode,
  freightOrder,
  apply,
  orderOf,
  pay,
  redeem,
  redemptions,
} from './coupon-helpers';
import { call, T0 } from './helpers';
import { DAY, HOUR, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

const records = async (query: Record<string, string | number> = {}, kind?: 'consolidator') =>
  (await redemptions(query, kind)).data?.records ?? [];
const find = (rows: CouponRedemption[], code: string) => rows.find((row) => row.code === code);
const paidNo = () => db.tenders[DEMO_TENDERS.awardedPaid]?.orderNo ?? '';
const unpaidNo = () => db.tenders[DEMO_TENDERS.awardedUnpaid]?.orderNo ?? '';
const times = (rows: CouponRedemption[]) => rows.map((row) => Date.parse(row.usedAt));

describe(`GET ${CouponApi.redemptions}`, () => {
  it('lists the forwarder’s seeded redemptions of both ways, with terms, holder and discount', async () => {
    const rows = await records();
    expect(new Set(rows.map((row) => row.way))).toEqual(new Set(['order', 'counter']));
    expect(find(rows, DEMO_COUPONS.used)).toEqual({
      code: DEMO_COUPONS.used,
      templateId: DEMO_TEMPLATES.forwarderPaused,
      name: expect.any(String),
      kind: 'cash',
      currency: 'USD',
      faceValue: '50',
      threshold: expect.any(String),
      holder: expect.objectContaining({ name: '宁波海联进出口有限公司' }),
      way: 'order',
      orderNo: paidNo(),
      discount: '50.00',
      usedAt: expect.stringMatching(/\+08:00$/),
    });
    expect(find(rows, DEMO_COUPONS.redeemed)).toMatchObject({
      way: 'counter',
      discount: '50.00',
      usedAt: '2026-01-07T15:30:00+08:00',
    });
    expect(find(rows, DEMO_COUPONS.redeemed)).not.toHaveProperty('orderNo');
  });

  it('says nothing of the discount of a percentage coupon redeemed at the counter, never 0', async () => {
    const template = await activeTemplate({
      kind: 'discount',
      percent: 15,
      cap: '300',
      faceValue: undefined,
    });
    const code = await claimedCode(template.id);
    advanceClock(HOUR);
    expect((await redeem(code)).code).toBe(200);
    const row = find(await records(), code);
    expect(row).toMatchObject({ way: 'counter', kind: 'discount', percent: 15, cap: '300' });
    expect(row).not.toHaveProperty('discount');
    // Every percentage coupon redeemed at the counter reads the same; a cash one gives its face.
    const counter = await records({ way: 'counter' });
    expect(counter.filter((other) => other.kind === 'discount' && other.discount)).toEqual([]);
    expect(
      counter.filter(
        (other) => other.kind === 'cash' && other.discount !== Number(other.faceValue).toFixed(2),
      ),
    ).toEqual([]);
  });

  it('gives the order’s discount for a coupon paid on an order (percentage, capped)', async () => {
    await pay(unpaidNo(), 'alipay', 'p1');
    advanceClock(5000);
    const order = (await orderOf(unpaidNo())).data;
    expect(order?.status).toBe('paid');
    const row = find(await records(), DEMO_COUPONS.reserved);
    expect(row).toMatchObject({
      way: 'order',
      kind: 'discount',
      orderNo: unpaidNo(),
      discount: order?.coupon?.discount,
      currency: 'USD',
      usedAt: '2026-01-10T10:00:05+08:00',
    });
    expect(row?.discount).toBe('300.00');
  });

  it('lists newest first and pages without overlap', async () => {
    const all = await records();
    expect(all.length).toBeGreaterThan(4);
    const sorted = [...times(all)].sort((a, b) => b - a);
    expect(times(all)).toEqual(sorted);
    const first = await redemptions({ size: 2, current: 1 });
    const second = await redemptions({ size: 2, current: 2 });
    expect(first.data).toMatchObject({ total: all.length, current: 1, size: 2 });
    expect(second.data?.records.map((row) => row.code)).toEqual(
      all.slice(2, 4).map((row) => row.code),
    );
  });

  it('shows a fresh redemption at the top', async () => {
    const template = await activeTemplate();
    const code = await claimedCode(template.id);
    advanceClock(HOUR);
    await redeem(code);
    const [top] = await records();
    expect(top).toMatchObject({
      code,
      name: template.name,
      way: 'counter',
      discount: '100.00',
      usedAt: '2026-01-10T11:00:00+08:00',
    });
  });

  it('filters by way, template and China days (both included)', async () => {
    const all = await records();
    const orders = await records({ way: 'order' });
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((row) => row.way === 'order')).toBe(true);
    const counter = await records({ way: 'counter' });
    expect(orders.length + counter.length).toBe(all.length);

    const ofTemplate = await records({ templateId: DEMO_TEMPLATES.forwarderPaused });
    expect(ofTemplate.map((row) => row.code).sort()).toEqual(
      all
        .filter((row) => row.templateId === DEMO_TEMPLATES.forwarderPaused)
        .map((row) => row.code)
        .sort(),
    );
    expect(ofTemplate.map((row) => row.code)).toEqual(
      expect.arrayContaining([DEMO_COUPONS.used, DEMO_COUPONS.redeemed]),
    );

    // The demo redemption at 15:30 China time on 7 January, and the edges of that day.
    const day = await records({ from: '2026-01-07', to: '2026-01-07' });
    expect(day.map((row) => row.code)).toContain(DEMO_COUPONS.redeemed);
    expect(day.every((row) => row.usedAt.startsWith('2026-01-07'))).toBe(true);
    const after = await records({ from: '2026-01-08' });
    expect(after.every((row) => row.usedAt.slice(0, 10) >= '2026-01-08')).toBe(true);
    expect(after.map((row) => row.code)).not.toContain(DEMO_COUPONS.redeemed);
    const before = await records({ to: '2026-01-06', way: 'counter' });
    expect(before.every((row) => row.usedAt.slice(0, 10) <= '2026-01-06')).toBe(true);
    expect(before.every((row) => row.way === 'counter')).toBe(true);
  });

  it.each([
    [{ way: 'offline' }, 'way', 'Way of use is not valid.'],
    [{ from: '2026-02-30' }, 'from', 'First day is not valid.'],
    [{ to: '7 Jan' }, 'to', 'Last day is not valid.'],
    [
      { from: '2026-01-08', to: '2026-01-07' },
      'to',
      'The last day cannot be before the first day.',
    ],
  ])('refuses %j with 4000 naming %s', async (query, field, message) => {
    expect(await redemptions(query, 'forwarder', 'en-US')).toEqual({
      code: 4000,
      message,
      data: { field },
    });
  });

  it('is the issuer’s own: another issuer sees none of them and may not name their template', async () => {
    const mine = await records();
    const theirs = await records({}, 'consolidator');
    const codes = new Set(mine.map((row) => row.code));
    expect(theirs.some((row) => codes.has(row.code))).toBe(false);
    for (const row of theirs) {
      expect(db.couponTemplates[row.templateId]?.enterpriseId).toBe(
        db.members['1003']?.enterpriseId,
      );
    }
    const foreign = await redemptions({ templateId: DEMO_TEMPLATES.forwarderCash }, 'consolidator');
    expect(foreign.code).toBe(4003);
    expect((await redemptions({ templateId: '999999' })).code).toBe(4004);
  });

  it('is for freight forwarders and consolidators', async () => {
    expect((await redemptions({}, 'shipper')).code).toBe(4003);
    expect((await call('GET', CouponApi.redemptions)).code).toBe(4098);
  });

  it('leaves out coupons reserved, unused or expired', async () => {
    const codes = (await records()).map((row) => row.code);
    for (const code of [DEMO_COUPONS.unused, DEMO_COUPONS.reserved, DEMO_COUPONS.expired]) {
      expect(codes).not.toContain(code);
    }
    // Reserved for a new order, not yet paid: still not a redemption.
    const template = await activeTemplate();
    const code = await claimedCode(template.id);
    const order = await freightOrder();
    await apply(order.orderNo, code);
    expect((await records()).map((row) => row.code)).not.toContain(code);
  });
});

describe('redemption rules', () => {
  const used = { status: 'used', usedAt: T0 } as const;
  it('tells the way from the coupon: an order, or none (the counter)', () => {
    expect(redemptionWay({ ...used, orderNo: 'O1' } as never)).toBe('order');
    expect(redemptionWay(used as never)).toBe('counter');
    expect(redemptionWay({ status: 'reserved', orderNo: 'O1' } as never)).toBeUndefined();
    expect(redemptionWay({ status: 'unused' } as never)).toBeUndefined();
  });

  it('knows a cash coupon’s discount at the counter, not a percentage one’s', () => {
    expect(counterDiscountCents({ kind: 'cash', faceValue: '100.5' } as never)).toBe(10050);
    expect(counterDiscountCents({ kind: 'discount', percent: 5, cap: '300' } as never)).toBe(
      undefined,
    );
  });

  it('matches China days whole: 23:59 on the last day is in, 00:00 the next is out', () => {
    const lastMinute = Date.parse('2026-01-07T23:59:00+08:00');
    const row = { templateId: '7001', way: 'counter' as const, usedAt: lastMinute };
    expect(matchesRedemption({ from: '2026-01-07', to: '2026-01-07' }, row)).toBe(true);
    expect(matchesRedemption({ to: '2026-01-06' }, row)).toBe(false);
    expect(matchesRedemption({ from: '2026-01-08' }, { ...row, usedAt: lastMinute + 60_000 })).toBe(
      true,
    );
    expect(matchesRedemption({ way: 'order' }, row)).toBe(false);
    expect(matchesRedemption({ templateId: '7002' }, row)).toBe(false);
  });

  it('orders newest first, the same instant by code', () => {
    const at = (code: string, usedAt: number) => ({ coupon: { code, usedAt } }) as never;
    const rows = [at('B', T0), at('A', T0), at('C', T0 + DAY)].sort(byNewestUse);
    expect(rows.map((row: { coupon: { code: string } }) => row.coupon.code)).toEqual([
      'C',
      'A',
      'B',
    ]);
  });
});
