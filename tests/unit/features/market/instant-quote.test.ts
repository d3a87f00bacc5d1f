import {
  compareQuotes,
  quoteListing,
  rankQuotes,
  type QuotableListing,
} from '@/contract/market/instant-quote';

const fcl = (id: string, amount40: string, transitDays: number): QuotableListing => ({
  id,
  shipmentType: 'FCL',
  prices: [
    { unit: '20GP', amount: '1000' },
    { unit: '40HQ', amount: amount40 },
  ],
  surcharges: [
    { code: 'THC', unit: 'per_container', amount: '120.10' },
    { code: 'DOC', unit: 'per_bl', amount: '50' },
  ],
  transitDays,
});

const lcl: QuotableListing = {
  id: '9',
  shipmentType: 'LCL',
  prices: [{ unit: 'cbm', amount: '33.33' }],
  surcharges: [
    { code: 'THC', unit: 'per_cbm', amount: '5.5' },
    { code: 'DOC', unit: 'per_bl', amount: '40' },
  ],
  transitDays: 8,
};

describe('quoteListing', () => {
  it('totals FCL freight for the chosen type, per-container and per-B/L surcharges in cents', () => {
    const quote = quoteListing(fcl('1', '1800.55', 30), {
      shipmentType: 'FCL',
      containerType: '40HQ',
      quantity: 3,
    });
    // 3 × 1800.55 + 3 × 120.10 + 50 = 5401.65 + 360.30 + 50
    expect(quote?.total).toBe('5811.95');
    expect(quote?.lines.map((line) => [line.item, line.quantity, line.amount])).toEqual([
      ['40HQ', '3', '5401.65'],
      ['THC', '3', '360.30'],
      ['DOC', '1', '50.00'],
    ]);
  });

  it('totals LCL per cbm with volumes to the litre, rounding once per line', () => {
    const quote = quoteListing(lcl, { shipmentType: 'LCL', volumeCbm: '2.5' });
    // 2.5 × 33.33 = 83.325 → 83.33; 2.5 × 5.5 = 13.75; + 40
    expect(quote?.total).toBe('137.08');
  });

  it('does not match another shipment type, a missing container type or an unpriceable size', () => {
    expect(
      quoteListing(fcl('1', '1800', 30), {
        shipmentType: 'FCL',
        containerType: '45HQ',
        quantity: 1,
      }),
    ).toBeUndefined();
    expect(
      quoteListing(lcl, { shipmentType: 'FCL', containerType: '20GP', quantity: 1 }),
    ).toBeUndefined();
    expect(quoteListing(lcl, { shipmentType: 'LCL', volumeCbm: 'abc' })).toBeUndefined();
    expect(
      quoteListing(fcl('1', '1800', 30), { shipmentType: 'FCL', quantity: 1 }),
    ).toBeUndefined();
  });
});

describe('rankQuotes', () => {
  it('ranks cheapest first, equal totals by shorter transit then by id, dropping non-matches', () => {
    const listings = [
      fcl('3', '1900', 20),
      fcl('2', '1800', 31),
      fcl('10', '1800', 28),
      fcl('4', '1800', 28),
      lcl,
    ];
    const ranked = rankQuotes(listings, {
      shipmentType: 'FCL',
      containerType: '40HQ',
      quantity: 2,
    });
    expect(ranked.map((row) => row.listing.id)).toEqual(['4', '10', '2', '3']);
    expect(ranked[0]?.quote.total).toBe('3890.20');
  });

  it('compares by integer cents, never floats', () => {
    const a = { totalCents: 30, listing: { id: '1', transitDays: 9 } };
    const b = { totalCents: 31, listing: { id: '2', transitDays: 1 } };
    expect(compareQuotes(a, b)).toBeLessThan(0);
  });
});
