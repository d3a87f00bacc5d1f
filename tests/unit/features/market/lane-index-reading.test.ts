import type { IndexWeek, LaneIndex } from '@/contract/market/rate-index';
import { readLaneIndex } from '@/features/market/utils/lane-index-reading';

const port = {
  code: 'CNSHA',
  name: '上海',
  nameEn: 'Shanghai',
  countryCode: 'CN',
  region: 'east-asia',
};

function index(weeks: IndexWeek[]): LaneIndex {
  return {
    pol: port,
    pod: port,
    unit: '40HQ',
    currency: 'USD',
    rate: '1',
    rateDate: '2026-11-27',
    weeks,
  };
}

const filled = (week: string, median: string, low: string, high: string): IndexWeek => ({
  week,
  listings: 2,
  median,
  low,
  high,
});

describe('readLaneIndex', () => {
  it('reads the latest week with rates, skipping a gap at the end, and the change since the first', () => {
    const reading = readLaneIndex(
      index([
        { week: '2026-10-26', listings: 0 },
        filled('2026-11-02', '2000.00', '1900.00', '2100.00'),
        filled('2026-11-09', '2100.50', '2000.00', '2200.00'),
        { week: '2026-11-16', listings: 0 },
      ]),
    );
    expect(reading.latest?.week).toBe('2026-11-09');
    // 2,000.00 → 2,100.50 is +5.025%: 5.0 to one decimal, one week apart.
    expect(reading.change).toEqual({ direction: 'up', percent: 5, weeks: 1 });
  });

  it('rounds the change half away from zero and says when it held', () => {
    const down = readLaneIndex(
      index([
        filled('2026-11-02', '2000.00', '1.00', '3000.00'),
        filled('2026-11-23', '1999.00', '1.00', '3000.00'),
      ]),
    );
    // −0.05% rounds to −0.1%.
    expect(down.change).toEqual({ direction: 'down', percent: 0.1, weeks: 3 });
    const same = readLaneIndex(
      index([
        filled('2026-11-02', '2000.00', '1.00', '3000.00'),
        filled('2026-11-09', '2000.00', '1.00', '3000.00'),
      ]),
    );
    expect(same.change?.direction).toBe('same');
  });

  it('places a price below, within (edges included) or above the latest range', () => {
    const weeks = [filled('2026-11-23', '1707.00', '1649.00', '1794.00')];
    expect(readLaneIndex(index(weeks), '1648.99').position).toBe('below');
    expect(readLaneIndex(index(weeks), '1649.00').position).toBe('within');
    expect(readLaneIndex(index(weeks), '1794.00').position).toBe('within');
    expect(readLaneIndex(index(weeks), '1794.01').position).toBe('above');
    expect(readLaneIndex(index(weeks)).change).toBeUndefined();
  });

  it('says nothing of a period without rates', () => {
    expect(readLaneIndex(index([{ week: '2026-11-23', listings: 0 }]), '100.00')).toEqual({});
  });
});
