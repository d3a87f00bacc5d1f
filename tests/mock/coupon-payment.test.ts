import { bestCoupon } from '@/contract/coupon/eligibility';
import { CouponApi } from '@/contract/coupon/paths';
import { advanceClock } from '@mock/core/clock';
import { resetDb, db } from '@mock/core/store';
import { DEMO_COUPONS } from '@mock/scenarios/coupons';
import { DEMO_TENDERS } from '@mock/scenarios/trade';

import {
  activeTemplate,
  apply,
  cancel,
  claimedCode,
  counts,
  freightOrder,
  mine,
  orderOf,
  pay,
  usable,
} from './coupon-helpers';
import { call, freezeClock } from './helpers';
import { tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

const MINUTE = 60_000;
const unpaidNo = () => db.tenders[DEMO_TENDERS.awardedUnpaid]?.orderNo ?? '';
const paidNo = () => db.tenders[DEMO_TENDERS.awardedPaid]?.orderNo ?? '';
const codes = (rows: { code: string }[] | undefined) => (rows ?? []).map((row) => row.code);

/**
 * 23:50 China time: a coupon valid until the end of today, reserved for a new USD 5,960.00 order
 * (100 off), runs out in ten minutes.
 */
async function reservedUntilMidnight() {
  freezeClock(Date.UTC(2026, 0, 10, 15, 50));
  resetDb();
  const template = await activeTemplate({ validFrom: '2026-01-10', validTo: '2026-01-10' });
  const code = await claimedCode(template.id);
  const order = await freightOrder();
  await apply(order.orderNo, code);
  return { template, code, order };
}

describe(`GET ${CouponApi.usable}`, () => {
  it('lists the payer’s usable coupons for the order, best first, with their discount', async () => {
    const order = db.orders[unpaidNo()];
    const reply = await usable(unpaidNo());
    const rows = reply.data ?? [];
    // USD 7,445.00 paid to the demo forwarder: 5 % capped at 300 beats 200 and 100 off.
    expect(order?.amount).toBe('7445.00');
    expect(rows[0]).toMatchObject({
      code: DEMO_COUPONS.reserved,
      status: 'reserved',
      orderNo: unpaidNo(),
      discount: '300.00',
    });
    expect(rows.map((row) => row.discount)).toEqual(['300.00', '200.00', '200.00', '100.00']);
    expect(codes(rows)).toContain(DEMO_COUPONS.unused);
    for (const hidden of [DEMO_COUPONS.used, DEMO_COUPONS.redeemed, DEMO_COUPONS.expired]) {
      expect(codes(rows)).not.toContain(hidden);
    }
    expect(rows.every((row) => row.issuer.enterpriseId === '2002' && row.currency === 'USD')).toBe(
      true,
    );
    // The shared choice of the payment page picks the first one.
    const forOrder = rows.map((row) => ({ ...row, issuerEnterpriseId: row.issuer.enterpriseId }));
    expect(bestCoupon(forOrder, order?.amount ?? '')?.code).toBe(rows[0]?.code);
  });

  it('is for the payer of an unpaid order', async () => {
    expect((await usable(unpaidNo(), 'forwarder')).code).toBe(4003);
    expect((await usable(unpaidNo(), 'consolidator')).code).toBe(4003);
    expect(await usable(paidNo(), 'shipper')).toMatchObject({ code: 4009 });
    expect((await usable('O20990101-0001')).code).toBe(4004);
    expect(await usable('')).toMatchObject({ code: 4000, data: { field: 'orderNo' } });
  });
});

describe(`POST ${CouponApi.apply}`, () => {
  it('reserves the chosen coupon and releases the one chosen before', async () => {
    const reply = await apply(unpaidNo(), DEMO_COUPONS.unused.toLowerCase());
    expect(reply.data).toMatchObject({
      coupon: { code: DEMO_COUPONS.unused, name: '新客立减 USD 100', discount: '100.00' },
      discount: '100.00',
      payable: '7345.00',
    });
    expect(db.coupons[DEMO_COUPONS.unused]).toMatchObject({
      status: 'reserved',
      orderNo: unpaidNo(),
    });
    expect(db.coupons[DEMO_COUPONS.reserved]?.status).toBe('unused');
    expect(db.coupons[DEMO_COUPONS.reserved]?.orderNo).toBeUndefined();
    const reserved = (await mine('reserved')).data?.records ?? [];
    expect(codes(reserved)).toEqual([DEMO_COUPONS.unused]);
    expect(reserved[0]?.orderNo).toBe(unpaidNo());
  });

  it('pays without a coupon when asked (code null), and remembers it', async () => {
    const reply = await apply(unpaidNo(), null);
    expect(reply.data).toMatchObject({
      discount: '0',
      payable: '7445.00',
      couponDeclined: true,
    });
    expect(reply.data?.coupon).toBeUndefined();
    expect(db.coupons[DEMO_COUPONS.reserved]?.status).toBe('unused');
    // Choosing one again clears the choice to pay without.
    const again = await apply(unpaidNo(), DEMO_COUPONS.reserved);
    expect(again.data?.couponDeclined).toBeUndefined();
    expect(again.data?.payable).toBe('7145.00');
  });

  it('closes a payment under way: the amount changed', async () => {
    const started = await pay(unpaidNo(), 'wechat', 'r1');
    expect(started.data?.amount).toBe('7145.00');
    await apply(unpaidNo(), DEMO_COUPONS.unused);
    expect(db.payments[started.data?.paymentNo ?? '']?.status).toBe('closed');
    const again = await pay(unpaidNo(), 'wechat', 'r2');
    expect(again.data).toMatchObject({ amount: '7345.00', status: 'pending' });
    expect(again.data?.paymentNo).not.toBe(started.data?.paymentNo);
  });

  it.each([
    ['an unknown code', 'ABCDEFGHJKMN', 4004, 'You have no coupon with this code.'],
    ['a code of the wrong length', 'ABC-123', 4000, 'Coupon code must be 12 characters long.'],
    [
      'a code with look-alikes',
      'ABCDEFGHIJK0',
      4000,
      'Coupon code contains characters a coupon code never has.',
    ],
    ['a used coupon', DEMO_COUPONS.used, 4009, 'This coupon has already been used.'],
    [
      'a coupon redeemed by the issuer',
      DEMO_COUPONS.redeemed,
      4009,
      'This coupon has already been used.',
    ],
    ['an expired coupon', DEMO_COUPONS.expired, 4009, 'This coupon has expired.'],
  ])('refuses %s', async (_label, code, status, message) => {
    const reply = await apply(unpaidNo(), code, 'shipper', 'en-US');
    expect(reply).toMatchObject({ code: status, message });
    expect(db.coupons[DEMO_COUPONS.reserved]).toMatchObject({
      status: 'reserved',
      orderNo: unpaidNo(),
    });
  });

  it('refuses a coupon reserved for another order, naming it', async () => {
    const order = await freightOrder();
    expect(await apply(order.orderNo, DEMO_COUPONS.reserved, 'shipper', 'en-US')).toEqual({
      code: 4009,
      message: `This coupon is reserved for order ${unpaidNo()}. Release it there first.`,
      data: null,
    });
  });

  it('refuses another issuer’s coupon, another currency, an unmet threshold, a coupon not valid yet', async () => {
    const order = await freightOrder();
    const consolidator = await claimedCode((await activeTemplate({}, 'consolidator')).id);
    expect((await apply(order.orderNo, consolidator, 'shipper', 'en-US')).message).toBe(
      'Only orders paid to Shenzhen Qianhai Consolidation Logistics Co., Ltd. can take this coupon.',
    );
    const cny = await claimedCode((await activeTemplate({ currency: 'CNY' })).id);
    expect((await apply(order.orderNo, cny, 'shipper', 'en-US')).message).toBe(
      'This coupon is only for orders in CNY.',
    );
    const big = await claimedCode(
      (await activeTemplate({ faceValue: '500', threshold: '10000' })).id,
    );
    expect((await apply(order.orderNo, big, 'shipper', 'en-US')).message).toBe(
      'This coupon needs an order of at least USD 10000.00.',
    );
    const later = await claimedCode(
      (await activeTemplate({ validFrom: '2026-01-20', validTo: '2026-02-20' })).id,
    );
    expect(await apply(order.orderNo, later, 'shipper', 'en-US')).toMatchObject({
      code: 4009,
      message: 'This coupon can only be used from 2026-01-20 00:00.',
    });
    expect((await apply(order.orderNo, later)).message).toBe(
      '该优惠券 2026-01-20 00:00 起才能使用',
    );
  });

  it('takes only the payer’s own coupons on the payer’s unpaid orders', async () => {
    const template = await activeTemplate();
    const newbies = await claimedCode(template.id, 'newbie');
    expect((await apply(unpaidNo(), newbies)).code).toBe(4004);
    expect((await apply(unpaidNo(), DEMO_COUPONS.unused, 'forwarder')).code).toBe(4003);
    expect(await apply(paidNo(), DEMO_COUPONS.unused, 'shipper', 'en-US')).toMatchObject({
      code: 4009,
      message: 'A coupon can only be chosen for an unpaid order.',
    });
  });
});

describe('paying with a coupon', () => {
  it('charges the payable and marks the coupon used on the order', async () => {
    const started = await pay(unpaidNo(), 'alipay', 'p1');
    expect(started.data).toMatchObject({ amount: '7145.00', currency: 'USD' });
    advanceClock(5000);
    const order = (await orderOf(unpaidNo())).data;
    expect(order).toMatchObject({
      status: 'paid',
      coupon: { code: DEMO_COUPONS.reserved, discount: '300.00' },
      payable: '7145.00',
    });
    expect((await orderOf(unpaidNo(), 'forwarder')).data?.payable).toBe('7145.00');
    const used = (await mine('used')).data?.records.find(
      (row) => row.code === DEMO_COUPONS.reserved,
    );
    expect(used).toMatchObject({ orderNo: unpaidNo(), usedAt: '2026-01-10T10:00:05+08:00' });
    expect(used?.redeemedByIssuer).toBeUndefined();
  });

  it('never lets two orders use one coupon, even when both are paid at the same moment', async () => {
    const template = await activeTemplate({ faceValue: '500', threshold: '1000' });
    const code = await claimedCode(template.id);
    const [first, second] = await Promise.all([freightOrder(), freightOrder()]);
    const both = [first.orderNo, second.orderNo];
    const applied = await Promise.all(both.map((orderNo) => apply(orderNo, code)));
    expect(applied.map((reply) => reply.code).sort()).toEqual([200, 4009]);
    const winner = applied[0]?.code === 200 ? first.orderNo : second.orderNo;
    const loser = winner === first.orderNo ? second.orderNo : first.orderNo;
    // Both paid at once, while the loser tries once more to take the coupon.
    const [paidWinner, paidLoser, stolen] = await Promise.all([
      pay(winner, 'wechat', 'w'),
      pay(loser, 'wechat', 'l'),
      apply(loser, code),
    ]);
    expect(stolen.code).toBe(4009);
    expect(paidWinner.data?.amount).toBe('5460.00');
    expect(paidLoser.data?.amount).toBe('5960.00');
    advanceClock(5000);
    const [winnerView, loserView] = await Promise.all([orderOf(winner), orderOf(loser)]);
    expect(winnerView.data).toMatchObject({ status: 'paid', coupon: { code }, payable: '5460.00' });
    expect(loserView.data).toMatchObject({ status: 'paid', discount: '0', payable: '5960.00' });
    expect(Object.values(db.orders).filter((row) => row.couponCode === code)).toHaveLength(1);
    expect(db.coupons[code]).toMatchObject({ status: 'used', orderNo: winner });
    expect((await apply(loser, code)).code).toBe(4009);
  });

  it('releases the coupon of an order that expires', async () => {
    const order = await freightOrder();
    await apply(order.orderNo, DEMO_COUPONS.unused);
    expect((await counts()).data).toMatchObject({ reserved: 2 });
    advanceClock(30 * MINUTE);
    const expired = (await orderOf(order.orderNo)).data;
    expect(expired).toMatchObject({ status: 'cancelled', cancelReason: 'timeout', discount: '0' });
    expect(expired?.coupon).toBeUndefined();
    expect(db.coupons[DEMO_COUPONS.unused]?.status).toBe('unused');
    expect(db.coupons[DEMO_COUPONS.unused]?.orderNo).toBeUndefined();
    // The demo order expired too (28 minutes after the seed): its coupon is back as well.
    expect(db.coupons[DEMO_COUPONS.reserved]?.status).toBe('unused');
    expect((await counts()).data).toMatchObject({ reserved: 0 });
    const next = await freightOrder();
    expect(codes((await usable(next.orderNo)).data)).toContain(DEMO_COUPONS.unused);
  });

  it('releases the coupon of an order the payer cancels', async () => {
    await cancel(unpaidNo());
    expect(db.coupons[DEMO_COUPONS.reserved]).toMatchObject({ status: 'unused' });
    expect(codes((await mine('unused')).data?.records)).toContain(DEMO_COUPONS.reserved);
  });

  it('checks the coupon again when the payment starts, releasing one that ran out', async () => {
    // 23:50 China time: a coupon valid until the end of today runs out in ten minutes.
    freezeClock(Date.UTC(2026, 0, 10, 15, 50));
    resetDb();
    const template = await activeTemplate({ validFrom: '2026-01-10', validTo: '2026-01-10' });
    const code = await claimedCode(template.id);
    const order = await freightOrder();
    expect((await apply(order.orderNo, code)).data?.payable).toBe('5860.00');
    advanceClock(15 * MINUTE);
    expect(await pay(order.orderNo, 'wechat', 'late', 'shipper', 'en-US')).toEqual({
      code: 4009,
      message: `The coupon ${code} is no longer valid and was removed from this order. Check the amount to pay and pay again.`,
      data: null,
    });
    expect((await orderOf(order.orderNo)).data).toMatchObject({
      discount: '0',
      payable: '5960.00',
    });
    expect(codes((await mine('expired')).data?.records)).toContain(code);
    expect((await pay(order.orderNo, 'wechat', 'again')).data?.amount).toBe('5960.00');
  });

  it('takes a reserved coupon that expired off the order as soon as the order is read, and says which', async () => {
    const { template, code, order } = await reservedUntilMidnight();
    advanceClock(15 * MINUTE);

    const read = (await orderOf(order.orderNo)).data;
    expect(read).toMatchObject({
      discount: '0',
      payable: '5960.00',
      lapsedCoupon: { code, name: template.name, expiredAt: '2026-01-10T23:59:59+08:00' },
    });
    expect(read?.coupon).toBeUndefined();
    const held = (await mine('expired')).data?.records.find((row) => row.code === code);
    expect(held).toMatchObject({ status: 'expired', lapsedOrderNo: order.orderNo });
    // What the page showed is what Pay charges.
    expect((await pay(order.orderNo, 'wechat', 'seen')).data?.amount).toBe('5960.00');
  });

  it('shows a coupon that expired on an unpaid order as expired with that order, before the order is read', async () => {
    const { code, order } = await reservedUntilMidnight();
    advanceClock(15 * MINUTE);

    const held = (await mine('expired')).data?.records.find((row) => row.code === code);
    expect(held).toMatchObject({ status: 'expired', lapsedOrderNo: order.orderNo });
    expect(codes((await mine('reserved')).data?.records)).not.toContain(code);
  });

  it('leaves the coupon on an order whose payment started while it was valid', async () => {
    const { code, order } = await reservedUntilMidnight();
    expect((await pay(order.orderNo, 'wechat', 'in-time')).data?.amount).toBe('5860.00');
    advanceClock(15 * MINUTE);

    const read = (await orderOf(order.orderNo)).data;
    expect(read).toMatchObject({ discount: '100.00', payable: '5860.00', coupon: { code } });
    expect(read?.lapsedCoupon).toBeUndefined();
  });

  it('completes a payable of 0 at once, without the gateway', async () => {
    const template = await activeTemplate({
      faceValue: '5960',
      threshold: '5960',
      perUserLimit: 1,
    });
    const code = await claimedCode(template.id);
    const order = await freightOrder();
    expect((await apply(order.orderNo, code)).data).toMatchObject({
      discount: '5960.00',
      payable: '0.00',
    });
    const reply = await pay(order.orderNo, 'none', 'free');
    expect(reply.data).toMatchObject({
      method: 'none',
      amount: '0.00',
      status: 'succeeded',
      paidAt: '2026-01-10T10:00:00+08:00',
    });
    expect(reply.data?.qrContent).toBeUndefined();
    expect(reply.data?.bankAccount).toBeUndefined();
    expect((await orderOf(order.orderNo)).data).toMatchObject({ status: 'paid' });
    expect(db.coupons[code]).toMatchObject({ status: 'used', orderNo: order.orderNo });
    expect((await pay(order.orderNo, 'none', 'free')).data?.paymentNo).toBe(reply.data?.paymentNo);
  });

  it('completes a payable of 0 whatever method is sent; refuses no gateway when money is due', async () => {
    const template = await activeTemplate({
      faceValue: '5960',
      threshold: '5960',
      perUserLimit: 1,
    });
    const code = await claimedCode(template.id);
    const order = await freightOrder();
    expect(await pay(order.orderNo, 'none', 'x', 'shipper', 'en-US')).toEqual({
      code: 4000,
      message: 'Payment method is not valid.',
      data: { field: 'method' },
    });
    await apply(order.orderNo, code);
    expect((await pay(order.orderNo, 'wechat', 'y')).data).toMatchObject({
      method: 'none',
      status: 'succeeded',
    });
    const inspect = await call<{ pendingPayments: unknown[] }>('GET', '/trading/mock/inspect');
    expect(inspect.data?.pendingPayments).toEqual([]);
  });
});
