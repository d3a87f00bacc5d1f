import { BidApi } from '@/contract/bid/paths';
import { computeBidTotal } from '@/contract/bid/total';
import type { Bid, MyBid } from '@/contract/bid/types';
import type { Page } from '@/contract/http';
import { TenderApi } from '@/contract/tender/paths';
import type { TenderDetail } from '@/contract/tender/types';
import { advanceClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { DEMO_TENDERS } from '@mock/scenarios/trade';

import { call } from './helpers';
import {
  HOUR,
  bidBody,
  lclTenderBody,
  tenderBody,
  tokenOf,
  tradeClockPerTest,
} from './trade-helpers';

tradeClockPerTest();

async function newTender(body = tenderBody()): Promise<TenderDetail> {
  const reply = await call<TenderDetail>('POST', TenderApi.create, {
    body,
    token: tokenOf('shipper'),
  });
  if (!reply.data) throw new Error(reply.message);
  return reply.data;
}

const submit = (body: unknown, token = tokenOf('forwarder'), lang?: 'en-US') =>
  call<Bid>('POST', BidApi.submit, { body, token, ...(lang ? { lang } : {}) });

const detailOf = (id: string, token?: string) =>
  call<TenderDetail>('GET', TenderApi.detail, { query: { id }, ...(token ? { token } : {}) });

describe(`POST ${BidApi.submit}`, () => {
  it('stores a live bid with the total worked out by the server (any sent total is ignored)', async () => {
    const tender = await newTender();
    const body = { ...bidBody(tender), total: '1.00', lines: [] };
    const reply = await submit(body);
    expect(reply.code).toBe(200);
    const expected = computeBidTotal(
      { shipmentType: 'FCL', containers: tender.containers },
      { freight: body.freight, surcharges: body.surcharges },
    );
    if (!expected.ok) throw new Error('test bid does not total');
    // 2×40HQ + 1×20GP at 1850 = 5550; BAF 120 × 3 = 360; DOC 50.
    expect(expected.total).toBe('5960.00');
    expect(reply.data).toMatchObject({
      bidNo: expect.stringMatching(/^B20260110-\d{4}$/) as string,
      tenderId: tender.id,
      bidder: { enterpriseId: '2002', userType: 2 },
      total: expected.total,
      lines: expected.lines,
      status: 'submitted',
      revision: 0,
      createdAt: '2026-01-10T10:00:00+08:00',
    });
    const after = await detailOf(tender.id, tokenOf('forwarder'));
    expect(after.data).toMatchObject({ bidCount: 1, myBidId: reply.data?.id });
  });

  it('prices an LCL bid on the volume, rounding half up to the cent', async () => {
    const tender = await newTender(lclTenderBody());
    const reply = await submit(
      bidBody(tender, {
        surcharges: [{ code: 'DOC', amount: '35', unit: 'per_bl' }],
        currency: 'EUR',
      }),
      tokenOf('consolidator'),
    );
    // 5.125 cbm × 45.50 = 233.1875 → 233.19; + DOC 35.
    expect(reply.data).toMatchObject({ total: '268.19', currency: 'EUR' });
    expect(reply.data?.lines[0]).toEqual({
      kind: 'freight',
      item: 'cbm',
      unit: 'cbm',
      quantity: '5.125',
      unitAmount: '45.50',
      amount: '233.19',
    });
  });

  it.each([
    [{ currency: 'GBP' }, 'currency', 'Currency is not valid.'],
    [{ freight: [] }, 'freight', 'Ocean freight is required.'],
    [
      { freight: [{ unit: '40HQ', amount: '1850' }] },
      'freight.20GP',
      'Enter the ocean freight for 20GP.',
    ],
    [
      {
        freight: [
          { unit: '40HQ', amount: '1850' },
          { unit: '20GP', amount: '1000' },
          { unit: '45HQ', amount: '2000' },
        ],
      },
      'freight.2.unit',
      'This freight line does not match the tender’s containers.',
    ],
    [
      {
        freight: [
          { unit: '40HQ', amount: '' },
          { unit: '20GP', amount: '1000' },
        ],
      },
      'freight.0.amount',
      'Freight amount (line 1) is required.',
    ],
    [
      {
        freight: [
          { unit: '40HQ', amount: '12.345' },
          { unit: '20GP', amount: '1000' },
        ],
      },
      'freight.0.amount',
      'Freight amount (line 1) is not valid.',
    ],
    [
      { surcharges: [{ code: 'XYZ', amount: '1', unit: 'per_bl' }] },
      'surcharges.0.code',
      'Surcharge code (line 1) is not valid.',
    ],
    [
      { surcharges: [{ code: 'BAF', amount: '1', unit: 'per_kg' }] },
      'surcharges.0.unit',
      'Surcharge unit (line 1) is not valid.',
    ],
    [
      { surcharges: [{ code: 'BAF', amount: '1', unit: 'per_cbm' }] },
      'surcharges.0.unit',
      'This unit does not apply to this kind of shipment.',
    ],
    [
      {
        surcharges: [
          { code: 'BAF', amount: '1', unit: 'per_bl' },
          { code: 'THC', amount: '-5', unit: 'per_container' },
        ],
      },
      'surcharges.1.amount',
      'Surcharge amount (line 2) is not valid.',
    ],
    [{ carrier: 'ABCD' }, 'carrier', 'Carrier is not valid.'],
    [{ carrier: '' }, 'carrier', 'Carrier is required.'],
    [{ transitDays: 0 }, 'transitDays', 'Transit days must be between 1 and 90.'],
    [{ transitDays: 91 }, 'transitDays', 'Transit days must be between 1 and 90.'],
    [{ freeDays: 61 }, 'freeDays', 'Free days must be between 0 and 60.'],
    [{ etd: '2026-01-09' }, 'etd', 'ETD cannot be before today.'],
    [{ etd: '2026/01/20' }, 'etd', 'ETD is not valid.'],
    [{ validUntil: '2026-01-09' }, 'validUntil', 'Valid-until date cannot be before today.'],
    [{ remarks: 'x'.repeat(501) }, 'remarks', 'Remarks must be at most 500 characters.'],
  ])('refuses %j with 4000 naming %s', async (change, field, message) => {
    const tender = await newTender();
    const reply = await submit(bidBody(tender, change), undefined, 'en-US');
    expect(reply).toEqual({ code: 4000, message, data: { field } });
  });

  it('accepts an ETD and a valid-until date of today (China time)', async () => {
    const tender = await newTender();
    const reply = await submit(bidBody(tender, { etd: '2026-01-10', validUntil: '2026-01-10' }));
    expect(reply.code).toBe(200);
  });

  it('refuses per-container surcharges on LCL tenders', async () => {
    const tender = await newTender(lclTenderBody());
    const body = bidBody(tender, {
      surcharges: [{ code: 'THC', amount: '10', unit: 'per_container' }],
    });
    expect(await submit(body)).toMatchObject({ code: 4000, data: { field: 'surcharges.0.unit' } });
  });

  it('is for forwarders and consolidators (consolidators on LCL only), certified', async () => {
    const tender = await newTender();
    expect((await call('POST', BidApi.submit, { body: bidBody(tender) })).code).toBe(4098);
    expect(await submit(bidBody(tender), tokenOf('shipper'), 'en-US')).toEqual({
      code: 4003,
      message: 'This is only available to freight forwarders and container consolidators.',
      data: null,
    });
    expect(await submit(bidBody(tender), tokenOf('consolidator'), 'en-US')).toEqual({
      code: 4003,
      message: 'Container consolidators can only bid on LCL tenders.',
      data: null,
    });
    const lcl = await newTender(lclTenderBody());
    expect((await submit(bidBody(lcl), tokenOf('consolidator'))).code).toBe(200);
    const enterprise = db.enterprises['2002'];
    if (enterprise) enterprise.certStatus = 'rejected';
    expect(await submit(bidBody(tender), tokenOf('forwarder'), 'en-US')).toEqual({
      code: 4003,
      message:
        'Your enterprise must be certified before you can bid on tenders. Complete certification in the member centre.',
      data: null,
    });
  });

  it('allows one live bid per bidder and tender; after withdrawing, a new one', async () => {
    const tender = await newTender();
    const first = await submit(bidBody(tender));
    expect(await submit(bidBody(tender), undefined, 'en-US')).toEqual({
      code: 4009,
      message: 'You already have a live bid on this tender. Revise or withdraw it instead.',
      data: null,
    });
    await call('POST', BidApi.withdraw, {
      body: { id: first.data?.id },
      token: tokenOf('forwarder'),
    });
    expect((await submit(bidBody(tender))).code).toBe(200);
    expect((await detailOf(tender.id)).data?.bidCount).toBe(1);
  });

  it.each([
    [DEMO_TENDERS.closedAwardable, 'closed'],
    [DEMO_TENDERS.cancelled, 'cancelled'],
    [DEMO_TENDERS.awardedPaid, 'awarded'],
  ])('refuses bids on tender %s (%s) with 4009', async (id, _state) => {
    const tender = (await detailOf(id)).data as TenderDetail;
    expect(await submit(bidBody(tender), tokenOf('forwarder'), 'en-US')).toEqual({
      code: 4009,
      message: 'This tender is closed: bids can no longer be made or changed.',
      data: null,
    });
  });

  it('refuses a bid once the deadline has passed (the tender closes when read)', async () => {
    const tender = await newTender(tenderBody({ bidDeadline: '2026-01-10T12:00:00+08:00' }));
    advanceClock(2 * HOUR);
    expect(await submit(bidBody(tender))).toMatchObject({ code: 4009 });
    expect(db.tenders[tender.id]?.status).toBe('closed');
  });

  it('gives 4004 for an unknown tender', async () => {
    const tender = await newTender();
    expect(await submit(bidBody(tender, { tenderId: '1' }))).toMatchObject({ code: 4004 });
  });
});

describe(`POST ${BidApi.revise} and ${BidApi.withdraw}`, () => {
  async function liveBid() {
    const tender = await newTender();
    const bid = (await submit(bidBody(tender))).data as Bid;
    return { tender, bid };
  }
  const revise = (body: unknown, token = tokenOf('forwarder')) =>
    call<Bid>('POST', BidApi.revise, { body, token });
  const withdraw = (id: string, token = tokenOf('forwarder')) =>
    call<Bid>('POST', BidApi.withdraw, { body: { id }, token });

  it('revises the bidder’s live bid: new total, revision + 1, same number', async () => {
    const { tender, bid } = await liveBid();
    advanceClock(HOUR);
    const reply = await revise({
      ...bidBody(tender, {
        freight: tender.containers.map((line) => ({ unit: line.type, amount: '1700' })),
        remarks: '',
      }),
      id: bid.id,
    });
    expect(reply.data).toMatchObject({
      id: bid.id,
      bidNo: bid.bidNo,
      total: '5510.00',
      revision: 1,
      updatedAt: '2026-01-10T11:00:00+08:00',
      createdAt: bid.createdAt,
    });
    expect(reply.data?.remarks).toBeUndefined();
  });

  it('validates a revision like a new bid', async () => {
    const { tender, bid } = await liveBid();
    expect(await revise({ ...bidBody(tender, { transitDays: 0 }), id: bid.id })).toMatchObject({
      code: 4000,
      data: { field: 'transitDays' },
    });
    expect(db.bids[bid.id]?.transitDays).toBe(16);
  });

  it('refuses another bidder’s bid (4003) and a bid that is no longer live (4009)', async () => {
    const { tender, bid } = await liveBid();
    expect(await revise({ ...bidBody(tender), id: bid.id }, tokenOf('consolidator'))).toMatchObject(
      { code: 4003 },
    );
    expect(await withdraw(bid.id, tokenOf('consolidator'))).toMatchObject({ code: 4003 });
    expect(await revise({ ...bidBody(tender), id: bid.id }, tokenOf('shipper'))).toMatchObject({
      code: 4003,
    });
    expect((await withdraw(bid.id)).data?.status).toBe('withdrawn');
    expect(await withdraw(bid.id)).toMatchObject({ code: 4009 });
    expect(await revise({ ...bidBody(tender), id: bid.id })).toMatchObject({ code: 4009 });
    const lost = Object.values(db.bids).find(
      (row) => row.bidderId === '1002' && row.status === 'lost',
    );
    expect(await withdraw(lost?.id ?? '')).toMatchObject({ code: 4009 });
    expect(await withdraw('1')).toMatchObject({ code: 4004 });
  });

  it('refuses changes after the deadline (4009)', async () => {
    const tender = await newTender(tenderBody({ bidDeadline: '2026-01-10T12:00:00+08:00' }));
    const bid = (await submit(bidBody(tender))).data as Bid;
    advanceClock(2 * HOUR);
    expect(await revise({ ...bidBody(tender), id: bid.id })).toMatchObject({ code: 4009 });
    expect(await withdraw(bid.id)).toMatchObject({ code: 4009 });
    expect(db.bids[bid.id]?.status).toBe('submitted');
  });

  it('withdrawing lowers the bid count', async () => {
    const { tender, bid } = await liveBid();
    await withdraw(bid.id);
    const after = await detailOf(tender.id, tokenOf('forwarder'));
    expect(after.data?.bidCount).toBe(0);
    expect(after.data?.myBidId).toBeUndefined();
  });
});

describe(`GET ${BidApi.detail}`, () => {
  it('shows a bid to its bidder and to the tender’s issuer only', async () => {
    const bid = Object.values(db.bids).find(
      (row) => row.tenderId === DEMO_TENDERS.openFcl && row.bidderId === '1002',
    );
    const read = (token: string) =>
      call<Bid>('GET', BidApi.detail, { query: { id: bid?.id ?? '' }, token });
    expect((await read(tokenOf('forwarder'))).data?.id).toBe(bid?.id);
    expect((await read(tokenOf('shipper'))).data?.total).toBe(bid?.total);
    expect(await read(tokenOf('consolidator'))).toMatchObject({ code: 4003 });
    expect(await read(tokenOf('newbie'))).toMatchObject({ code: 4003 });
  });
});

describe(`GET ${BidApi.mine}`, () => {
  const mine = (query: Record<string, string | number>, token = tokenOf('forwarder')) =>
    call<Page<MyBid>>('GET', BidApi.mine, { query, token });

  it('lists the forwarder’s bids in every state with their tenders', async () => {
    const all = await mine({ size: 1000 });
    const records = all.data?.records ?? [];
    expect(all.data?.total).toBe(
      Object.values(db.bids).filter((bid) => bid.bidderId === '1002').length,
    );
    expect(new Set(records.map((bid) => bid.status))).toEqual(
      new Set(['submitted', 'won', 'lost', 'withdrawn']),
    );
    const won = records.find((bid) => bid.tenderId === DEMO_TENDERS.awardedUnpaid);
    expect(won).toMatchObject({
      status: 'won',
      orderNo: db.tenders[DEMO_TENDERS.awardedUnpaid]?.orderNo,
      tender: { id: DEMO_TENDERS.awardedUnpaid, status: 'awarded', bidCount: 2 },
    });
    const times = records.map((bid) => bid.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by status', async () => {
    const lost = await mine({ status: 'lost', size: 1000 });
    expect(lost.data?.records.length).toBeGreaterThan(0);
    expect(lost.data?.records.every((bid) => bid.status === 'lost')).toBe(true);
    expect(await mine({ status: 'open' })).toMatchObject({ code: 4000, data: { field: 'status' } });
  });

  it('gives the consolidator its LCL bids and refuses shippers', async () => {
    const records = (await mine({ size: 1000 }, tokenOf('consolidator'))).data?.records ?? [];
    expect(records.length).toBeGreaterThan(1);
    expect(records.every((bid) => bid.tender.shipmentType === 'LCL')).toBe(true);
    expect(await mine({}, tokenOf('shipper'))).toMatchObject({ code: 4003 });
  });
});
