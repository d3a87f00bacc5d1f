/**
 * The lane index rule: for a lane, a unit and a week,
 * the listings valid that week with the price in force that week, and the median, low and high of
 * their all-in prices. Integer cents throughout; listings are priced in US dollars, so the figures
 * are in dollars until converted at the day's rate.
 */
import { addDays } from '@/contract/common/calendar';
import { changeTenths, fromCents, multiplyCents } from '@/contract/common/money';
import type { Decimal } from '@/contract/common/trade';
import { allInCents } from '@/contract/market/all-in';
import type { RateUnit } from '@/contract/market/rate-index';

import { parseCstDate } from '../../core/time';

import type { Db } from '../../core/schema';
import type { ListingPriceRow } from './schema';

/** A price as the index reads it. */
export type IndexPrice = Pick<ListingPriceRow, 'at' | 'prices' | 'surcharges'>;

/** A listing as the index reads it: its lane's validity and its prices, oldest first. */
export interface IndexedListing {
  /** YYYY-MM-DD, China time, inclusive. */
  validFrom: string;
  validTo: string;
  /** Its price records in the order they were set (at least one). */
  prices: readonly IndexPrice[];
}

/** One week of the index, in integer cents of the listings' currency; no figures for a gap. */
export interface WeekFigures {
  listings: number;
  medianCents?: number;
  lowCents?: number;
  highCents?: number;
}

/**
 * The median of whole cents: the middle value, or for an even count the mean of the two middle
 * ones rounded half up to the cent. Undefined for no values.
 */
export function medianCents(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[middle - 1] as number;
  // Half up: (a + b) / 2 with .5 going up; whole numbers, so no fraction is ever rounded twice.
  return Math.floor((lower + upper + 1) / 2);
}

/** The price in force in the week that ends before `weekEnd`: the last one set by then, else the first. */
function priceInForce(prices: readonly IndexPrice[], weekEnd: number): IndexPrice | undefined {
  let found: IndexPrice | undefined;
  for (const price of prices) {
    if (price.at < weekEnd && (!found || price.at >= found.at)) found = price;
  }
  return found ?? prices[0];
}

/**
 * The index of one week (its Monday, YYYY-MM-DD) for `unit`: the listings whose validity overlaps
 * Monday–Sunday and that price the unit, each at its price in force that week (the last one set
 * before the week ended, China time; a listing whose first price came later, its first). A week
 * without any is a gap: `listings` 0 and no figures, never a zero price.
 */
export function weekFigures(
  listings: readonly IndexedListing[],
  unit: RateUnit,
  week: string,
): WeekFigures {
  const sunday = addDays(week, 6);
  const weekEnd = parseCstDate(addDays(week, 7)) ?? Number.POSITIVE_INFINITY;
  const values: number[] = [];
  for (const listing of listings) {
    if (listing.validFrom > sunday || listing.validTo < week) continue;
    const price = priceInForce(listing.prices, weekEnd);
    const cents = price ? allInCents(price, unit) : undefined;
    if (cents !== undefined) values.push(cents);
  }
  if (values.length === 0) return { listings: 0 };
  return {
    listings: values.length,
    medianCents: medianCents(values),
    lowCents: Math.min(...values),
    highCents: Math.max(...values),
  };
}

/** The figures converted at `rate` (1 unit of the listings' currency = rate units), half up to cents. */
export function convertFigures(figures: WeekFigures, rate: Decimal): WeekFigures {
  const converted: WeekFigures = { listings: figures.listings };
  if (figures.medianCents !== undefined)
    converted.medianCents = multiplyCents(figures.medianCents, rate);
  if (figures.lowCents !== undefined) converted.lowCents = multiplyCents(figures.lowCents, rate);
  if (figures.highCents !== undefined) converted.highCents = multiplyCents(figures.highCents, rate);
  return converted;
}

/** The figures as decimals, as the API carries them (absent for a gap). */
export function figureAmounts(figures: WeekFigures): {
  median?: Decimal;
  low?: Decimal;
  high?: Decimal;
} {
  return {
    ...(figures.medianCents === undefined ? {} : { median: fromCents(figures.medianCents) }),
    ...(figures.lowCents === undefined ? {} : { low: fromCents(figures.lowCents) }),
    ...(figures.highCents === undefined ? {} : { high: fromCents(figures.highCents) }),
  };
}

/** The price records by listing id, each list in the order they were set. */
function pricesByListing(db: Db): Map<string, IndexPrice[]> {
  const prices = new Map<string, IndexPrice[]>();
  for (const record of db.listingPrices) {
    const list = prices.get(record.listingId);
    if (list) list.push(record);
    else prices.set(record.listingId, [record]);
  }
  return prices;
}

/**
 * Every listing by lane ('CNSHA-USLAX'), on the market's table or past (the generated history,
 * deleted listings), with its price records. A listing without a record (none is, but a stored
 * copy could be older than the records) is read at its current prices; a past one without a
 * record is left out.
 */
function listingsByLane(db: Db): Map<string, IndexedListing[]> {
  const prices = pricesByListing(db);
  const lanes = new Map<string, IndexedListing[]>();
  const add = (pol: string, pod: string, listing: IndexedListing) => {
    const key = `${pol}-${pod}`;
    const list = lanes.get(key);
    if (list) list.push(listing);
    else lanes.set(key, [listing]);
  };
  for (const row of Object.values(db.listings)) {
    add(row.pol, row.pod, {
      validFrom: row.validFrom,
      validTo: row.validTo,
      prices: prices.get(row.id) ?? [
        { at: row.createdAt, prices: row.prices, surcharges: row.surcharges },
      ],
    });
  }
  for (const row of Object.values(db.pastListings)) {
    const recorded = prices.get(row.id);
    if (recorded) {
      add(row.pol, row.pod, { validFrom: row.validFrom, validTo: row.validTo, prices: recorded });
    }
  }
  return lanes;
}

/** Reads a lane's index for `unit` in each of `weeks` (Mondays), in cents of US dollars. */
export type LaneIndexReader = (
  lane: { pol: string; pod: string },
  unit: RateUnit,
  weeks: readonly string[],
) => WeekFigures[];

/**
 * The lane index over a database that does not change while the reader is used (a seed, one
 * reply): one pass over the market at the first read gathers every lane's listings, and every
 * read after it uses them, each lane's week and unit worked out once; a reader kept past a write
 * would read the market as it was.
 */
export function laneIndexReader(db: Db): LaneIndexReader {
  let lanes: Map<string, IndexedListing[]> | undefined;
  // A week's figures are read again for every bid on the lane that week: worked out once each.
  const figures = new Map<string, WeekFigures>();
  return (lane, unit, weeks) => {
    lanes ??= listingsByLane(db);
    const key = `${lane.pol}-${lane.pod}`;
    const listings = lanes.get(key) ?? [];
    return weeks.map((week) => {
      const at = `${key} ${unit} ${week}`;
      let found = figures.get(at);
      if (!found) {
        found = weekFigures(listings, unit, week);
        figures.set(at, found);
      }
      return found;
    });
  };
}

/**
 * This week's median against last week's, in percent with one decimal and its sign ('+4.5',
 * '-3.2', '0.0'), rounded half away from zero; undefined when either is missing (a gap) or last
 * week's is zero.
 */
export function changePercent(
  last: number | undefined,
  current: number | undefined,
): string | undefined {
  if (last === undefined || current === undefined) return undefined;
  const tenths = changeTenths(last, current);
  if (tenths === undefined) return undefined;
  if (tenths === 0) return '0.0';
  const magnitude = Math.abs(tenths);
  return `${tenths < 0 ? '-' : '+'}${Math.floor(magnitude / 10)}.${magnitude % 10}`;
}
