import type { IssuerBid } from '@/contract/bid/types';
import {
  canAward,
  canCancel,
  comparableTotal,
  compareByTotal,
  compareByTransit,
  sortBids,
} from '@/features/tender/utils/my-tender-sort';

type BidMoney = Pick<IssuerBid, 'currency' | 'total' | 'converted' | 'transitDays'>;

const usd = (total: string, transitDays = 20): BidMoney => ({
  currency: 'USD',
  total,
  transitDays,
});
const cny = (total: string, converted?: string): BidMoney => ({
  currency: 'CNY',
  total,
  transitDays: 20,
  converted: converted
    ? { amount: converted, currency: 'USD', rate: '0.138', rateDate: '2026-11-20' }
    : undefined,
});

describe('compareByTotal', () => {
  it('compares bids in another currency by their converted total, in cents', () => {
    const bids = [usd('4100.00'), cny('28000.00', '3864.00'), usd('3864.01'), usd('999.99')];
    const sorted = [...bids].sort((a, b) => compareByTotal(a, b, 'USD'));
    expect(sorted.map((bid) => bid.total)).toEqual(['999.99', '28000.00', '3864.01', '4100.00']);
  });

  it('never trusts floating point: 0.1 + 0.2 style amounts compare exactly', () => {
    expect(compareByTotal(usd('0.30'), usd('0.3'), 'USD')).toBe(0);
    expect(compareByTotal(usd('1000000.10'), usd('1000000.09'), 'USD')).toBe(1);
  });

  it('puts a bid that cannot be converted after the others', () => {
    const sorted = [cny('100.00'), usd('5000.00')].sort((a, b) => compareByTotal(a, b, 'USD'));
    expect(sorted.map((bid) => bid.currency)).toEqual(['USD', 'CNY']);
    expect(comparableTotal(cny('100.00'), 'USD')).toBeUndefined();
    expect(comparableTotal(cny('100.00'), 'CNY')).toEqual({ amount: '100.00', cents: 10000 });
  });
});

describe('compareByTransit', () => {
  it('orders by transit days', () => {
    const sorted = [usd('1', 30), usd('2', 12), usd('3', 18)].sort(compareByTransit);
    expect(sorted.map((bid) => bid.transitDays)).toEqual([12, 18, 30]);
  });
});

describe('sortBids', () => {
  const bids = [usd('4100.00', 18), cny('28000.00', '3864.00'), usd('999.99', 30), cny('50.00')];

  it('orders by total in the tender currency either way, as the table does, without changing the list', () => {
    const totals = (order: 'totalAsc' | 'totalDesc') =>
      sortBids(bids, order, 'USD').map((bid) => bid.total);
    expect(totals('totalAsc')).toEqual(['999.99', '28000.00', '4100.00', '50.00']);
    expect(totals('totalDesc')).toEqual(['50.00', '4100.00', '28000.00', '999.99']);
    expect(bids.map((bid) => bid.total)).toEqual(['4100.00', '28000.00', '999.99', '50.00']);
  });

  it('orders by transit days either way, keeping the given order between equals', () => {
    const days = (order: 'transitAsc' | 'transitDesc') =>
      sortBids(bids, order, 'USD').map((bid) => `${bid.transitDays}:${bid.total}`);
    expect(days('transitAsc')).toEqual(['18:4100.00', '20:28000.00', '20:50.00', '30:999.99']);
    expect(days('transitDesc')).toEqual(['30:999.99', '20:28000.00', '20:50.00', '18:4100.00']);
  });
});

describe('canAward and canCancel', () => {
  const now = Date.parse('2026-11-21T03:00:00Z');
  const deadline = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();

  it('allows an award of a live bid on an open tender, or a closed one within 7 days', () => {
    expect(
      canAward({ status: 'submitted' }, { status: 'open', bidDeadline: deadline(-1) }, now),
    ).toBe(true);
    expect(
      canAward({ status: 'submitted' }, { status: 'closed', bidDeadline: deadline(6) }, now),
    ).toBe(true);
    expect(
      canAward({ status: 'submitted' }, { status: 'closed', bidDeadline: deadline(8) }, now),
    ).toBe(false);
    expect(canAward({ status: 'lost' }, { status: 'open', bidDeadline: deadline(-1) }, now)).toBe(
      false,
    );
    expect(
      canAward({ status: 'submitted' }, { status: 'awarded', bidDeadline: deadline(1) }, now),
    ).toBe(false);
  });

  it('allows cancelling while no bid has won', () => {
    expect(canCancel('open', [{ status: 'submitted' }])).toBe(true);
    expect(canCancel('closed', [])).toBe(true);
    expect(canCancel('open', [{ status: 'won' }])).toBe(false);
    expect(canCancel('cancelled', [])).toBe(false);
  });
});
