import { BidApi } from '@/contract/bid/paths';
import type { Bid } from '@/contract/bid/types';
import { DevtoolsApi } from '@/contract/devtools/paths';
import { OrderApi } from '@/contract/order/paths';
import { TenderApi } from '@/contract/tender/paths';
import type { TenderAward, TenderDetail } from '@/contract/tender/types';
import { advanceClock } from '@mock/core/clock';
import { db } from '@mock/core/store';

import { cancel, freightOrder, pay } from './coupon-helpers';
import { call, dataOf } from './helpers';
import { inboxOf, memberIdOf, receiversOf, settledInbox } from './notification-helpers';
import {
  HOUR,
  bidBody,
  lclTenderBody,
  tenderBody,
  tokenOf,
  tradeClockPerTest,
} from './trade-helpers';

tradeClockPerTest();
beforeEach(() => settledInbox());

const MINUTE = 60_000;
const SHIPPER = () => memberIdOf('shipper');
const FORWARDER = () => memberIdOf('forwarder');
const CONSOLIDATOR = () => memberIdOf('consolidator');

async function newTender(body = lclTenderBody()): Promise<TenderDetail> {
  const reply = await call<TenderDetail>('POST', TenderApi.create, {
    body,
    token: tokenOf('shipper'),
  });
  return dataOf(reply, 'tender');
}

async function bidOn(tender: TenderDetail, who: 'forwarder' | 'consolidator'): Promise<Bid> {
  const reply = await call<Bid>('POST', BidApi.submit, {
    body: bidBody(tender),
    token: tokenOf(who),
  });
  return dataOf(reply, 'bid');
}

const enterpriseName = (who: 'shipper' | 'forwarder') =>
  db.enterprises[db.members[memberIdOf(who)]?.enterpriseId ?? '']?.name;

describe('a bid', () => {
  it('tells the issuer it arrived, with the bidder and the total, and nobody else', async () => {
    const tender = await newTender();
    const bid = await bidOn(tender, 'forwarder');
    expect(receiversOf('bidReceived')).toEqual([SHIPPER()]);
    expect(inboxOf(SHIPPER(), 'bidReceived')[0]).toMatchObject({
      subject: { type: 'tender', id: tender.id },
      params: {
        tenderNo: tender.tenderNo,
        tenderTitle: tender.title,
        party: { zh: enterpriseName('forwarder') },
        amount: bid.total,
        currency: 'USD',
      },
      createdAt: Date.UTC(2026, 0, 10, 2),
    });
    expect(inboxOf(FORWARDER())).toEqual([]);
    expect(inboxOf(CONSOLIDATOR())).toEqual([]);
  });

  it('tells the issuer of a revision with the new total; the bidder hears nothing', async () => {
    const tender = await newTender();
    const bid = await bidOn(tender, 'forwarder');
    const revised = await call<Bid>('POST', BidApi.revise, {
      body: { ...bidBody(tender, { freight: [{ unit: 'cbm', amount: '60.00' }] }), id: bid.id },
      token: tokenOf('forwarder'),
    });
    const total = dataOf(revised, 'revise').total;
    expect(total).not.toBe(bid.total);
    expect(inboxOf(SHIPPER(), 'bidRevised').map((row) => row.params.amount)).toEqual([total]);
    expect(receiversOf('bidRevised')).toEqual([SHIPPER()]);
    expect(inboxOf(FORWARDER())).toEqual([]);
  });

  it('a refused bid tells nobody', async () => {
    const tender = await newTender(tenderBody());
    // A consolidator bids on LCL tenders only (4003).
    const refused = await call('POST', BidApi.submit, {
      body: bidBody(tender),
      token: tokenOf('consolidator'),
    });
    expect(refused.code).toBe(4003);
    expect(Object.values(db.notifications)).toEqual([]);
  });
});

describe('the award', () => {
  it('tells the winner, every other bidder in the running and the payer', async () => {
    const tender = await newTender();
    const won = await bidOn(tender, 'forwarder');
    const lost = await bidOn(tender, 'consolidator');
    const award = await call<TenderAward>('POST', TenderApi.award, {
      body: { tenderId: tender.id, bidId: won.id },
      token: tokenOf('shipper'),
    });
    const { orderNo } = dataOf(award, 'award');
    expect(receiversOf('bidAwarded')).toEqual([FORWARDER()]);
    expect(inboxOf(FORWARDER(), 'bidAwarded')[0]).toMatchObject({
      subject: { type: 'bid', id: won.id },
      params: {
        tenderNo: tender.tenderNo,
        orderNo,
        amount: won.total,
        party: { zh: enterpriseName('shipper') },
      },
    });
    expect(receiversOf('bidNotAwarded')).toEqual([CONSOLIDATOR()]);
    expect(inboxOf(CONSOLIDATOR(), 'bidNotAwarded')[0]?.subject).toEqual({
      type: 'bid',
      id: lost.id,
    });
    expect(receiversOf('orderCreated')).toEqual([SHIPPER()]);
    expect(inboxOf(SHIPPER(), 'orderCreated')[0]).toMatchObject({
      subject: { type: 'order', id: orderNo },
      params: { orderNo, amount: won.total, deadline: '2026-01-10T10:30:00+08:00' },
    });
    expect(inboxOf(FORWARDER()).map((row) => row.kind)).toEqual(['bidAwarded']);
    expect(inboxOf(CONSOLIDATOR()).map((row) => row.kind)).toEqual(['bidNotAwarded']);
  });

  it('does not tell a bidder who withdrew', async () => {
    const tender = await newTender();
    const won = await bidOn(tender, 'forwarder');
    const gone = await bidOn(tender, 'consolidator');
    await call('POST', BidApi.withdraw, { body: { id: gone.id }, token: tokenOf('consolidator') });
    await call('POST', TenderApi.award, {
      body: { tenderId: tender.id, bidId: won.id },
      token: tokenOf('shipper'),
    });
    expect(inboxOf(CONSOLIDATOR())).toEqual([]);
  });
});

describe('a cancelled tender', () => {
  it('tells every bidder still in the running, not the issuer or one who withdrew', async () => {
    const tender = await newTender();
    const live = await bidOn(tender, 'forwarder');
    const gone = await bidOn(tender, 'consolidator');
    await call('POST', BidApi.withdraw, { body: { id: gone.id }, token: tokenOf('consolidator') });
    settledInbox();
    const reply = await call('POST', TenderApi.cancel, {
      body: { id: tender.id },
      token: tokenOf('shipper'),
    });
    expect(reply.code).toBe(200);
    expect(receiversOf('tenderCancelled')).toEqual([FORWARDER()]);
    expect(inboxOf(FORWARDER(), 'tenderCancelled')[0]).toMatchObject({
      subject: { type: 'bid', id: live.id },
      params: { tenderNo: tender.tenderNo, party: { zh: enterpriseName('shipper') } },
    });
    expect(inboxOf(SHIPPER())).toEqual([]);
    expect(inboxOf(CONSOLIDATOR())).toEqual([]);
  });
});

describe('a tender closing', () => {
  it('reminds its issuer once, within 24 hours of the deadline, while nothing is awarded', async () => {
    // Bidding closes 11 Jan 16:00, 30 hours after T0.
    const tender = await newTender(lclTenderBody({ bidDeadline: '2026-01-11T16:00:00+08:00' }));
    const awarded = await newTender(lclTenderBody({ bidDeadline: '2026-01-11T16:00:00+08:00' }));
    const bid = await bidOn(awarded, 'forwarder');
    await call('POST', TenderApi.award, {
      body: { tenderId: awarded.id, bidId: bid.id },
      token: tokenOf('shipper'),
    });
    const closing = () =>
      inboxOf(SHIPPER(), 'tenderClosing').filter(
        (row) => row.subject.type === 'tender' && [tender.id, awarded.id].includes(row.subject.id),
      );
    advanceClock(5 * HOUR);
    await newTender();
    expect(closing()).toEqual([]);
    advanceClock(2 * HOUR);
    await newTender();
    expect(closing()).toHaveLength(1);
    expect(closing()[0]).toMatchObject({
      subject: { type: 'tender', id: tender.id },
      params: { tenderNo: tender.tenderNo, deadline: '2026-01-11T16:00:00+08:00' },
    });
    advanceClock(10 * HOUR);
    await newTender();
    expect(closing()).toHaveLength(1);
    expect(inboxOf(FORWARDER(), 'tenderClosing')).toEqual([]);
  });
});

describe('an order', () => {
  it('tells the payee it was paid (what was charged); the payer hears nothing of it', async () => {
    const order = await freightOrder('forwarder');
    settledInbox();
    await pay(order.orderNo, 'wechat', 'r-1');
    const confirmed = await call('POST', DevtoolsApi.payment, { body: { orderNo: order.orderNo } });
    expect(confirmed.code).toBe(200);
    expect(receiversOf('orderPaid')).toEqual([FORWARDER()]);
    expect(inboxOf(FORWARDER(), 'orderPaid')[0]).toMatchObject({
      subject: { type: 'order', id: order.orderNo },
      params: {
        orderNo: order.orderNo,
        amount: order.payable,
        party: { zh: enterpriseName('shipper') },
      },
    });
    expect(inboxOf(SHIPPER())).toEqual([]);
  });

  it('reminds the payer once when ten minutes of its pay window are left', async () => {
    const order = await freightOrder('forwarder');
    const reminders = () =>
      inboxOf(SHIPPER(), 'orderUnpaid').filter((row) => row.params.orderNo === order.orderNo);
    advanceClock(19 * MINUTE);
    await call('GET', OrderApi.detail, {
      query: { orderNo: order.orderNo },
      token: tokenOf('shipper'),
    });
    expect(reminders()).toEqual([]);
    advanceClock(2 * MINUTE);
    await call('GET', OrderApi.detail, {
      query: { orderNo: order.orderNo },
      token: tokenOf('shipper'),
    });
    advanceClock(2 * MINUTE);
    await call('GET', OrderApi.detail, {
      query: { orderNo: order.orderNo },
      token: tokenOf('shipper'),
    });
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]?.params).toMatchObject({
      orderNo: order.orderNo,
      deadline: '2026-01-10T10:30:00+08:00',
    });
    expect(receiversOf('orderUnpaid')).toEqual([SHIPPER()]);
  });

  it('tells both parties when the payer cancels it, and why', async () => {
    const order = await freightOrder('forwarder');
    settledInbox();
    expect((await cancel(order.orderNo)).code).toBe(200);
    expect(receiversOf('orderCancelled')).toEqual([SHIPPER(), FORWARDER()].sort());
    expect(inboxOf(FORWARDER(), 'orderCancelled')[0]?.params).toMatchObject({
      orderNo: order.orderNo,
      reason: { zh: '付款方取消了订单', en: 'the payer cancelled it' },
      party: { zh: enterpriseName('shipper') },
    });
    expect(inboxOf(CONSOLIDATOR())).toEqual([]);
  });

  it('tells both parties when it lapses unpaid', async () => {
    const order = await freightOrder('forwarder');
    settledInbox();
    advanceClock(31 * MINUTE);
    await call('GET', OrderApi.detail, {
      query: { orderNo: order.orderNo },
      token: tokenOf('shipper'),
    });
    const cancelled = Object.values(db.notifications).filter(
      (row) =>
        row.kind === 'orderCancelled' &&
        row.subject.type === 'order' &&
        row.subject.id === order.orderNo,
    );
    expect(cancelled.map((row) => row.memberId).sort()).toEqual([SHIPPER(), FORWARDER()].sort());
    expect(cancelled[0]?.params.reason).toEqual({
      zh: '超过支付时限未支付',
      en: 'it was not paid in time',
    });
    expect(cancelled[0]?.createdAt).toBe(Date.UTC(2026, 0, 10, 2, 30));
  });
});
