import { allInCents } from '@/contract/market/all-in';
import { MarketApi } from '@/contract/market/paths';
import { indexWeeks, weekOf, type LaneIndex, type LaneTrends } from '@/contract/market/rate-index';
import type { ListingBody, ListingDetail } from '@/contract/market/types';
import { advanceClock } from '@mock/core/clock';
import { db, resetDb } from '@mock/core/store';
import {
  HISTORY_SEED,
  generateHistory,
  historyLanes,
  seasonPermille,
} from '@mock/domains/market/history';
import {
  changePercent,
  convertFigures,
  medianCents,
  weekFigures,
  type IndexedListing,
} from '@mock/domains/market/rate-index';

import { call, T0 } from './helpers';
import { DAY, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

/** 00:00 China time on a day. */
const at = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** A listing valid `from`–`to` whose records are `[day, 20GP freight, THC per container]`. */
function listing(from: string, to: string, ...records: [string, string, string][]): IndexedListing {
  return {
    validFrom: from,
    validTo: to,
    prices: records.map(([day, freight, thc]) => ({
      at: at(day),
      prices: [{ unit: '20GP', amount: freight }],
      surcharges: [
        { code: 'THC', unit: 'per_container', amount: thc },
        { code: 'DOC', unit: 'per_bl', amount: '50' },
      ],
    })),
  };
}

describe('the index rule', () => {
  it('prices a unit all-in: its freight and the per-unit surcharges, never the per-B/L ones', () => {
    const pricing = {
      prices: [
        { unit: '20GP', amount: '1200' },
        { unit: '40HQ', amount: '2100.50' },
      ],
      surcharges: [
        { code: 'THC', unit: 'per_container', amount: '120' },
        { code: 'BAF', unit: 'per_container', amount: '80.25' },
        { code: 'DOC', unit: 'per_bl', amount: '50' },
      ],
    } as const;
    expect(allInCents(pricing, '40HQ')).toBe(230075);
    expect(allInCents(pricing, '20GP')).toBe(140025);
    expect(allInCents(pricing, '40GP')).toBeUndefined();
    const lcl = {
      prices: [{ unit: 'cbm', amount: '45' }],
      surcharges: [
        { code: 'THC', unit: 'per_cbm', amount: '6.5' },
        { code: 'DOC', unit: 'per_bl', amount: '40' },
      ],
    } as const;
    expect(allInCents(lcl, 'cbm')).toBe(5150);
  });

  it('takes the middle of an odd count and the mean of the two middle ones, half up to the cent', () => {
    expect(medianCents([300, 100, 200])).toBe(200);
    expect(medianCents([100, 200])).toBe(150);
    expect(medianCents([100, 201])).toBe(151);
    expect(medianCents([132000, 130101, 900000, 10])).toBe(131051);
    expect(medianCents([])).toBeUndefined();
  });

  it('reads the listings valid in the week at the price in force then; a week without any is a gap', () => {
    const listings = [
      // Valid from the Saturday of the week of 5 January: counted that week.
      listing('2026-01-10', '2026-02-10', ['2026-01-09', '1000', '100']),
      // Ends on the Sunday before: not that week's.
      listing('2025-12-20', '2026-01-04', ['2025-12-18', '5000', '100']),
      // Repriced on Wednesday 7 January: the new price is the week's.
      listing(
        '2026-01-01',
        '2026-01-31',
        ['2025-12-30', '900', '100'],
        ['2026-01-07', '1101', '0'],
      ),
      // Published after the week but valid in it: its first price.
      listing('2026-01-05', '2026-01-20', ['2026-01-14', '1300', '0']),
    ];
    expect(weekFigures(listings, '20GP', '2026-01-05')).toEqual({
      listings: 3,
      medianCents: 110100,
      lowCents: 110000,
      highCents: 130000,
    });
    // The week before: the two valid then, at their prices before the change (even count).
    expect(weekFigures(listings, '20GP', '2025-12-29')).toEqual({
      listings: 2,
      medianCents: 305000,
      lowCents: 100000,
      highCents: 510000,
    });
    expect(weekFigures(listings, '20GP', '2026-03-02')).toEqual({ listings: 0 });
    expect(weekFigures(listings, '40HQ', '2026-01-05')).toEqual({ listings: 0 });
  });

  it('converts at the stored rate, half up to the cent', () => {
    expect(
      convertFigures(
        { listings: 2, medianCents: 131051, lowCents: 1, highCents: 200000 },
        '7.1250',
      ),
    ).toEqual({ listings: 2, medianCents: 933738, lowCents: 7, highCents: 1425000 });
    expect(convertFigures({ listings: 0 }, '7.1250')).toEqual({ listings: 0 });
  });

  it('says the change in percent with its sign and one decimal, none across a gap', () => {
    expect(changePercent(100000, 96800)).toBe('-3.2');
    expect(changePercent(100000, 104500)).toBe('+4.5');
    expect(changePercent(200000, 200100)).toBe('+0.1');
    expect(changePercent(200000, 199900)).toBe('-0.1');
    expect(changePercent(100000, 100000)).toBe('0.0');
    expect(changePercent(undefined, 100000)).toBeUndefined();
    expect(changePercent(100000, undefined)).toBeUndefined();
  });

  it('names a week by its Monday, China time', () => {
    expect(weekOf('2026-01-10')).toBe('2026-01-05');
    expect(weekOf('2026-01-05')).toBe('2026-01-05');
    expect(weekOf('2026-01-11')).toBe('2026-01-05');
    expect(indexWeeks('2026-01-10', 4)).toEqual([
      '2025-12-15',
      '2025-12-22',
      '2025-12-29',
      '2026-01-05',
    ]);
  });
});

describe('the generated history', () => {
  const today = '2026-01-10';
  const lanes = () => historyLanes(Object.values(db.listings), today);

  it('covers the seeded lanes with two or more listings, from its own seed', () => {
    const names = lanes().map((lane) => `${lane.pol}-${lane.pod}-${lane.shipmentType}`);
    expect(names).toContain('CNNGB-USLAX-FCL');
    expect(names).toContain('CNSHA-NLRTM-FCL');
    expect(names.some((name) => name.endsWith('-LCL'))).toBe(true);
    expect(Object.keys(db.pastListings).length).toBeGreaterThan(1000);
  });

  it('gives the same weeks for the same seed, and other weeks for another', () => {
    const first = generateHistory(lanes(), today);
    expect(generateHistory(lanes(), today, HISTORY_SEED)).toEqual(first);
    expect(generateHistory(lanes(), today, HISTORY_SEED + 1)).not.toEqual(first);
    // What the seed stored is that history, and a reseed stores it again.
    expect(Object.values(db.pastListings)).toEqual(first.listings);
    resetDb();
    expect(Object.values(db.pastListings)).toEqual(first.listings);
  });

  it('keeps everything before the seed day, valid from a weekday to a later day', () => {
    const { listings } = generateHistory(lanes(), today);
    expect(listings.every((row) => row.validTo < today && row.validFrom < row.validTo)).toBe(true);
    expect(listings.some((row) => row.validFrom < '2025-01-20')).toBe(true);
  });

  it('dips around Chinese New Year and peaks in summer', () => {
    expect(seasonPermille('2025-02-05')).toBe(800);
    expect(seasonPermille('2025-08-15')).toBe(1250);
    expect(seasonPermille('2025-05-01')).toBe(1000);
    expect(seasonPermille('2026-02-24')).toBe(800);
  });

  it('shows a busy lane lower in February than at the August peak, in yuan', async () => {
    const reply = await call<LaneIndex>('GET', MarketApi.laneIndex, {
      query: { pol: 'CNNGB', pod: 'USLAX', unit: '40HQ', weeks: 52, currency: 'CNY' },
    });
    const weeks = reply.data?.weeks ?? [];
    expect(weeks).toHaveLength(52);
    const medians = (month: string) =>
      weeks
        .filter((week) => week.week.startsWith(month) && week.median !== undefined)
        .map((week) => Number(week.median));
    const february = medians('2025-02');
    const august = medians('2025-08');
    expect(february.length).toBeGreaterThan(0);
    expect(august.length).toBeGreaterThan(0);
    expect(Math.max(...february)).toBeLessThan(Math.min(...august));
  });

  it('has several listings most weeks and some gaps on the covered lanes', async () => {
    let weeksSeen = 0;
    let gaps = 0;
    let several = 0;
    for (const lane of lanes()) {
      const unit = lane.shipmentType === 'FCL' ? '20GP' : 'cbm';
      const reply = await call<LaneIndex>('GET', MarketApi.laneIndex, {
        query: { pol: lane.pol, pod: lane.pod, unit, weeks: 52 },
      });
      for (const week of reply.data?.weeks ?? []) {
        weeksSeen += 1;
        if (week.listings === 0) gaps += 1;
        if (week.listings >= 2) several += 1;
        expect(week.median === undefined).toBe(week.listings === 0);
      }
    }
    expect(gaps).toBeGreaterThan(0);
    expect(gaps / weeksSeen).toBeLessThan(0.1);
    expect(several / weeksSeen).toBeGreaterThan(0.8);
  });
});

/** A lane neither the seed nor its history has a listing on. */
const EMPTY = { pol: 'CNZOS', pod: 'USOAK' };

function body(overrides: Partial<ListingBody> = {}): ListingBody {
  return {
    ...EMPTY,
    carrier: 'COSU',
    shipmentType: 'FCL',
    prices: [{ unit: '20GP', amount: '1200' }],
    surcharges: [
      { code: 'THC', unit: 'per_container', amount: '120' },
      { code: 'DOC', unit: 'per_bl', amount: '50' },
    ],
    sailingDays: [5],
    transitDays: 14,
    validFrom: '2026-01-10',
    validTo: '2026-02-10',
    ...overrides,
  };
}

const publish = async (payload: ListingBody) =>
  (
    await call<ListingDetail>('POST', MarketApi.create, {
      body: payload,
      token: tokenOf('forwarder'),
    })
  ).data as ListingDetail;

const index = async (query: Record<string, string | number> = {}) =>
  call<LaneIndex>('GET', MarketApi.laneIndex, {
    query: { ...EMPTY, unit: '20GP', weeks: 4, ...query },
  });

const recordsOf = (id: string) => db.listingPrices.filter((row) => row.listingId === id);

describe('the rate history kept', () => {
  it('holds each seeded listing’s price as published', () => {
    for (const row of Object.values(db.listings)) {
      expect(recordsOf(row.id)).toEqual([
        {
          listingId: row.id,
          at: row.createdAt,
          prices: row.prices,
          surcharges: row.surcharges,
          currency: 'USD',
        },
      ]);
    }
  });

  it('adds a record on publishing and on a price change, not on other edits or the shelf', async () => {
    const created = await publish(body());
    expect(recordsOf(created.id)).toEqual([
      {
        listingId: created.id,
        at: T0,
        prices: [{ unit: '20GP', amount: '1200' }],
        surcharges: body().surcharges,
        currency: 'USD',
      },
    ]);
    // A new session for each call: the clock moves on by days.
    const update = async (changes: Partial<ListingBody>) => {
      const reply = await call('POST', MarketApi.update, {
        body: { ...body(changes), id: created.id },
        token: tokenOf('forwarder'),
      });
      expect(reply).toMatchObject({ code: 200 });
    };

    advanceClock(DAY);
    // The same prices written another way, with other remarks and sailing days: no record.
    await update({ prices: [{ unit: '20GP', amount: '1200.00' }], remarks: 'x', sailingDays: [2] });
    expect(recordsOf(created.id)).toHaveLength(1);
    for (const status of ['off', 'on']) {
      const reply = await call('POST', MarketApi.setStatus, {
        body: { id: created.id, status },
        token: tokenOf('forwarder'),
      });
      expect(reply).toMatchObject({ code: 200 });
    }
    expect(recordsOf(created.id)).toHaveLength(1);

    advanceClock(2 * DAY);
    await update({ prices: [{ unit: '20GP', amount: '1100' }] });
    advanceClock(DAY);
    await update({
      prices: [{ unit: '20GP', amount: '1100' }],
      surcharges: [{ code: 'THC', unit: 'per_container', amount: '130' }],
    });
    expect(recordsOf(created.id).map((row) => [row.at, row.prices[0]?.amount])).toEqual([
      [T0, '1200'],
      [T0 + 3 * DAY, '1100'],
      [T0 + 4 * DAY, '1100'],
    ]);

    // The week of 5 January keeps the price then; this week (from 12 January) reads the new one.
    const weeks = (await index()).data?.weeks ?? [];
    expect(weeks.slice(-2)).toEqual([
      { week: '2026-01-05', listings: 1, median: '1320.00', low: '1320.00', high: '1320.00' },
      { week: '2026-01-12', listings: 1, median: '1230.00', low: '1230.00', high: '1230.00' },
    ]);
  });

  it('keeps a deleted listing’s past weeks in the index', async () => {
    const created = await publish(body());
    advanceClock(3 * DAY);
    await call('POST', MarketApi.remove, { body: { id: created.id }, token: tokenOf('forwarder') });
    expect(db.pastListings[created.id]).toMatchObject({
      validFrom: '2026-01-10',
      validTo: '2026-01-12',
    });
    const weeks = (await index()).data?.weeks ?? [];
    expect(weeks.at(-2)).toMatchObject({ week: '2026-01-05', listings: 1, median: '1320.00' });
  });
});

describe(`GET ${MarketApi.laneIndex}`, () => {
  it('answers the asked weeks ending with this one, gaps without figures, in dollars', async () => {
    const reply = await index();
    expect(reply.data).toMatchObject({
      pol: { code: 'CNZOS' },
      pod: { code: 'USOAK' },
      unit: '20GP',
      currency: 'USD',
      rate: '1',
      rateDate: '2026-01-10',
    });
    expect(reply.data?.weeks).toEqual(
      ['2025-12-15', '2025-12-22', '2025-12-29', '2026-01-05'].map((week) => ({
        week,
        listings: 0,
      })),
    );
    expect((await index({ weeks: '' })).data?.weeks).toHaveLength(12);
  });

  it('takes the median of an even count half up, without per-B/L surcharges, and converts to yuan', async () => {
    await publish(body());
    await publish(
      body({
        prices: [{ unit: '20GP', amount: '1301.01' }],
        surcharges: [{ code: 'DOC', unit: 'per_bl', amount: '999' }],
      }),
    );
    const dollars = (await index()).data?.weeks.at(-1);
    expect(dollars).toEqual({
      week: '2026-01-05',
      listings: 2,
      median: '1310.51',
      low: '1301.01',
      high: '1320.00',
    });
    const yuan = await index({ currency: 'CNY' });
    expect(yuan.data).toMatchObject({ currency: 'CNY', rate: '7.1250', rateDate: '2026-01-10' });
    expect(yuan.data?.weeks.at(-1)).toEqual({
      week: '2026-01-05',
      listings: 2,
      median: '9337.38',
      low: '9269.70',
      high: '9405.00',
    });
  });

  it('refuses a lane, unit, number of weeks or currency it does not know, naming the field', async () => {
    const refused = async (query: Record<string, string | number>) => {
      const reply = await call<{ field: string }>('GET', MarketApi.laneIndex, {
        query: { ...EMPTY, unit: '20GP', ...query },
      });
      return [reply.code, reply.data?.field];
    };
    expect(await refused({ pol: 'XXXXX' })).toEqual([4000, 'pol']);
    expect(await refused({ pod: '' })).toEqual([4000, 'pod']);
    expect(await refused({ unit: '' })).toEqual([4000, 'unit']);
    expect(await refused({ unit: '30GP' })).toEqual([4000, 'unit']);
    expect(await refused({ weeks: 5 })).toEqual([4000, 'weeks']);
    expect(await refused({ currency: 'EUR' })).toEqual([4000, 'currency']);
  });
});

describe(`GET ${MarketApi.laneTrends}`, () => {
  it('gives each lane’s last 8 medians in dollars and this week’s change, none across a gap', async () => {
    await publish(body({ validFrom: '2026-01-10', validTo: '2026-01-11' }));
    advanceClock(2 * DAY);
    await publish(
      body({
        prices: [{ unit: '20GP', amount: '1157.76' }],
        validFrom: '2026-01-12',
        validTo: '2026-02-12',
      }),
    );
    const reply = await call<LaneTrends>('GET', MarketApi.laneTrends, {
      query: { lanes: 'CNZOS-USOAK,CNZOS-USSEA', unit: '20GP' },
    });
    expect(reply.data?.trends).toEqual([
      {
        pol: 'CNZOS',
        pod: 'USOAK',
        unit: '20GP',
        currency: 'USD',
        medians: [null, null, null, null, null, null, '1320.00', '1277.76'],
        changePercent: '-3.2',
      },
      {
        pol: 'CNZOS',
        pod: 'USSEA',
        unit: '20GP',
        currency: 'USD',
        medians: Array.from({ length: 8 }, () => null),
      },
    ]);
  });

  it('has no change when last week is a gap, and reads the seeded lanes', async () => {
    const reply = await call<LaneTrends>('GET', MarketApi.laneTrends, {
      query: { lanes: 'CNZOS-USOAK,CNNGB-USLAX', unit: '40HQ' },
    });
    await publish(body({ prices: [{ unit: '40HQ', amount: '2000' }] }));
    const [empty, seeded] = reply.data?.trends ?? [];
    expect(empty?.changePercent).toBeUndefined();
    expect(seeded?.medians.filter((median) => median !== null).length).toBeGreaterThan(5);
    const after = await call<LaneTrends>('GET', MarketApi.laneTrends, {
      query: { lanes: 'CNZOS-USOAK', unit: '40HQ' },
    });
    expect(after.data?.trends[0]?.medians.at(-1)).toBe('2120.00');
    expect(after.data?.trends[0]?.changePercent).toBeUndefined();
  });

  it('refuses no lanes, more than 20 lanes or a lane that is not POL-POD', async () => {
    const refused = async (lanes: string) => {
      const reply = await call<{ field: string }>('GET', MarketApi.laneTrends, {
        query: { lanes, unit: '20GP' },
      });
      return [reply.code, reply.data?.field];
    };
    expect(await refused('')).toEqual([4000, 'lanes']);
    expect(await refused(Array.from({ length: 21 }, () => 'CNSHA-USLAX').join(','))).toEqual([
      4000,
      'lanes',
    ]);
    expect(await refused('CNSHA-USLAX,CNSHA')).toEqual([4000, 'lanes']);
    expect(await refused('CNSHA-XXXXX')).toEqual([4000, 'lanes']);
  });
});
