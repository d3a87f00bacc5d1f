import { BidApi } from '@/contract/bid/paths';
import type { Bid } from '@/contract/bid/types';
import { MarketApi } from '@/contract/market/paths';
import type { ListingBody } from '@/contract/market/types';
import type { TenderMarket } from '@/contract/tender/market';
import { TenderApi } from '@/contract/tender/paths';
import type { TenderDetail } from '@/contract/tender/types';
import { positionOf } from '@mock/domains/tender/market';

import { call, dataOf } from './helpers';
import { bidBody, lclTenderBody, tenderBody, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

/** A lane neither the seed nor its history has a listing on. */
const EMPTY = { pol: 'CNZOS', pod: 'USOAK' };

/** An FCL listing on the empty lane, valid from T0 (the week of 5 January). */
async function publish(twentyGp: string, fortyHq: string): Promise<void> {
  const body: ListingBody = {
    ...EMPTY,
    carrier: 'COSU',
    shipmentType: 'FCL',
    prices: [
      { unit: '20GP', amount: twentyGp },
      { unit: '40HQ', amount: fortyHq },
    ],
    surcharges: [
      { code: 'THC', unit: 'per_container', amount: '100' },
      { code: 'DOC', unit: 'per_bl', amount: '50' },
    ],
    sailingDays: [3],
    transitDays: 15,
    validFrom: '2026-01-10',
    validTo: '2026-02-10',
  };
  dataOf(
    await call('POST', MarketApi.create, { body, token: tokenOf('forwarder') }),
    'publish a listing',
  );
}

/** Three listings: all-in 20GP 1100 / 1300 / 1500, 40HQ 1900 / 2100 / 2500 (DOC left out). */
async function market(): Promise<void> {
  await publish('1000', '1800');
  await publish('1200', '2000');
  await publish('1400', '2400');
}

async function issue(overrides: Record<string, unknown> = {}): Promise<TenderDetail> {
  return dataOf(
    await call<TenderDetail>('POST', TenderApi.create, {
      body: tenderBody({ ...EMPTY, ...overrides }),
      token: tokenOf('shipper'),
    }),
    'issue a tender',
  );
}

const marketOf = (id: string, token = tokenOf('shipper')) =>
  call<TenderMarket>('GET', TenderApi.market, { query: { id }, token });

/** The forwarder's bid with `freight` per container (BAF 120 per container, DOC 50). */
async function bid(tender: TenderDetail, freight: string): Promise<Bid> {
  return dataOf(
    await call<Bid>('POST', BidApi.submit, {
      body: bidBody(tender, {
        freight: tender.containers.map((line) => ({ unit: line.type, amount: freight })),
      }),
      token: tokenOf('forwarder'),
    }),
    'bid',
  );
}

async function revise(tender: TenderDetail, id: string, freight: string): Promise<void> {
  dataOf(
    await call('POST', BidApi.revise, {
      body: {
        ...bidBody(tender, {
          freight: tender.containers.map((line) => ({ unit: line.type, amount: freight })),
        }),
        id,
      },
      token: tokenOf('forwarder'),
    }),
    'revise',
  );
}

describe(`GET ${TenderApi.market}`, () => {
  it('gives the lane index of the tender’s week per unit and the band for its whole size', async () => {
    await market();
    const tender = await issue();
    const reply = await marketOf(tender.id);
    expect(reply.data).toEqual({
      week: '2026-01-05',
      currency: 'USD',
      rate: '1',
      rateDate: '2026-01-10',
      lines: [
        {
          unit: '40HQ',
          quantity: '2',
          listings: 3,
          low: '1900.00',
          median: '2100.00',
          high: '2500.00',
        },
        {
          unit: '20GP',
          quantity: '1',
          listings: 3,
          low: '1100.00',
          median: '1300.00',
          high: '1500.00',
        },
      ],
      band: { low: '4900.00', median: '5500.00', high: '6500.00' },
      bids: [],
    });
  });

  it('places a bid below, within or above the band by its total', async () => {
    await market();
    const tender = await issue();
    // 3 × 1850 + 3 × 120 BAF + 50 DOC = 5960.
    const placed = await bid(tender, '1850');
    const positionNow = async () => (await marketOf(tender.id)).data?.bids;
    expect(await positionNow()).toEqual([
      { bidId: placed.id, total: '5960.00', position: 'within' },
    ]);
    await revise(tender, placed.id, '1400');
    expect(await positionNow()).toEqual([
      { bidId: placed.id, total: '4610.00', position: 'below' },
    ]);
    await revise(tender, placed.id, '1500');
    expect(await positionNow()).toEqual([
      { bidId: placed.id, total: '4910.00', position: 'within' },
    ]);
    await revise(tender, placed.id, '2100');
    expect(await positionNow()).toEqual([
      { bidId: placed.id, total: '6710.00', position: 'above' },
    ]);
    // A withdrawn bid is not compared.
    dataOf(
      await call('POST', BidApi.withdraw, { body: { id: placed.id }, token: tokenOf('forwarder') }),
      'withdraw',
    );
    expect(await positionNow()).toEqual([]);
  });

  it('counts the band’s edges as within', () => {
    const band = { low: '4900.00', median: '5500.00', high: '6500.00' };
    expect(positionOf(489999, band)).toBe('below');
    expect(positionOf(490000, band)).toBe('within');
    expect(positionOf(650000, band)).toBe('within');
    expect(positionOf(650001, band)).toBe('above');
  });

  it('answers in the tender’s currency, with bids converted as the bid list converts them', async () => {
    await market();
    const tender = await issue({ currency: 'CNY' });
    await bid(tender, '1850');
    const reply = await marketOf(tender.id);
    expect(reply.data).toMatchObject({
      currency: 'CNY',
      rate: '7.1250',
      lines: [
        { unit: '40HQ', low: '13537.50', median: '14962.50', high: '17812.50' },
        { unit: '20GP', low: '7837.50', median: '9262.50', high: '10687.50' },
      ],
      band: { low: '34912.50', median: '39187.50', high: '46312.50' },
    });
    // The USD bid of 5960 at 7.1250.
    expect(reply.data?.bids).toMatchObject([{ total: '42465.00', position: 'within' }]);
  });

  it('has no band, and compares no bid, when a unit’s week is a gap', async () => {
    await market();
    const tender = await issue({
      containers: [
        { type: '40HQ', quantity: 1 },
        { type: '45HQ', quantity: 1 },
      ],
    });
    await bid(tender, '1850');
    const reply = await marketOf(tender.id);
    expect(reply.data?.lines).toEqual([
      {
        unit: '40HQ',
        quantity: '1',
        listings: 3,
        low: '1900.00',
        median: '2100.00',
        high: '2500.00',
      },
      { unit: '45HQ', quantity: '1', listings: 0 },
    ]);
    expect(reply.data?.band).toBeUndefined();
    expect(reply.data?.bids).toEqual([]);
  });

  it('prices an LCL tender by its volume, half up to the cent', async () => {
    dataOf(
      await call('POST', MarketApi.create, {
        body: {
          ...EMPTY,
          carrier: 'SITC',
          shipmentType: 'LCL',
          prices: [{ unit: 'cbm', amount: '40' }],
          surcharges: [
            { code: 'THC', unit: 'per_cbm', amount: '5' },
            { code: 'DOC', unit: 'per_bl', amount: '35' },
          ],
          sailingDays: [2],
          transitDays: 15,
          validFrom: '2026-01-10',
          validTo: '2026-02-10',
        },
        token: tokenOf('consolidator'),
      }),
      'publish an LCL listing',
    );
    const tender = dataOf(
      await call<TenderDetail>('POST', TenderApi.create, {
        body: lclTenderBody(EMPTY),
        token: tokenOf('shipper'),
      }),
      'issue an LCL tender',
    );
    const reply = await marketOf(tender.id);
    expect(reply.data?.lines).toEqual([
      { unit: 'cbm', quantity: '5.125', listings: 1, low: '45.00', median: '45.00', high: '45.00' },
    ]);
    // 45 × 5.125 = 230.625.
    expect(reply.data?.band).toEqual({ low: '230.63', median: '230.63', high: '230.63' });
  });

  it('answers the tender’s issuer only: 4003 for another member, 4004 for no such tender', async () => {
    const tender = await issue();
    expect((await marketOf(tender.id, tokenOf('newbie'))).code).toBe(4003);
    expect((await marketOf(tender.id, tokenOf('forwarder'))).code).toBe(4003);
    expect((await marketOf('999999')).code).toBe(4004);
    const visitor = await call('GET', TenderApi.market, { query: { id: tender.id } });
    expect(visitor.code).toBe(4098);
  });

  it('compares the demo shipper’s seeded tender with the generated history of its lane', async () => {
    const reply = await marketOf('5001');
    expect(reply.data?.week).toBe('2026-01-05');
    expect(reply.data?.lines.map((line) => line.unit)).toEqual(['40HQ', '20GP']);
    expect(reply.data?.lines.every((line) => line.listings > 0)).toBe(true);
    expect(reply.data?.band).toBeDefined();
  });
});
