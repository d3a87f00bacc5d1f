import { payableAfter } from '@/contract/coupon/discount';
import { DevtoolsApi } from '@/contract/devtools/paths';
import type { MockInspectResult } from '@/contract/devtools/types';
import type { Page } from '@/contract/http';
import { MemberApi } from '@/contract/member/paths';
import type { MemberCenter } from '@/contract/member/types';
import { OrderApi } from '@/contract/order/paths';
import type { Order, Payment } from '@/contract/order/types';
import { advanceClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { DEMO_COUPONS } from '@mock/scenarios/coupons';
import { DEMO_TENDERS } from '@mock/scenarios/trade';

import { call } from './helpers';
import { tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

const MINUTE = 60_000;
const unpaidNo = () => db.tenders[DEMO_TENDERS.awardedUnpaid]?.orderNo ?? '';
const paidNo = () => db.tenders[DEMO_TENDERS.awardedPaid]?.orderNo ?? '';

const detail = (orderNo: string, token = tokenOf('shipper')) =>
  call<Order>('GET', OrderApi.detail, { query: { orderNo }, token });
const pay = (body: Record<string, unknown>, token = tokenOf('shipper'), lang?: 'en-US') =>
  call<Payment>('POST', OrderApi.pay, {
    body: { orderNo: unpaidNo(), method: 'wechat', ...body },
    token,
    ...(lang ? { lang } : {}),
  });
const succeeded = (orderNo: string) =>
  Object.values(db.payments).filter((row) => row.orderNo === orderNo && row.status === 'succeeded');

describe(`GET ${OrderApi.detail}`, () => {
  it('shows the payer the locked amount and lines of the awarded bid', async () => {
    const order = db.orders[unpaidNo()];
    const bid = db.bids[order?.bidId ?? ''];
    const reply = await detail(unpaidNo());
    expect(reply.data).toMatchObject({
      orderNo: unpaidNo(),
      source: { kind: 'tender', tenderId: DEMO_TENDERS.awardedUnpaid, bidId: bid?.id },
      payer: { enterpriseId: '2001' },
      payee: { enterpriseId: '2002' },
      amount: bid?.total,
      currency: 'USD',
      status: 'unpaid',
      role: 'payer',
      createdAt: '2026-01-10T09:58:00+08:00',
      expiresAt: '2026-01-10T10:28:00+08:00',
      // The seed reserved the demo shipper's 5 % coupon (at most USD 300) for this order.
      coupon: { code: DEMO_COUPONS.reserved, discount: '300.00' },
      discount: '300.00',
      payable: payableAfter(bid?.total ?? '', '300.00'),
    });
    expect(reply.data?.lines.map((line) => line.item)).toEqual(['40HQ', 'BAF', 'THC', 'DOC']);
    expect(reply.data?.payment).toBeUndefined();
  });

  it('shows the payee its side, and nobody else', async () => {
    expect((await detail(unpaidNo(), tokenOf('forwarder'))).data?.role).toBe('payee');
    expect(await detail(unpaidNo(), tokenOf('consolidator'))).toMatchObject({ code: 4003 });
    expect(await detail('O20260101-9999')).toMatchObject({ code: 4004 });
    expect((await call('GET', OrderApi.detail, { query: { orderNo: unpaidNo() } })).code).toBe(
      4098,
    );
  });

  it('cancels an unpaid order 30 minutes after it was created, when read', async () => {
    advanceClock(28 * MINUTE - 1);
    expect((await detail(unpaidNo())).data?.status).toBe('unpaid');
    advanceClock(1);
    expect((await detail(unpaidNo())).data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'timeout',
      cancelledAt: '2026-01-10T10:28:00+08:00',
    });
  });
});

describe(`POST ${OrderApi.pay}`, () => {
  it('starts a pending payment with a QR code that succeeds after paymentSeconds', async () => {
    const started = await pay({ requestId: 'r1' });
    expect(started.data).toMatchObject({
      paymentNo: expect.stringMatching(/^P20260110-\d{6}$/) as string,
      method: 'wechat',
      status: 'pending',
      amount: (await detail(unpaidNo())).data?.payable,
      qrContent: expect.stringContaining('weixin://') as string,
    });
    advanceClock(5000 - 1);
    expect((await detail(unpaidNo())).data).toMatchObject({
      status: 'unpaid',
      payment: { status: 'pending' },
    });
    advanceClock(1);
    expect((await detail(unpaidNo())).data).toMatchObject({
      status: 'paid',
      paidAt: '2026-01-10T10:00:05+08:00',
      payment: { status: 'succeeded', paidAt: '2026-01-10T10:00:05+08:00' },
    });
    expect((await detail(unpaidNo(), tokenOf('forwarder'))).data).toMatchObject({
      status: 'paid',
    });
    expect((await detail(unpaidNo(), tokenOf('forwarder'))).data?.payment).toBeUndefined();
  });

  it('gives bank-transfer details instead of a QR code', async () => {
    const reply = await pay({ method: 'bank_transfer', requestId: 'b1' });
    expect(reply.data?.qrContent).toBeUndefined();
    expect(reply.data?.bankAccount).toMatchObject({
      accountName: '上海远航国际货运代理有限公司',
      reference: unpaidNo(),
    });
  });

  it('returns the same payment for the same requestId and for the same method', async () => {
    const first = await pay({ requestId: 'r1' });
    const again = await pay({ requestId: 'r1' });
    const sameMethod = await pay({ requestId: 'r2' });
    expect(again.data?.paymentNo).toBe(first.data?.paymentNo);
    expect(sameMethod.data?.paymentNo).toBe(first.data?.paymentNo);
    expect(Object.values(db.payments).filter((row) => row.orderNo === unpaidNo())).toHaveLength(1);
  });

  it('closes the pending payment when another method is chosen', async () => {
    const wechat = await pay({ requestId: 'r1' });
    const alipay = await pay({ method: 'alipay', requestId: 'r2' });
    expect(alipay.data?.paymentNo).not.toBe(wechat.data?.paymentNo);
    expect(db.payments[wechat.data?.paymentNo ?? '']?.status).toBe('closed');
    expect((await detail(unpaidNo())).data?.payment).toMatchObject({
      paymentNo: alipay.data?.paymentNo,
      method: 'alipay',
      qrContent: expect.stringContaining('alipay') as string,
    });
  });

  it('never charges an order twice', async () => {
    await pay({ requestId: 'r1' });
    advanceClock(2000);
    await pay({ method: 'alipay', requestId: 'r2' });
    advanceClock(2000);
    await pay({ method: 'bank_transfer', requestId: 'r3' });
    advanceClock(60_000);
    expect((await detail(unpaidNo())).data?.status).toBe('paid');
    expect(succeeded(unpaidNo())).toHaveLength(1);
    expect(succeeded(unpaidNo())[0]?.method).toBe('bank_transfer');
    // Retried clicks get their own (closed or succeeded) payment back; a new click is refused.
    expect((await pay({ requestId: 'r1' })).data?.status).toBe('closed');
    expect((await pay({ method: 'bank_transfer', requestId: 'r3' })).data?.status).toBe(
      'succeeded',
    );
    expect(await pay({ method: 'alipay', requestId: 'r4' }, undefined, 'en-US')).toEqual({
      code: 4009,
      message: 'This order has already been paid.',
      data: null,
    });
    expect(
      await call('POST', DevtoolsApi.payment, { body: { orderNo: unpaidNo() } }),
    ).toMatchObject({ code: 4009 });
    expect(succeeded(unpaidNo())).toHaveLength(1);
  });

  it('does not charge when the order expires before the gateway answers', async () => {
    advanceClock(28 * MINUTE - 2000);
    await pay({ requestId: 'late' });
    advanceClock(10_000);
    expect((await detail(unpaidNo())).data).toMatchObject({
      status: 'cancelled',
      payment: { status: 'closed' },
    });
    expect(succeeded(unpaidNo())).toHaveLength(0);
  });

  it('refuses paying a paid order and a cancelled one (4009)', async () => {
    const paid = await pay({ orderNo: paidNo(), requestId: 'p1' });
    expect(paid).toMatchObject({ code: 4009 });
    await call('POST', OrderApi.cancel, {
      body: { orderNo: unpaidNo() },
      token: tokenOf('shipper'),
    });
    expect(await pay({ requestId: 'c1' }, undefined, 'en-US')).toEqual({
      code: 4009,
      message: 'This order has been cancelled and cannot be paid.',
      data: null,
    });
  });

  it.each([
    [{ method: 'cash', requestId: 'x' }, 'method'],
    [{ method: undefined, requestId: 'x' }, 'method'],
    [{ requestId: '' }, 'requestId'],
    [{ requestId: 'x'.repeat(65) }, 'requestId'],
  ])('refuses %j with 4000 naming %s', async (body, field) => {
    expect(await pay(body)).toMatchObject({ code: 4000, data: { field } });
  });

  it('is for the payer only', async () => {
    expect(await pay({ requestId: 'x' }, tokenOf('forwarder'), 'en-US')).toEqual({
      code: 4003,
      message: 'Only the payer can do this.',
      data: null,
    });
    expect(await pay({ requestId: 'x' }, tokenOf('consolidator'))).toMatchObject({ code: 4003 });
  });
});

describe('payment simulation settings', () => {
  it('with paymentSeconds 0 a payment waits for the devtools confirmation', async () => {
    const config = await call('POST', DevtoolsApi.config, { body: { paymentSeconds: 0 } });
    expect(config.code).toBe(200);
    const started = await pay({ requestId: 'r1' });
    const inspect = await call<MockInspectResult>('GET', DevtoolsApi.inspect);
    expect(inspect.data?.pendingPayments).toEqual([
      {
        orderNo: unpaidNo(),
        paymentNo: started.data?.paymentNo,
        method: 'wechat',
        amount: started.data?.amount,
        currency: 'USD',
        createdAt: '2026-01-10T10:00:00+08:00',
      },
    ]);
    advanceClock(10 * MINUTE);
    expect((await detail(unpaidNo())).data?.status).toBe('unpaid');
    const confirmed = await call<Payment>('POST', DevtoolsApi.payment, {
      body: { orderNo: unpaidNo() },
    });
    expect(confirmed.data).toMatchObject({
      paymentNo: started.data?.paymentNo,
      status: 'succeeded',
      paidAt: '2026-01-10T10:10:00+08:00',
    });
    expect((await detail(unpaidNo())).data?.status).toBe('paid');
  });

  it('refuses to confirm when nothing is pending (4009) or the order is unknown (4004)', async () => {
    expect(
      await call('POST', DevtoolsApi.payment, { body: { orderNo: unpaidNo() } }),
    ).toMatchObject({ code: 4009 });
    expect(await call('POST', DevtoolsApi.payment, { body: { orderNo: 'nope' } })).toMatchObject({
      code: 4004,
    });
    expect(await call('POST', DevtoolsApi.config, { body: { paymentSeconds: -1 } })).toMatchObject({
      code: 4000,
      data: { field: 'paymentSeconds' },
    });
  });
});

describe(`POST ${OrderApi.cancel}`, () => {
  const cancel = (orderNo: string, token = tokenOf('shipper')) =>
    call<Order>('POST', OrderApi.cancel, { body: { orderNo }, token });

  it('lets the payer cancel an unpaid order, closing its pending payment', async () => {
    const started = await pay({ requestId: 'r1' });
    const reply = await cancel(unpaidNo());
    expect(reply.data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payer',
      cancelledAt: '2026-01-10T10:00:00+08:00',
    });
    expect(db.payments[started.data?.paymentNo ?? '']?.status).toBe('closed');
    advanceClock(60_000);
    expect(succeeded(unpaidNo())).toHaveLength(0);
  });

  it('refuses the payee (4003) and an order that is not unpaid (4009)', async () => {
    expect(await cancel(unpaidNo(), tokenOf('forwarder'))).toMatchObject({ code: 4003 });
    expect(await cancel(paidNo())).toMatchObject({ code: 4009 });
    await cancel(unpaidNo());
    expect(await cancel(unpaidNo())).toMatchObject({ code: 4009 });
  });
});

describe(`GET ${OrderApi.mine}`, () => {
  const mine = (query: Record<string, string | number>, token = tokenOf('forwarder')) =>
    call<Page<Order>>('GET', OrderApi.mine, { query: { size: 1000, ...query }, token });

  it('lists the member’s orders on both sides, newest first, by role and status', async () => {
    const all = (await mine({})).data?.records ?? [];
    expect(all.map((order) => order.orderNo)).toContain(unpaidNo());
    expect(all.every((order) => order.role === 'payee')).toBe(true);
    const shipper = (await mine({}, tokenOf('shipper'))).data?.records ?? [];
    expect(shipper.every((order) => order.role === 'payer')).toBe(true);
    const statuses = new Set(shipper.map((order) => order.status));
    expect(statuses.has('unpaid') && statuses.has('paid')).toBe(true);
    const times = all.map((order) => order.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const payer = await mine({ role: 'payer' });
    expect(payer.data?.total).toBe(0);
    const paid = (await mine({ status: 'paid' })).data?.records ?? [];
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((order) => order.status === 'paid')).toBe(true);
    expect(await mine({ role: 'buyer' })).toMatchObject({ code: 4000, data: { field: 'role' } });
  });
});

describe(`POST ${MemberApi.memCenter}`, () => {
  it('counts the member’s tenders, bids and orders', async () => {
    const counts = async (kind: 'shipper' | 'forwarder') =>
      (await call<MemberCenter>('POST', MemberApi.memCenter, { token: tokenOf(kind) })).data
        ?.counts;
    const rows = Object.values(db.tenders).filter((row) => row.issuerId === '1001').length;
    const orders = Object.values(db.orders).filter((row) => row.payerId === '1001').length;
    expect(await counts('shipper')).toMatchObject({ tenders: rows, bids: 0, orders });
    const bids = Object.values(db.bids).filter((row) => row.bidderId === '1002').length;
    expect(await counts('forwarder')).toMatchObject({ tenders: 0, bids });
  });
});
