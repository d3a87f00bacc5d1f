import dayjs from 'dayjs';

import { computeBidTotal } from '@/contract/bid/total';
import type { Bid } from '@/contract/bid/types';
import type { ShipmentSize } from '@/contract/common/trade';
import {
  bidFieldNames,
  bidToFormValues,
  emptyBidValues,
  freightQuantityOf,
  freightUnitsOf,
  isSurchargeUnitAllowed,
  newSurchargeLine,
  pricingOf,
  surchargeUnitsFor,
  toBidBody,
  type BidFormValues,
} from '@/features/bid/utils/bid-form';

const fcl: ShipmentSize = {
  shipmentType: 'FCL',
  containers: [
    { type: '40HQ', quantity: 2 },
    { type: '20GP', quantity: 1 },
    { type: '40HQ', quantity: 1 },
  ],
};
const lcl: ShipmentSize = { shipmentType: 'LCL', volumeCbm: '12.5' };

const filled = (overrides: Partial<BidFormValues> = {}): BidFormValues => ({
  currency: 'USD',
  freight: [
    { unit: '40HQ', amount: ' 1850 ' },
    { unit: '20GP', amount: '1200.5' },
  ],
  surcharges: [
    { code: 'BAF', amount: '120', unit: 'per_container' },
    { code: 'DOC', amount: '50.00', unit: 'per_bl' },
  ],
  carrier: 'COSU',
  transitDays: 16,
  etd: dayjs('2026-12-03'),
  validUntil: dayjs('2026-12-31'),
  freeDays: 7,
  remarks: '  weekly space  ',
  ...overrides,
});

describe('freightUnitsOf', () => {
  it('lists each container type of an FCL tender once, in the tender order', () => {
    expect(freightUnitsOf(fcl)).toEqual(['40HQ', '20GP']);
  });

  it('quotes an LCL tender per cbm', () => {
    expect(freightUnitsOf(lcl)).toEqual(['cbm']);
  });
});

describe('freightQuantityOf', () => {
  it('adds up the containers of one type, and gives the volume for cbm', () => {
    expect(freightQuantityOf(fcl, '40HQ')).toBe('3');
    expect(freightQuantityOf(fcl, '20GP')).toBe('1');
    expect(freightQuantityOf(lcl, 'cbm')).toBe('12.5');
  });
});

describe('surcharge units', () => {
  it.each([
    ['FCL', 'per_container', true],
    ['FCL', 'per_bl', true],
    ['FCL', 'per_cbm', false],
    ['LCL', 'per_cbm', true],
    ['LCL', 'per_bl', true],
    ['LCL', 'per_container', false],
  ] as const)('on %s, %s allowed: %s', (type, unit, allowed) => {
    expect(isSurchargeUnitAllowed(type, unit)).toBe(allowed);
    expect(surchargeUnitsFor(type).includes(unit)).toBe(allowed);
  });

  it('starts a new row with the tender’s per-quantity unit', () => {
    expect(newSurchargeLine('FCL').unit).toBe('per_container');
    expect(newSurchargeLine('LCL').unit).toBe('per_cbm');
  });
});

describe('emptyBidValues', () => {
  it('has one empty freight row per unit, no surcharges, in the tender currency', () => {
    const values = emptyBidValues(fcl, 'CNY');
    expect(values.currency).toBe('CNY');
    expect(values.freight).toEqual([
      { unit: '40HQ', amount: '' },
      { unit: '20GP', amount: '' },
    ]);
    expect(values.surcharges).toEqual([]);
  });
});

describe('toBidBody', () => {
  it('sends trimmed decimal strings, calendar days and numbers', () => {
    expect(toBidBody('t-1', filled())).toEqual({
      tenderId: 't-1',
      currency: 'USD',
      freight: [
        { unit: '40HQ', amount: '1850' },
        { unit: '20GP', amount: '1200.5' },
      ],
      surcharges: [
        { code: 'BAF', amount: '120', unit: 'per_container' },
        { code: 'DOC', amount: '50.00', unit: 'per_bl' },
      ],
      carrier: 'COSU',
      transitDays: 16,
      etd: '2026-12-03',
      validUntil: '2026-12-31',
      freeDays: 7,
      remarks: 'weekly space',
    });
  });

  it('leaves out empty remarks', () => {
    expect(toBidBody('t-1', filled({ remarks: '   ' }))).not.toHaveProperty('remarks');
  });

  it('gives the same total as the server computes from the body', () => {
    const body = toBidBody('t-1', filled());
    const total = computeBidTotal(fcl, body);
    // 3 × 1850 + 1 × 1200.50 + 4 × 120 + 50 = 7280.50
    expect(total).toMatchObject({ ok: true, total: '7280.50' });
  });
});

describe('pricingOf', () => {
  it('prices a half-filled row as it stands, so the live total reports what is missing', () => {
    const pricing = pricingOf({
      freight: [{ unit: 'cbm', amount: '45' }],
      surcharges: [{ code: undefined, amount: '', unit: undefined }],
    });
    expect(pricing.surcharges).toEqual([{ code: 'OTHER', amount: '', unit: 'per_bl' }]);
    expect(computeBidTotal(lcl, pricing)).toEqual({
      ok: false,
      problems: [{ path: 'surcharges.0.amount', reason: 'required' }],
    });
  });
});

describe('bidToFormValues', () => {
  const bid = {
    currency: 'EUR',
    freight: [
      { unit: '20GP', amount: '1100.00' },
      { unit: '40HQ', amount: '1900.00' },
    ],
    surcharges: [{ code: 'THC', amount: '80.00', unit: 'per_container' }],
    carrier: 'MAEU',
    transitDays: 18,
    etd: '2026-12-05',
    validUntil: '2027-01-05',
    freeDays: 10,
  } as Bid;

  it('follows the tender’s freight rows and turns days into dates', () => {
    const values = bidToFormValues(bid, fcl);
    expect(values.freight).toEqual([
      { unit: '40HQ', amount: '1900.00' },
      { unit: '20GP', amount: '1100.00' },
    ]);
    expect(values.etd?.format('YYYY-MM-DD')).toBe('2026-12-05');
    expect(values.remarks).toBe('');
  });

  it('comes back to the same body', () => {
    const body = toBidBody('t-1', bidToFormValues(bid, fcl));
    expect(body.surcharges).toEqual(bid.surcharges);
    expect(body).toMatchObject({ currency: 'EUR', carrier: 'MAEU', validUntil: '2027-01-05' });
  });
});

describe('bidFieldNames', () => {
  it('names every row field the server may refuse', () => {
    const names = bidFieldNames(filled());
    expect(names).toEqual(
      expect.arrayContaining(['carrier', 'freight.1.amount', 'surcharges.1.unit', 'etd']),
    );
    expect(names).not.toContain('surcharges.2.amount');
  });
});
