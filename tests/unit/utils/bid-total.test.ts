import { computeBidTotal, type BidPricing } from '@/contract/bid/total';
import type { ShipmentSize } from '@/contract/common/trade';

const FCL: ShipmentSize = {
  shipmentType: 'FCL',
  containers: [
    { type: '40HQ', quantity: 2 },
    { type: '20GP', quantity: 3 },
  ],
};
const LCL: ShipmentSize = { shipmentType: 'LCL', volumeCbm: '12.345' };

function total(size: ShipmentSize, pricing: BidPricing) {
  const result = computeBidTotal(size, pricing);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
}

describe('computeBidTotal: FCL', () => {
  it('prices each container type and the surcharges per container and per B/L', () => {
    const result = total(FCL, {
      freight: [
        { unit: '40HQ', amount: '1850.50' },
        { unit: '20GP', amount: '1000' },
      ],
      surcharges: [
        { code: 'BAF', amount: '120', unit: 'per_container' },
        { code: 'DOC', amount: '50', unit: 'per_bl' },
      ],
    });
    expect(result.lines).toEqual([
      {
        kind: 'freight',
        item: '40HQ',
        unit: '40HQ',
        quantity: '2',
        unitAmount: '1850.50',
        amount: '3701.00',
      },
      {
        kind: 'freight',
        item: '20GP',
        unit: '20GP',
        quantity: '3',
        unitAmount: '1000.00',
        amount: '3000.00',
      },
      {
        kind: 'surcharge',
        item: 'BAF',
        unit: 'per_container',
        quantity: '5',
        unitAmount: '120.00',
        amount: '600.00',
      },
      {
        kind: 'surcharge',
        item: 'DOC',
        unit: 'per_bl',
        quantity: '1',
        unitAmount: '50.00',
        amount: '50.00',
      },
    ]);
    expect(result.total).toBe('7351.00');
    expect(result.totalCents).toBe(735_100);
  });

  it('adds cents exactly (0.1 + 0.2 style amounts)', () => {
    const result = total(
      { shipmentType: 'FCL', containers: [{ type: '40GP', quantity: 1 }] },
      {
        freight: [{ unit: '40GP', amount: '0.1' }],
        surcharges: [
          { code: 'BAF', amount: '0.2', unit: 'per_container' },
          { code: 'ISPS', amount: '0.7', unit: 'per_bl' },
          { code: 'SEAL', amount: '0.01', unit: 'per_bl' },
        ],
      },
    );
    expect(result.total).toBe('1.01');
  });

  it('keeps large amounts exact', () => {
    const result = total(
      { shipmentType: 'FCL', containers: [{ type: '45HQ', quantity: 999 }] },
      {
        freight: [{ unit: '45HQ', amount: '9999999.99' }],
        surcharges: [{ code: 'OTHER', amount: '0.01', unit: 'per_bl' }],
      },
    );
    // 999 × 9,999,999.99 = 9,989,999,990.01; + 0.01
    expect(result.total).toBe('9989999990.02');
  });

  it('accepts no surcharges', () => {
    const result = total(
      { shipmentType: 'FCL', containers: [{ type: '20RF', quantity: 1 }] },
      { freight: [{ unit: '20RF', amount: '2300' }], surcharges: [] },
    );
    expect(result.total).toBe('2300.00');
  });
});

describe('computeBidTotal: LCL', () => {
  it('prices per cbm on a 3-decimal volume, rounding each line half up to the cent', () => {
    const result = total(LCL, {
      freight: [{ unit: 'cbm', amount: '45.50' }],
      surcharges: [
        { code: 'THC', amount: '8.25', unit: 'per_cbm' },
        { code: 'DOC', amount: '35', unit: 'per_bl' },
      ],
    });
    // 12.345 × 45.50 = 561.6975 → 561.70; 12.345 × 8.25 = 101.84625 → 101.85; + 35
    expect(result.lines.map((line) => [line.item, line.quantity, line.amount])).toEqual([
      ['cbm', '12.345', '561.70'],
      ['THC', '12.345', '101.85'],
      ['DOC', '1', '35.00'],
    ]);
    expect(result.total).toBe('698.55');
  });

  it('rounds exactly half a cent up', () => {
    // 0.005 cbm × 1.00 = 0.005 → 0.01
    const result = total(
      { shipmentType: 'LCL', volumeCbm: '0.005' },
      { freight: [{ unit: 'cbm', amount: '1' }], surcharges: [] },
    );
    expect(result.total).toBe('0.01');
  });

  it('refuses a volume with more than 3 decimals', () => {
    expect(
      computeBidTotal(
        { shipmentType: 'LCL', volumeCbm: '1.2345' },
        { freight: [{ unit: 'cbm', amount: '1' }], surcharges: [] },
      ),
    ).toEqual({ ok: false, problems: [{ path: 'volumeCbm', reason: 'invalid' }] });
  });
});

describe('computeBidTotal: problems name the field', () => {
  it.each<[ShipmentSize, BidPricing, { path: string; reason: string }[]]>([
    [
      FCL,
      { freight: [{ unit: '40HQ', amount: '100' }], surcharges: [] },
      [{ path: 'freight.20GP', reason: 'missingFreight' }],
    ],
    [
      FCL,
      {
        freight: [
          { unit: '40HQ', amount: '100' },
          { unit: '20GP', amount: '100' },
          { unit: 'cbm', amount: '1' },
        ],
        surcharges: [],
      },
      [{ path: 'freight.2.unit', reason: 'unexpectedFreight' }],
    ],
    [
      FCL,
      {
        freight: [
          { unit: '40HQ', amount: ' ' },
          { unit: '20GP', amount: '1.234' },
        ],
        surcharges: [],
      },
      [
        { path: 'freight.0.amount', reason: 'required' },
        { path: 'freight.1.amount', reason: 'invalid' },
      ],
    ],
    [
      FCL,
      {
        freight: [
          { unit: '40HQ', amount: '100' },
          { unit: '20GP', amount: '100' },
        ],
        surcharges: [
          { code: 'BAF', amount: '10', unit: 'per_bl' },
          { code: 'THC', amount: '-1', unit: 'per_container' },
          { code: 'CAF', amount: '3', unit: 'per_cbm' },
        ],
      },
      [
        { path: 'surcharges.1.amount', reason: 'invalid' },
        { path: 'surcharges.2.unit', reason: 'unitNotAllowed' },
      ],
    ],
    [
      LCL,
      {
        freight: [{ unit: 'cbm', amount: '10' }],
        surcharges: [{ code: 'THC', amount: '10', unit: 'per_container' }],
      },
      [{ path: 'surcharges.0.unit', reason: 'unitNotAllowed' }],
    ],
    [LCL, { freight: [], surcharges: [] }, [{ path: 'freight.cbm', reason: 'missingFreight' }]],
    [
      LCL,
      { freight: [{ unit: 'cbm', amount: '1e3' }], surcharges: [] },
      [{ path: 'freight.0.amount', reason: 'invalid' }],
    ],
  ])('%#: reports every problem', (size, pricing, problems) => {
    expect(computeBidTotal(size, pricing)).toEqual({ ok: false, problems });
  });
});
