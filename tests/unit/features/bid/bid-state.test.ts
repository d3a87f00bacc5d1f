import { canChangeBid, isOpenForBids, mayBidOn } from '@/features/bid/utils/bid-state';

const NOW = Date.parse('2026-11-21T12:00:00+08:00');
const tender = (status: 'open' | 'closed' | 'awarded' | 'cancelled', deadline: string) => ({
  status,
  bidDeadline: deadline,
});

describe('isOpenForBids', () => {
  it('is open before the deadline of an open tender', () => {
    expect(isOpenForBids(tender('open', '2026-11-21T12:00:01+08:00'), NOW)).toBe(true);
  });

  it('is closed at the deadline, and for any other state', () => {
    expect(isOpenForBids(tender('open', '2026-11-21T12:00:00+08:00'), NOW)).toBe(false);
    expect(isOpenForBids(tender('awarded', '2026-12-01T00:00:00+08:00'), NOW)).toBe(false);
  });
});

describe('mayBidOn', () => {
  it.each([
    [2, 'FCL', true],
    [2, 'LCL', true],
    [3, 'LCL', true],
    [3, 'FCL', false],
    [1, 'LCL', false],
    [undefined, 'LCL', false],
  ] as const)('user type %s on %s: %s', (type, shipment, allowed) => {
    expect(mayBidOn(type, shipment)).toBe(allowed);
  });
});

describe('canChangeBid', () => {
  const open = tender('open', '2026-11-22T00:00:00+08:00');
  it('allows a submitted bid on an open tender', () => {
    expect(canChangeBid({ status: 'submitted', tender: open }, NOW)).toBe(true);
  });
  it('refuses other bid states and passed deadlines', () => {
    expect(canChangeBid({ status: 'withdrawn', tender: open }, NOW)).toBe(false);
    expect(
      canChangeBid(
        { status: 'submitted', tender: tender('open', '2026-11-20T00:00:00+08:00') },
        NOW,
      ),
    ).toBe(false);
  });
});
