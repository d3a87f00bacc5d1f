import { toCents } from '@/contract/common/money';
import type { Page } from '@/contract/http';
import { quoteListing } from '@/contract/market/instant-quote';
import { MarketApi } from '@/contract/market/paths';
import type {
  HotLane,
  InstantQuoteResult,
  ListingBody,
  ListingDetail,
  ListingSummary,
} from '@/contract/market/types';
import { advanceClock } from '@mock/core/clock';
import { db } from '@mock/core/store';

import { call } from './helpers';
import { DAY, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

/** A valid FCL listing at T0 (2026-01-10). */
function body(overrides: Record<string, unknown> = {}): ListingBody {
  return {
    pol: 'CNSHA',
    pod: 'DEHAM',
    carrier: 'HLCU',
    shipmentType: 'FCL',
    prices: [
      { unit: '20GP', amount: '1200' },
      { unit: '40HQ', amount: '2100.50' },
    ],
    surcharges: [
      { code: 'THC', unit: 'per_container', amount: '120' },
      { code: 'DOC', unit: 'per_bl', amount: '50' },
    ],
    sailingDays: [5, 2],
    transitDays: 32,
    validFrom: '2026-01-10',
    validTo: '2026-02-10',
    remarks: '测试运价',
    ...overrides,
  } as ListingBody;
}

const create = (payload: unknown, token = tokenOf('forwarder'), lang?: 'en-US') =>
  call<ListingDetail>('POST', MarketApi.create, {
    body: payload,
    token,
    ...(lang ? { lang } : {}),
  });

const list = (query: Record<string, string | number> = {}, token?: string) =>
  call<Page<ListingSummary>>('GET', MarketApi.page, { query, ...(token ? { token } : {}) });

describe('the seeded market', () => {
  it('holds 400 listings on real lanes, with the fixtures of the demo publishers', () => {
    const rows = Object.values(db.listings);
    expect(rows).toHaveLength(400);
    expect(db.listings['5001']).toMatchObject({ publisherId: '1002', status: 'on', pod: 'NLRTM' });
    expect(db.listings['5002']).toMatchObject({ publisherId: '1002', status: 'off' });
    expect((db.listings['5003']?.validTo ?? '') < '2026-01-10').toBe(true);
    expect(db.listings['5004']).toMatchObject({ publisherId: '1003', shipmentType: 'LCL' });
    expect(new Set(rows.map((row) => row.carrier)).size).toBeGreaterThan(10);
    expect(rows.every((row) => row.currency === 'USD')).toBe(true);
  });
});

describe(`GET ${MarketApi.page}`, () => {
  it('shows only listings on the shelf and in date, 10 a page, without contacts for visitors', async () => {
    const reply = await list();
    expect(reply.data?.records).toHaveLength(10);
    const ids = (await list({ size: 1000 })).data?.records.map((row) => row.id) ?? [];
    expect(ids).toContain('5001');
    expect(ids).not.toContain('5002');
    expect(ids).not.toContain('5003');
    expect(reply.data?.records[0]?.publisher.contactPhone).toBeUndefined();
    const member = await list({}, tokenOf('shipper'));
    expect(member.data?.records[0]?.publisher.contactPhone).toBeTruthy();
  });

  it('filters by lane, container type and carrier and sorts by that container type’s price', async () => {
    const reply = await list({ pol: 'CNSHA', containerType: '40HQ', sort: 'price', size: 100 });
    const records = reply.data?.records ?? [];
    expect(records.length).toBeGreaterThan(1);
    const prices = records.map((row) => {
      expect(row.pol.code).toBe('CNSHA');
      return toCents(row.prices.find((line) => line.unit === '40HQ')?.amount ?? '') ?? -1;
    });
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const carrier = await list({ carrier: 'COSU', sort: 'transit', order: 'desc', size: 100 });
    const days = carrier.data?.records.map((row) => row.transitDays) ?? [];
    expect(carrier.data?.records.every((row) => row.carrier === 'COSU')).toBe(true);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  it('refuses a filter value that is not valid, naming it', async () => {
    const reply = await list({ shipmentType: 'AIR' }, undefined);
    expect(reply).toMatchObject({ code: 4000, data: { field: 'shipmentType' } });
  });
});

describe(`GET ${MarketApi.quote}`, () => {
  it('ranks every matching listing cheapest first with the shared totals', async () => {
    const query = {
      pol: 'CNSHA',
      pod: 'NLRTM',
      shipmentType: 'FCL',
      containerType: '40GP',
      quantity: 3,
    };
    const reply = await call<InstantQuoteResult>('GET', MarketApi.quote, { query });
    const rows = reply.data?.rows ?? [];
    expect(rows.length).toBeGreaterThan(0);
    const totals = rows.map((row) => toCents(row.total) ?? 0);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const row of rows) {
      expect(row.listing.status).toBe('on');
      const expected = quoteListing(row.listing, {
        shipmentType: 'FCL',
        containerType: '40GP',
        quantity: 3,
      });
      expect(row.total).toBe(expected?.total);
    }
  });

  it('names a missing quantity', async () => {
    const query = { pol: 'CNSHA', pod: 'NLRTM', shipmentType: 'FCL', containerType: '40GP' };
    const reply = await call('GET', MarketApi.quote, { query });
    expect(reply).toMatchObject({ code: 4000, data: { field: 'quantity' } });
  });
});

describe(`GET ${MarketApi.detail} and ${MarketApi.similar}`, () => {
  it('gives contacts to members only, and 4004 for an unknown or withdrawn listing', async () => {
    const visitor = await call<ListingDetail>('GET', MarketApi.detail, { query: { id: '5001' } });
    expect(visitor.data).toMatchObject({ id: '5001', mine: false, status: 'on' });
    expect(visitor.data?.publisher.contactName).toBeUndefined();
    const owner = await call<ListingDetail>('GET', MarketApi.detail, {
      query: { id: '5002' },
      token: tokenOf('forwarder'),
    });
    expect(owner.data).toMatchObject({ mine: true, status: 'off' });
    expect(owner.data?.publisher.contactName).toBeTruthy();
    expect((await call('GET', MarketApi.detail, { query: { id: '5002' } })).code).toBe(4004);
    expect((await call('GET', MarketApi.detail, { query: { id: '99' } })).code).toBe(4004);
    const expired = await call<ListingDetail>('GET', MarketApi.detail, { query: { id: '5003' } });
    expect(expired.data?.status).toBe('expired');
    const similar = await call<ListingSummary[]>('GET', MarketApi.similar, {
      query: { id: '5001' },
    });
    expect(similar.data?.length).toBeGreaterThan(0);
    expect(similar.data?.every((row) => row.id !== '5001' && row.pod.code === 'NLRTM')).toBe(true);
  });

  it('lists the busiest lanes for the home page', async () => {
    const reply = await call<HotLane[]>('GET', MarketApi.hotLanes, { query: { size: 3 } });
    expect(reply.data).toHaveLength(3);
    const counts = reply.data?.map((lane) => lane.listingCount) ?? [];
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('publishing', () => {
  it('creates an on-shelf listing of the publisher’s enterprise, with sorted sailing days', async () => {
    const reply = await create(body());
    expect(reply.data).toMatchObject({
      status: 'on',
      mine: true,
      currency: 'USD',
      sailingDays: [2, 5],
      fromPrice: '1200',
      publisher: { enterpriseId: '2002' },
    });
    expect(db.listings[reply.data?.id ?? '']?.publisherId).toBe('1002');
  });

  it('refuses shippers (4003), visitors (4098) and bad fields with a 4000 naming them', async () => {
    expect((await create(body(), tokenOf('shipper'))).code).toBe(4003);
    expect((await call('POST', MarketApi.create, { body: body() })).code).toBe(4098);
    const cases: [Record<string, unknown>, string][] = [
      [{ prices: [{ unit: '20GP', amount: '12.345' }] }, 'prices.0.amount'],
      [{ prices: [{ unit: 'cbm', amount: '12' }] }, 'prices.0.unit'],
      [{ surcharges: [{ code: 'THC', unit: 'per_cbm', amount: '5' }] }, 'surcharges.0.unit'],
      [{ validFrom: '2026-01-09' }, 'validFrom'],
      [{ validTo: '2026-01-10' }, 'validTo'],
      [{ validTo: '2026-02-30' }, 'validTo'],
      [{ sailingDays: [] }, 'sailingDays'],
      [{ pod: 'CNSHA' }, 'pod'],
    ];
    for (const [override, field] of cases) {
      const reply = await create(body(override), tokenOf('forwarder'), 'en-US');
      expect({ field, reply }).toMatchObject({ field, reply: { code: 4000, data: { field } } });
    }
  });

  it('lets only the owner edit, take down, put back and delete; an expired one cannot go on (4009)', async () => {
    const token = tokenOf('forwarder');
    const id = (await create(body(), token)).data?.id ?? '';
    const edited = await call<ListingDetail>('POST', MarketApi.update, {
      body: { ...body({ transitDays: 28 }), id },
      token,
    });
    expect(edited.data?.transitDays).toBe(28);
    const other = tokenOf('consolidator');
    expect(
      (await call('POST', MarketApi.update, { body: { ...body(), id }, token: other })).code,
    ).toBe(4003);
    const off = await call<ListingDetail>('POST', MarketApi.setStatus, {
      body: { id, status: 'off' },
      token,
    });
    expect(off.data?.status).toBe('off');
    const mine = await call<Page<ListingSummary>>('GET', MarketApi.mine, {
      query: { status: 'off' },
      token,
    });
    expect(mine.data?.records.map((row) => row.id)).toContain(id);
    expect(
      (await call('POST', MarketApi.setStatus, { body: { id: '5003', status: 'on' }, token })).code,
    ).toBe(4009);
    advanceClock(40 * DAY);
    const later = tokenOf('forwarder');
    const otherLater = tokenOf('consolidator');
    const expired = await call<Page<ListingSummary>>('GET', MarketApi.mine, {
      query: { status: 'expired' },
      token: later,
    });
    expect(expired.data?.records.map((row) => row.id)).toContain(id);
    expect((await call('POST', MarketApi.remove, { body: { id }, token: otherLater })).code).toBe(
      4003,
    );
    expect((await call('POST', MarketApi.remove, { body: { id }, token: later })).code).toBe(200);
    expect(db.listings[id]).toBeUndefined();
  });
});
