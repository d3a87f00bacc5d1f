import { describe, expect, it } from 'vitest';

import type { TenderDetail } from '@/contract/tender/types';
import { readerAction, takesBids } from '@/features/tender/utils/reader-action';

const NOW = Date.parse('2026-11-21T12:00:00+08:00');

const tender = (patch: Partial<TenderDetail> = {}) =>
  ({
    status: 'open',
    bidDeadline: '2026-11-25T18:00:00+08:00',
    shipmentType: 'FCL',
    mine: false,
    ...patch,
  }) as TenderDetail;

const shipper = { userType: 1 } as const;
const forwarder = { userType: 2 } as const;
const consolidator = { userType: 3 } as const;

describe('takesBids', () => {
  it.each([
    ['open before the deadline', tender(), true],
    [
      'open one second after the deadline',
      tender({ bidDeadline: '2026-11-21T11:59:59+08:00' }),
      false,
    ],
    ['closed', tender({ status: 'closed' }), false],
    ['awarded', tender({ status: 'awarded' }), false],
    ['cancelled', tender({ status: 'cancelled' }), false],
  ])('%s → %s', (_, value, expected) => {
    expect(takesBids(value, NOW)).toBe(expected);
  });
});

describe('readerAction', () => {
  it('lets the issuer manage the bids, whatever the state', () => {
    expect(readerAction(tender({ mine: true }), shipper, NOW)).toEqual({ kind: 'manage' });
    expect(readerAction(tender({ mine: true, status: 'closed' }), shipper, NOW)).toEqual({
      kind: 'manage',
    });
  });

  it('asks a visitor to log in while the tender takes bids', () => {
    expect(readerAction(tender(), undefined, NOW)).toEqual({ kind: 'login' });
    expect(readerAction(tender({ status: 'awarded' }), undefined, NOW)).toEqual({
      kind: 'closed',
      myBid: false,
    });
  });

  it('tells another shipper that bidding is for carriers', () => {
    expect(readerAction(tender(), shipper, NOW)).toEqual({ kind: 'shipperOnly' });
  });

  it('offers a forwarder to bid, or to revise a live bid', () => {
    expect(readerAction(tender(), forwarder, NOW)).toEqual({ kind: 'bid' });
    expect(readerAction(tender({ myBidId: 'b1' }), forwarder, NOW)).toEqual({ kind: 'revise' });
  });

  it('lets a consolidator bid on LCL but explains why not on FCL', () => {
    expect(readerAction(tender({ shipmentType: 'LCL' }), consolidator, NOW)).toEqual({
      kind: 'bid',
    });
    expect(readerAction(tender(), consolidator, NOW)).toEqual({ kind: 'lclOnly' });
  });

  it('says bidding has closed after the deadline, pointing a bidder to their bid', () => {
    const late = tender({ bidDeadline: '2026-11-20T18:00:00+08:00', myBidId: 'b1' });
    expect(readerAction(late, forwarder, NOW)).toEqual({ kind: 'closed', myBid: true });
    expect(readerAction(tender({ status: 'closed' }), forwarder, NOW)).toEqual({
      kind: 'closed',
      myBid: false,
    });
  });
});
