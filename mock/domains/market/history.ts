/**
 * The generated rate history: 52 weeks of it for the seeded lanes, from a fixed seed, with the
 * Chinese New Year dip and the summer peak. Past listings and their price records, on the seeded
 * lanes, for the 51 weeks before the seed day's week and the days of that week before the seed
 * day (docs/decisions, D225, for its shape).
 */
import { addDays, daysBetween } from '@/contract/common/calendar';
import type { FreightLine, ShipmentType, SurchargeLine } from '@/contract/common/trade';
import { weekOf, type RateUnit } from '@/contract/market/rate-index';
import { LISTING_CURRENCY } from '@/contract/market/types';

import { seededRng } from '../../core/rand';
import { DAY, HOUR } from '../../core/time';

import type { ListingPriceRow, ListingRow, PastListingRow } from './schema';

/** The history's own fixed seed (the market seed's and the trade seed's rngs are never touched). */
export const HISTORY_SEED = 20261127;
/** Weeks of history, the seed day's week included. */
export const HISTORY_WEEKS = 52;
/** A lane gets a history when the seed publishes at least this many listings on it (one shipment type). */
export const HISTORY_MIN_LISTINGS = 2;

const FCL_UNITS = ['20GP', '40GP', '40HQ'] as const;

/** Chinese New Year's day, by year (the dip's anchor); a year not listed uses 5 February. */
const NEW_YEAR: Record<number, string> = {
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
};

/** A raised cosine: 1 at the centre, 0 from `halfWidth` days away. */
function bump(distance: number, halfWidth: number): number {
  if (Math.abs(distance) >= halfWidth) return 0;
  return (1 + Math.cos((Math.PI * distance) / halfWidth)) / 2;
}

/**
 * The season's price level on `day`, in per mille of the usual (1000): a dip of up to 20 % around
 * Chinese New Year (from two weeks before to four weeks after; lowest a week after it, when the
 * factories are closed) and a peak of up to 25 % in summer (July to September, highest in
 * mid-August).
 */
export function seasonPermille(day: string): number {
  const year = Number(day.slice(0, 4));
  let dip = 0;
  for (const candidate of [year - 1, year, year + 1]) {
    const newYear = NEW_YEAR[candidate] ?? `${candidate}-02-05`;
    dip = Math.max(dip, bump(daysBetween(addDays(newYear, 7), day), 21));
  }
  let peak = 0;
  for (const candidate of [year - 1, year, year + 1]) {
    peak = Math.max(peak, bump(daysBetween(`${candidate}-08-15`, day), 56));
  }
  return Math.round(1000 - 200 * dip + 250 * peak);
}

/** A seeded lane the history covers, with its price level (whole dollars at the season's 1000). */
export interface HistoryLane {
  pol: string;
  pod: string;
  shipmentType: ShipmentType;
  /** Freight per unit: 20GP, 40GP and 40HQ (FCL) or cbm (LCL). */
  freight: Partial<Record<RateUnit, number>>;
  /** The per-container (per-cbm for LCL) terminal handling charge and the per-B/L document fee. */
  thc: number;
  doc: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

/** Whole dollars of an amount the seed wrote ('1850'), 0 when not a number. */
function dollars(amount: string | undefined): number {
  const value = Number(amount);
  return Number.isFinite(value) ? Math.round(value) : 0;
}

/**
 * The seeded lanes the history covers: each lane (pol → pod, one shipment type) with at least
 * HISTORY_MIN_LISTINGS seeded listings, priced at the median of those listings brought back to
 * the season's usual level (so the history meets today's listings), in lane order.
 */
export function historyLanes(rows: readonly ListingRow[], today: string): HistoryLane[] {
  const byLane = new Map<string, ListingRow[]>();
  for (const row of rows) {
    const key = `${row.pol}-${row.pod}-${row.shipmentType}`;
    byLane.set(key, [...(byLane.get(key) ?? []), row]);
  }
  const season = seasonPermille(today);
  const usual = (value: number) => Math.max(1, Math.round((value * 1000) / season));
  return [...byLane.entries()]
    .filter(([, lane]) => lane.length >= HISTORY_MIN_LISTINGS)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, lane]) => {
      const first = lane[0] as ListingRow;
      const units: readonly RateUnit[] = first.shipmentType === 'FCL' ? FCL_UNITS : ['cbm'];
      const perUnit = first.shipmentType === 'FCL' ? 'per_container' : 'per_cbm';
      const freight: Partial<Record<RateUnit, number>> = {};
      for (const unit of units) {
        const prices = lane.flatMap((row) =>
          row.prices.filter((line) => line.unit === unit).map((line) => dollars(line.amount)),
        );
        if (prices.length > 0) freight[unit] = usual(median(prices));
      }
      const charges = (unit: SurchargeLine['unit']) =>
        lane.flatMap((row) =>
          row.surcharges
            .filter((line) => line.code !== 'BAF' && line.unit === unit)
            .map((line) => dollars(line.amount)),
        );
      const thc = charges(perUnit);
      const doc = charges('per_bl');
      return {
        pol: first.pol,
        pod: first.pod,
        shipmentType: first.shipmentType,
        freight,
        thc: thc.length > 0 ? median(thc) : 0,
        doc: doc.length > 0 ? median(doc) : 0,
      };
    });
}

/** FNV-1a of a lane's name, so that each lane draws from its own stream of the history's seed. */
function laneSeed(seed: number, name: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let index = 0; index < name.length; index += 1) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface GeneratedHistory {
  listings: PastListingRow[];
  prices: ListingPriceRow[];
}

/** Days since 1970-01-01 of a YYYY-MM-DD day, and back: the generator counts whole days. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY);
const dayTexts = new Map<number, string>();
function dayText(days: number): string {
  let text = dayTexts.get(days);
  if (text === undefined) {
    text = new Date(days * DAY).toISOString().slice(0, 10);
    dayTexts.set(days, text);
  }
  return text;
}

/** The season's level by day number, each day worked out once (the lanes and reseeds share them). */
const seasonByDay = new Map<number, number>();
function season(days: number): number {
  let level = seasonByDay.get(days);
  if (level === undefined) {
    level = seasonPermille(dayText(days));
    seasonByDay.set(days, level);
  }
  return level;
}

/** The lane's prices for one listing at a season `level` (‰) and the listing's own `spread` (‰). */
function pricing(
  lane: HistoryLane,
  level: number,
  spread: number,
): Pick<ListingPriceRow, 'prices' | 'surcharges'> {
  const lcl = lane.shipmentType === 'LCL';
  const prices: FreightLine[] = Object.entries(lane.freight).map(([unit, base]) => {
    const amount = Math.round((base * level * spread) / 1_000_000);
    return {
      unit: unit as RateUnit,
      amount: String(lcl ? Math.max(5, amount) : Math.max(5, Math.round(amount / 5) * 5)),
    };
  });
  const surcharges: SurchargeLine[] = [
    { code: 'THC', unit: lcl ? 'per_cbm' : 'per_container', amount: String(lane.thc) },
    { code: 'DOC', unit: 'per_bl', amount: String(lane.doc) },
  ];
  return { prices, surcharges };
}

/**
 * One lane's history: for each of the weeks before `today`'s, listings are added until the week
 * has the lane's number of valid ones (2–3, one more at the summer peak, one fewer in the New
 * Year's trough), each valid 3–8 weeks from a Monday to Wednesday, priced at the season of its
 * middle with a spread of ±8 %, published 1–7 days before it starts; a third of those valid 5
 * weeks or more change their price halfway, to the season of their second half. About one week in
 * twenty (one in three in the New Year's trough) has no listing at all: a gap. Nothing is valid on
 * or after `today`.
 */
function laneHistory(
  lane: HistoryLane,
  today: number,
  seed: number,
  nextId: () => string,
): GeneratedHistory {
  const rng = seededRng(laneSeed(seed, `${lane.pol}-${lane.pod}-${lane.shipmentType}`));
  const current = dayNumber(weekOf(dayText(today)));
  const mondays = Array.from(
    { length: HISTORY_WEEKS - 1 },
    (_, index) => current - 7 * (HISTORY_WEEKS - 1 - index),
  );
  const gap = mondays.map((monday) => rng.next() < (season(monday + 3) < 850 ? 0.33 : 0.05));
  const listings: PastListingRow[] = [];
  const prices: ListingPriceRow[] = [];
  const ends: number[] = [];
  let lastDay = today - 1;
  // From the last week back, so that each week knows the day before the next gap.
  const lastDays = mondays.map(() => 0);
  for (let index = mondays.length - 1; index >= 0; index -= 1) {
    lastDays[index] = lastDay;
    if (gap[index]) lastDay = (mondays[index] as number) - 1;
  }
  mondays.forEach((monday, index) => {
    if (gap[index]) return;
    const level = season(monday + 3);
    const target = Math.max(1, rng.int(2, 3) + (level > 1120 ? 1 : 0) - (level < 880 ? 1 : 0));
    let valid = 0;
    for (const end of ends) if (end >= monday) valid += 1;
    while (valid < target) {
      const from = monday + rng.int(0, 2);
      const to = Math.min(from + rng.int(21, 56), lastDays[index] as number);
      if (to <= from) break;
      const id = nextId();
      ends.push(to);
      const validFrom = dayText(from);
      listings.push({
        id,
        pol: lane.pol,
        pod: lane.pod,
        shipmentType: lane.shipmentType,
        validFrom,
        validTo: dayText(to),
      });
      const spread = rng.int(920, 1080);
      const at = (from - rng.int(1, 7)) * DAY - 8 * HOUR + rng.int(9, 18) * HOUR;
      const length = to - from;
      const changes = length >= 35 && rng.next() < 0.33;
      const half = Math.floor(length / 2);
      const firstLevel = season(from + Math.floor((changes ? half : length) / 2));
      prices.push({
        listingId: id,
        at,
        ...pricing(lane, firstLevel, spread),
        currency: LISTING_CURRENCY,
      });
      if (changes) {
        const changedOn = from + half;
        prices.push({
          listingId: id,
          at: changedOn * DAY - 8 * HOUR + rng.int(9, 18) * HOUR,
          ...pricing(lane, season(changedOn + Math.floor((length - half) / 2)), spread),
          currency: LISTING_CURRENCY,
        });
      }
      valid += 1;
    }
  });
  return { listings, prices };
}

/**
 * The history of `lanes` up to `today` (the seed day, China time) from `seed`: the same seed, day
 * and lanes give the same listings and prices; each lane draws from its own stream, so one lane's
 * history does not depend on the others. Ids run H1, H2, … in lane order.
 */
export function generateHistory(
  lanes: readonly HistoryLane[],
  today: string,
  seed: number = HISTORY_SEED,
): GeneratedHistory {
  let count = 0;
  const nextId = () => {
    count += 1;
    return `H${count}`;
  };
  const history: GeneratedHistory = { listings: [], prices: [] };
  for (const lane of lanes) {
    const part = laneHistory(lane, dayNumber(today), seed, nextId);
    history.listings.push(...part.listings);
    history.prices.push(...part.prices);
  }
  history.prices.sort((a, b) => a.at - b.at);
  return history;
}
