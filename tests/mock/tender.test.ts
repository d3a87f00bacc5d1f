import { fromCents, multiplyCents, toCents } from '@/contract/common/money';
import type { Page } from '@/contract/http';
import { TenderApi } from '@/contract/tender/paths';
import type {
  IssuerBidList,
  TenderAward,
  TenderDetail,
  TenderSummary,
} from '@/contract/tender/types';
import { advanceClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { DEMO_TENDERS } from '@mock/scenarios/trade';
import { demoAccounts } from '@mock/testing';

import { T0, call } from './helpers';
import { DAY, HOUR, lclTenderBody, tenderBody, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

const create = (body: unknown, token = tokenOf('shipper'), lang?: 'en-US') =>
  call<TenderDetail>('POST', TenderApi.create, { body, token, ...(lang ? { lang } : {}) });

const list = (query: Record<string, string | number> = {}, token?: string) =>
  call<Page<TenderSummary>>('GET', TenderApi.page, { query, ...(token ? { token } : {}) });

describe(`POST ${TenderApi.create}`, () => {
  it('publishes an open tender numbered by the day, shown to its issuer as theirs', async () => {
    const reply = await create(tenderBody());
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      tenderNo: expect.stringMatching(/^T20260110-\d{4}$/) as string,
      status: 'open',
      bidCount: 0,
      mine: true,
      pol: { code: 'CNSHA', nameEn: 'Shanghai' },
      pod: { code: 'USLAX' },
      bidDeadline: '2026-01-15T17:00:00+08:00',
      createdAt: '2026-01-10T10:00:00+08:00',
      budget: '8000',
      attachments: [],
    });
    const id = reply.data?.id ?? '';
    expect(db.tenders[id]?.issuerId).toBe(demoAccounts.shipper.memberId);
  });

  it('accepts an LCL tender with volume, weight and packages', async () => {
    const reply = await create(lclTenderBody());
    expect(reply.data).toMatchObject({
      shipmentType: 'LCL',
      containers: [],
      volumeCbm: '5.125',
      weightKg: '1200.5',
      packages: 40,
    });
  });

  it('accepts uploaded attachments (up to 6)', async () => {
    db.uploads.pack = {
      key: 'pack',
      name: 'packing.png',
      ext: 'png',
      contentType: 'image/png',
      size: 10,
      memberId: demoAccounts.shipper.memberId,
      createdAt: T0,
    };
    const reply = await create(tenderBody({ attachments: ['/mock-oss/pack.png'] }));
    expect(reply.data?.attachments).toEqual(['/mock-oss/pack.png']);
    const tooMany = await create(tenderBody({ attachments: Array(7).fill('/mock-oss/pack.png') }));
    expect(tooMany).toMatchObject({ code: 4000, data: { field: 'attachments' } });
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required.'],
    [{ title: 'x'.repeat(81) }, 'title', 'Title must be at most 80 characters.'],
    [{ shipmentType: 'AIR' }, 'shipmentType', 'Shipment type is not valid.'],
    [{ pol: 'XXABC' }, 'pol', 'Port of loading is not valid.'],
    [{ pod: 'CNSHA' }, 'pod', 'The port of discharge must differ from the port of loading.'],
    [{ containers: [] }, 'containers', 'An FCL tender needs at least one container line.'],
    [
      { containers: [{ type: '40HQ', quantity: 0 }] },
      'containers.0.quantity',
      'Container quantity (line 1) must be between 1 and 999.',
    ],
    [
      { containers: [{ type: '40HQ', quantity: 1000 }] },
      'containers.0.quantity',
      'Container quantity (line 1) must be between 1 and 999.',
    ],
    [
      { containers: [{ type: '40HQ', quantity: 1.5 }] },
      'containers.0.quantity',
      'Container quantity (line 1) must be between 1 and 999.',
    ],
    [
      {
        containers: [
          { type: '40HQ', quantity: 1 },
          { type: '40HQ', quantity: 2 },
        ],
      },
      'containers.1.type',
      'Container type (line 2) is listed twice.',
    ],
    [
      { containers: [{ type: '50GP', quantity: 1 }] },
      'containers.0.type',
      'Container type (line 1) is not valid.',
    ],
    [{ cargoName: ' ' }, 'cargoName', 'Cargo name is required.'],
    [{ cargoType: 'toxic' }, 'cargoType', 'Cargo type is not valid.'],
    [{ hsCode: '12345' }, 'hsCode', 'HS code is not valid.'],
    [{ hsCode: '12345678901' }, 'hsCode', 'HS code is not valid.'],
    [{ incoterm: 'XYZ' }, 'incoterm', 'Incoterm is not valid.'],
    [{ readyDate: '2026-02-30' }, 'readyDate', 'Cargo ready date is not valid.'],
    [{ bidDeadline: '2026-01-15 17:00' }, 'bidDeadline', 'Bid deadline is not valid.'],
    [
      { bidDeadline: '2026-01-10T09:59:00+08:00' },
      'bidDeadline',
      'The bid deadline must be in the future.',
    ],
    [
      { readyDate: '2026-01-15' },
      'bidDeadline',
      'The bid deadline must be before the cargo ready date.',
    ],
    [{ currency: 'EUR' }, 'currency', 'Currency is not valid.'],
    [{ budget: '12.345' }, 'budget', 'Budget is not valid.'],
    [{ budget: '0' }, 'budget', 'Budget must be greater than 0.'],
    [{ remarks: 'x'.repeat(501) }, 'remarks', 'Remarks must be at most 500 characters.'],
    [
      { attachments: ['/mock-oss/unknown.png'] },
      'attachments.0',
      'Attachment (line 1) is not valid.',
    ],
  ])('refuses %j with 4000 naming %s', async (change, field, message) => {
    const reply = await create(tenderBody(change), undefined, 'en-US');
    expect(reply).toEqual({ code: 4000, message, data: { field } });
  });

  it.each([
    [{ volumeCbm: '0' }, 'volumeCbm', 'Volume must be greater than 0.'],
    [{ volumeCbm: '1.2345' }, 'volumeCbm', 'Volume is not valid.'],
    [{ weightKg: '-1' }, 'weightKg', 'Gross weight is not valid.'],
    [{ weightKg: undefined }, 'weightKg', 'Gross weight is required.'],
    [{ packages: 0 }, 'packages', 'Packages must be between 1 and 99999.'],
  ])('refuses LCL %j with 4000 naming %s', async (change, field, message) => {
    const reply = await create(lclTenderBody(change), undefined, 'en-US');
    expect(reply).toEqual({ code: 4000, message, data: { field } });
  });

  it('accepts a deadline on the day before the ready date (the ready date starts 00:00 China time)', async () => {
    const reply = await create(
      tenderBody({ readyDate: '2026-01-16', bidDeadline: '2026-01-15T15:59:59Z' }),
    );
    expect(reply.code).toBe(200);
    const late = await create(
      tenderBody({ readyDate: '2026-01-16', bidDeadline: '2026-01-15T16:00:00Z' }),
    );
    expect(late).toMatchObject({ code: 4000, data: { field: 'bidDeadline' } });
  });

  it('is for logged-in, certified foreign-trade enterprises only', async () => {
    expect((await call('POST', TenderApi.create, { body: tenderBody() })).code).toBe(4098);
    const forwarder = await create(tenderBody(), tokenOf('forwarder'), 'en-US');
    expect(forwarder).toEqual({
      code: 4003,
      message: 'This is only available to foreign-trade enterprises.',
      data: null,
    });
    const newbie = await create(tenderBody(), tokenOf('newbie'), 'en-US');
    expect(newbie).toEqual({
      code: 4003,
      message:
        'Your enterprise must be certified before you can issue tenders. Complete certification in the member centre.',
      data: null,
    });
  });
});

describe(`GET ${TenderApi.page}`, () => {
  it('lists every tender newest first, 10 a page by default', async () => {
    const reply = await list();
    expect(reply.data?.size).toBe(10);
    expect(reply.data?.records).toHaveLength(10);
    expect(reply.data?.total).toBe(Object.keys(db.tenders).length);
    const times = reply.data?.records.map((row) => row.createdAt) ?? [];
    expect([...times].sort().reverse()).toEqual(times);
  });

  const quantity = (row: TenderSummary) => row.containers.reduce((n, c) => n + c.quantity, 0);

  it.each<[Record<string, string | number>, (row: TenderSummary) => boolean]>([
    [{ pol: 'CNNGB' }, (row) => row.pol.code === 'CNNGB'],
    [{ pod: 'uslax' }, (row) => row.pod.code === 'USLAX'],
    [{ shipmentType: 'LCL' }, (row) => row.shipmentType === 'LCL'],
    [{ containerType: '40RF' }, (row) => row.containers.some((line) => line.type === '40RF')],
    [{ quantityMin: 10 }, (row) => quantity(row) >= 10],
    [{ quantityMax: 2, shipmentType: 'FCL' }, (row) => quantity(row) <= 2],
    [{ cargoType: 'dangerous' }, (row) => row.cargoType === 'dangerous'],
    [{ currency: 'CNY' }, (row) => row.currency === 'CNY'],
    [{ budgetMin: '20000' }, (row) => (toCents(row.budget ?? '') ?? 0) >= 2_000_000],
    [{ budgetMax: '5000' }, (row) => (toCents(row.budget ?? '') ?? Infinity) <= 500_000],
    [{ readyFrom: '2026-01-25' }, (row) => row.readyDate >= '2026-01-25'],
    [{ readyTo: '2026-01-20' }, (row) => row.readyDate <= '2026-01-20'],
    [{ deadlineFrom: '2026-01-15' }, (row) => row.bidDeadline.slice(0, 10) >= '2026-01-15'],
    [{ deadlineTo: '2026-01-05' }, (row) => row.bidDeadline.slice(0, 10) <= '2026-01-05'],
    [{ status: 'awarded' }, (row) => row.status === 'awarded'],
    [{ keyword: 'glassware' }, (row) => /glassware/i.test(`${row.title} ${row.cargoName}`)],
    [{ keyword: '850760' }, (row) => row.hsCode === '850760'],
  ])('filters by %j', async (query, test) => {
    const reply = await list({ ...query, size: 1000 });
    expect(reply.code).toBe(200);
    const rows = reply.data?.records ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(Object.keys(db.tenders).length);
    expect(rows.filter((row) => !test(row))).toEqual([]);
  });

  it('finds a tender by its number', async () => {
    const tenderNo = db.tenders[DEMO_TENDERS.openFcl]?.tenderNo ?? '';
    const reply = await list({ keyword: tenderNo.toLowerCase() });
    expect(reply.data?.records.map((row) => row.id)).toEqual([DEMO_TENDERS.openFcl]);
  });

  it.each([
    ['budget', 'asc', (row: TenderSummary) => toCents(row.budget ?? '') ?? 0],
    ['budget', 'desc', (row: TenderSummary) => -(toCents(row.budget ?? '') ?? 0)],
    ['deadline', '', (row: TenderSummary) => Date.parse(row.bidDeadline)],
    ['readyDate', 'desc', (row: TenderSummary) => -Date.parse(row.readyDate)],
    ['bidCount', '', (row: TenderSummary) => -row.bidCount],
  ])('sorts by %s %s', async (sort, order, key) => {
    const reply = await list({ sort, ...(order ? { order } : {}), status: 'open', size: 1000 });
    const keys = (reply.data?.records ?? [])
      .filter((row) => sort !== 'budget' || row.budget)
      .map(key);
    expect(keys.length).toBeGreaterThan(10);
    expect([...keys].sort((a, b) => a - b)).toEqual(keys);
  });

  it('puts tenders without a budget last when sorting by budget', async () => {
    const rows = (await list({ sort: 'budget', size: 1000 })).data?.records ?? [];
    const firstWithout = rows.findIndex((row) => !row.budget);
    expect(firstWithout).toBeGreaterThan(0);
    expect(rows.slice(firstWithout).every((row) => !row.budget)).toBe(true);
  });

  it.each([
    [{ sort: 'price' }, 'sort'],
    [{ order: 'up' }, 'order'],
    [{ status: 'done' }, 'status'],
    [{ readyFrom: '2026-13-01' }, 'readyFrom'],
    [{ budgetMin: 'abc' }, 'budgetMin'],
    [{ quantityMin: -1 }, 'quantityMin'],
    [{ size: 0 }, 'size'],
  ])('refuses %j with 4000 naming %s', async (query, field) => {
    expect(await list(query)).toMatchObject({ code: 4000, data: { field } });
  });

  it('counts live bids only (a withdrawn bid does not count)', async () => {
    const rows = (await list({ keyword: db.tenders[DEMO_TENDERS.openFcl]?.tenderNo ?? '' })).data;
    expect(rows?.records[0]?.bidCount).toBe(4);
  });
});

describe('deadline', () => {
  it('closes an open tender when it is read after its deadline', async () => {
    const created = await create(
      tenderBody({ bidDeadline: '2026-01-10T11:00:00+08:00', readyDate: '2026-01-20' }),
    );
    const id = created.data?.id ?? '';
    advanceClock(HOUR - 1);
    const before = await call<TenderDetail>('GET', TenderApi.detail, { query: { id } });
    expect(before.data?.status).toBe('open');
    advanceClock(1);
    const after = await call<TenderDetail>('GET', TenderApi.detail, { query: { id } });
    expect(after.data?.status).toBe('closed');
    const open = await list({ status: 'open', size: 1000 });
    expect(open.data?.records.some((row) => row.id === id)).toBe(false);
  });
});

describe(`GET ${TenderApi.detail}`, () => {
  const detail = (id: string, token?: string) =>
    call<TenderDetail>('GET', TenderApi.detail, { query: { id }, ...(token ? { token } : {}) });

  it('is public, with the contact details for logged-in members only', async () => {
    const visitor = await detail(DEMO_TENDERS.openFcl);
    expect(visitor.data?.issuer).toEqual({
      enterpriseId: '2001',
      name: '宁波海联进出口有限公司',
      nameEn: 'Ningbo Hailian Import & Export Co., Ltd.',
      certStatus: 'approved',
      provinceCode: '330000',
    });
    expect(visitor.data).toMatchObject({ mine: false, status: 'open' });
    const member = await detail(DEMO_TENDERS.openFcl, tokenOf('consolidator'));
    expect(member.data?.issuer).toMatchObject({
      contactName: '陈海峰',
      contactPhone: '0574-87651234',
      email: 'export@hailian-trade.example.com',
    });
  });

  it('ignores an expired token on a public call', async () => {
    const token = tokenOf('forwarder');
    const row = db.accessTokens[token];
    if (row) row.expiresAt = T0 - 1;
    const reply = await detail(DEMO_TENDERS.openFcl, token);
    expect(reply.code).toBe(200);
    expect(reply.data?.issuer.contactPhone).toBeUndefined();
    expect(reply.data?.myBidId).toBeUndefined();
  });

  it('personalises: the issuer’s own, the bidder’s live bid, the order for the two parties', async () => {
    expect((await detail(DEMO_TENDERS.openFcl, tokenOf('shipper'))).data?.mine).toBe(true);
    const forwarder = await detail(DEMO_TENDERS.openFcl, tokenOf('forwarder'));
    expect(forwarder.data?.myBidId).toBe(
      Object.values(db.bids).find(
        (bid) => bid.tenderId === DEMO_TENDERS.openFcl && bid.bidderId === '1002',
      )?.id,
    );
    const orderNo = db.tenders[DEMO_TENDERS.awardedUnpaid]?.orderNo;
    const awarded = await detail(DEMO_TENDERS.awardedUnpaid, tokenOf('forwarder'));
    expect(awarded.data).toMatchObject({ status: 'awarded', orderNo });
    expect(awarded.data?.awardedBidId).toBeDefined();
    expect(awarded.data?.myBidId).toBeUndefined();
    const outsider = await detail(DEMO_TENDERS.awardedUnpaid, tokenOf('consolidator'));
    expect(outsider.data?.orderNo).toBeUndefined();
    expect((await detail(DEMO_TENDERS.awardedUnpaid)).data?.orderNo).toBeUndefined();
  });

  it('gives 4004 for an unknown tender', async () => {
    expect(await detail('999999')).toMatchObject({ code: 4004 });
  });
});

describe(`POST ${TenderApi.cancel}`, () => {
  const cancel = (id: string, token = tokenOf('shipper')) =>
    call<TenderDetail>('POST', TenderApi.cancel, { body: { id }, token });

  it('cancels an open tender; its live bids are lost, withdrawn ones stay withdrawn', async () => {
    const reply = await cancel(DEMO_TENDERS.openFcl);
    expect(reply.data?.status).toBe('cancelled');
    const statuses = Object.values(db.bids)
      .filter((bid) => bid.tenderId === DEMO_TENDERS.openFcl)
      .map((bid) => bid.status)
      .sort();
    expect(statuses).toEqual(['lost', 'lost', 'lost', 'lost', 'withdrawn']);
  });

  it('cancels a closed tender with no winning bid', async () => {
    expect((await cancel(DEMO_TENDERS.closedAwardable)).data?.status).toBe('cancelled');
  });

  it.each([
    [DEMO_TENDERS.awardedUnpaid, 'awarded'],
    [DEMO_TENDERS.cancelled, 'already cancelled'],
  ])('refuses tender %s (%s) with 4009', async (id, _state) => {
    expect(await cancel(id)).toMatchObject({ code: 4009 });
  });

  it('is for the issuer only', async () => {
    expect(await cancel(DEMO_TENDERS.openFcl, tokenOf('newbie'))).toMatchObject({ code: 4003 });
    expect(await cancel(DEMO_TENDERS.openFcl, tokenOf('forwarder'))).toMatchObject({
      code: 4003,
    });
    expect(db.tenders[DEMO_TENDERS.openFcl]?.status).toBe('open');
  });
});

describe(`GET ${TenderApi.bids} and POST ${TenderApi.award}`, () => {
  const bidsOf = (tenderId: string, token = tokenOf('shipper')) =>
    call<IssuerBidList>('GET', TenderApi.bids, { query: { tenderId }, token });
  const award = (tenderId: string, bidId: string, token = tokenOf('shipper')) =>
    call<TenderAward>('POST', TenderApi.award, { body: { tenderId, bidId }, token });
  const liveBid = (tenderId: string, index = 0) =>
    Object.values(db.bids).filter((bid) => bid.tenderId === tenderId && bid.status === 'submitted')[
      index
    ]?.id ?? '';

  it('shows the issuer every live bid, converting other currencies at the day’s rate', async () => {
    const reply = await bidsOf(DEMO_TENDERS.openFcl);
    const bids = reply.data?.bids ?? [];
    expect(bids.map((bid) => bid.currency).sort()).toEqual(['CNY', 'EUR', 'USD', 'USD']);
    const rates: Record<string, string> = { CNY: '0.140351', EUR: '1.086737' };
    const expected = bids.map((bid) => {
      const rate = rates[bid.currency];
      return rate
        ? {
            amount: fromCents(multiplyCents(toCents(bid.total) ?? 0, rate)),
            currency: 'USD',
            rate,
            rateDate: '2026-01-10',
          }
        : undefined;
    });
    expect(bids.map((bid) => bid.converted)).toEqual(expected);
    const eur = bids.find((bid) => bid.currency === 'EUR');
    // 6160.00 EUR × 1.086737 = 6694.29992 → 6694.30 (half up, exact integer arithmetic).
    expect(eur && [eur.total, eur.converted?.amount]).toEqual(['6160.00', '6694.30']);
    expect(reply.data?.tender).toMatchObject({ id: DEMO_TENDERS.openFcl, mine: true });
  });

  it('refuses the bids to anyone but the issuer', async () => {
    expect(await bidsOf(DEMO_TENDERS.openFcl, tokenOf('newbie'))).toMatchObject({ code: 4003 });
    expect(await bidsOf(DEMO_TENDERS.openFcl, tokenOf('forwarder'))).toMatchObject({ code: 4003 });
  });

  it('awards a live bid: it wins, the others lose, an order for its total is created', async () => {
    const bidId = liveBid(DEMO_TENDERS.openFcl, 1);
    const reply = await award(DEMO_TENDERS.openFcl, bidId);
    expect(reply.code).toBe(200);
    const orderNo = reply.data?.orderNo ?? '';
    expect(orderNo).toMatch(/^O20260110-\d{4}$/);
    expect(reply.data?.tender).toMatchObject({ status: 'awarded', awardedBidId: bidId, orderNo });
    const bids = Object.values(db.bids).filter((bid) => bid.tenderId === DEMO_TENDERS.openFcl);
    expect(bids.filter((bid) => bid.status === 'won').map((bid) => bid.id)).toEqual([bidId]);
    expect(bids.filter((bid) => bid.status === 'lost')).toHaveLength(3);
    expect(db.orders[orderNo]).toMatchObject({
      amount: db.bids[bidId]?.total,
      currency: db.bids[bidId]?.currency,
      status: 'unpaid',
      payerId: '1001',
      expiresAt: T0 + 30 * 60_000,
    });
  });

  it('refuses awarding twice with 4009', async () => {
    await award(DEMO_TENDERS.openFcl, liveBid(DEMO_TENDERS.openFcl));
    const lostBid = Object.values(db.bids).find(
      (bid) => bid.tenderId === DEMO_TENDERS.openFcl && bid.status === 'lost',
    );
    expect(await award(DEMO_TENDERS.openFcl, lostBid?.id ?? '', undefined)).toMatchObject({
      code: 4009,
    });
  });

  it('awards a closed tender within 7 days of its deadline, not later', async () => {
    const bidId = liveBid(DEMO_TENDERS.closedExpired);
    expect(await award(DEMO_TENDERS.closedExpired, bidId)).toMatchObject({ code: 4009 });
    const tender = db.tenders[DEMO_TENDERS.closedAwardable];
    advanceClock((tender?.bidDeadline ?? 0) + 7 * DAY - T0);
    expect(
      await award(DEMO_TENDERS.closedAwardable, liveBid(DEMO_TENDERS.closedAwardable)),
    ).toMatchObject({ code: 4009 });
    advanceClock(-1);
    const reply = await award(DEMO_TENDERS.closedAwardable, liveBid(DEMO_TENDERS.closedAwardable));
    expect(reply.code).toBe(200);
  });

  it('refuses a bid that is not live on this tender (4009) and an unknown one (4004)', async () => {
    expect(await award(DEMO_TENDERS.openFcl, liveBid(DEMO_TENDERS.openLcl))).toMatchObject({
      code: 4009,
    });
    const withdrawn = Object.values(db.bids).find(
      (bid) => bid.tenderId === DEMO_TENDERS.openFcl && bid.status === 'withdrawn',
    );
    expect(await award(DEMO_TENDERS.openFcl, withdrawn?.id ?? '')).toMatchObject({ code: 4009 });
    expect(await award(DEMO_TENDERS.openFcl, '1')).toMatchObject({ code: 4004 });
  });

  it('is for the issuer only (4003)', async () => {
    const bidId = liveBid(DEMO_TENDERS.openFcl);
    expect(await award(DEMO_TENDERS.openFcl, bidId, tokenOf('newbie'))).toMatchObject({
      code: 4003,
    });
    expect(await award(DEMO_TENDERS.openFcl, bidId, tokenOf('forwarder'))).toMatchObject({
      code: 4003,
    });
    expect(db.tenders[DEMO_TENDERS.openFcl]?.status).toBe('open');
  });
});

describe(`GET ${TenderApi.mine}`, () => {
  it('lists the issuer’s tenders in every state, filtered by status', async () => {
    const token = tokenOf('shipper');
    const all = await call<Page<TenderSummary>>('GET', TenderApi.mine, {
      query: { size: 1000 },
      token,
    });
    const own = Object.values(db.tenders).filter((row) => row.issuerId === '1001');
    expect(all.data?.total).toBe(own.length);
    expect(new Set(all.data?.records.map((row) => row.status))).toEqual(
      new Set(['open', 'closed', 'awarded', 'cancelled']),
    );
    const awarded = await call<Page<TenderSummary>>('GET', TenderApi.mine, {
      query: { status: 'awarded', size: 1000 },
      token,
    });
    expect(awarded.data?.records.every((row) => row.status === 'awarded')).toBe(true);
    expect((await call('GET', TenderApi.mine, { token: tokenOf('forwarder') })).code).toBe(4003);
  });
});
