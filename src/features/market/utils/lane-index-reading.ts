import { daysBetween } from '@/contract/common/calendar';
import { changeTenths, compareMoney, toCents } from '@/contract/common/money';
import type { Decimal } from '@/contract/common/trade';
import type { IndexWeek, LaneIndex } from '@/contract/market/rate-index';

/** A week that had rates: its figures are all there. */
export type FilledWeek = IndexWeek & { median: Decimal; low: Decimal; high: Decimal };

export function isFilled(week: IndexWeek): week is FilledWeek {
  return week.median !== undefined && week.low !== undefined && week.high !== undefined;
}

export type Change = 'up' | 'down' | 'same';

/** What a lane index says in words: where the latest week stands, how it moved, where a price sits. */
export interface LaneIndexReading {
  /** The latest week that had rates; undefined when none in the period had any. */
  latest?: FilledWeek;
  /** The latest median against the earliest week with rates, when there are two such weeks. */
  change?: { direction: Change; percent: number; weeks: number };
  /** Where `own` stands against the latest week's range. */
  position?: 'below' | 'within' | 'above';
}

/**
 * Reads a lane index for its summary: the latest week with rates, the change of its median since
 * the first week with rates in the period, and where `own` (a listing's all-in price) stands
 * against the latest range. Amounts are compared as decimals (`compareMoney`), never as floats.
 */
export function readLaneIndex(index: LaneIndex, own?: Decimal): LaneIndexReading {
  const filled = index.weeks.filter(isFilled);
  const latest = filled.at(-1);
  if (!latest) return {};
  const first = filled[0];
  let change: LaneIndexReading['change'];
  if (first && first !== latest && compareMoney(first.median, '0') > 0) {
    const tenths = changeTenths(toCents(first.median) ?? 0, toCents(latest.median) ?? 0) ?? 0;
    change = {
      direction: tenths > 0 ? 'up' : tenths < 0 ? 'down' : 'same',
      percent: Math.abs(tenths) / 10,
      weeks: Math.round(daysBetween(first.week, latest.week) / 7),
    };
  }
  let position: LaneIndexReading['position'];
  if (own !== undefined) {
    if (compareMoney(own, latest.low) < 0) position = 'below';
    else if (compareMoney(own, latest.high) > 0) position = 'above';
    else position = 'within';
  }
  return { latest, change, position };
}
