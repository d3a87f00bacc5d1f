/**
 * The lane index: for a lane (pol → pod) and a unit (a container type or 'cbm'), the median, low
 * and high all-in price of the listings valid each week (freight of that unit + the per-container,
 * or for 'cbm' per-cbm, surcharges; per-B/L surcharges left out), converted to one currency at the
 * stored rate of the day. A week with no listing is a gap (no figures), never a zero. Weeks run
 * Monday to Sunday, China time, and are named by their Monday (YYYY-MM-DD).
 */
import * as v from 'valibot';

import { addDays } from '@/contract/common/calendar';
import { FreightLineSchema, TENDER_CURRENCIES } from '@/contract/common/trade';
import { PortSchema } from '@/contract/reference/types';
import { count, decimal, filled, isoDate, optional } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/** What an index is priced per: a container type or 'cbm' (LCL). */
export const RateUnitSchema = FreightLineSchema.entries.unit;
export type RateUnit = Infer<typeof RateUnitSchema>;

/** How many weeks a lane index may cover, ending with the current week. */
export const LANE_INDEX_WEEKS = [4, 12, 52] as const;
export type LaneIndexWeeks = (typeof LANE_INDEX_WEEKS)[number];
export const DEFAULT_LANE_INDEX_WEEKS: LaneIndexWeeks = 12;

/** The currencies an index is given in: US dollars (the listings' own) or yuan. */
export const INDEX_CURRENCIES = TENDER_CURRENCIES;
export type IndexCurrency = (typeof INDEX_CURRENCIES)[number];
export const DEFAULT_INDEX_CURRENCY: IndexCurrency = 'USD';

/** laneTrends: at most this many lanes in one call, each with this many weeks of medians. */
export const LANE_TRENDS_LIMITS = { lanes: 20, weeks: 8 } as const;

/** GET market/laneIndex. */
export interface LaneIndexQuery {
  pol: string;
  pod: string;
  unit: RateUnit;
  /** Default 12. */
  weeks?: LaneIndexWeeks;
  /** Default USD. */
  currency?: IndexCurrency;
}

/** GET market/laneTrends: `lanes` is 'CNSHA-USLAX,CNNGB-NLRTM' (1–20 lanes, POL-POD). */
export interface LaneTrendsQuery {
  lanes: string;
  unit: RateUnit;
}

/** A conversion rate: 1 US dollar = `rate` units of the index currency (≤ 6 decimals). */
export const IndexRateSchema = v.pipe(decimal, v.regex(/^\d+(\.\d{1,6})?$/));

/** An index figure: a decimal amount of money, ≥ 0, to the cent at most. */
export const IndexAmountSchema = v.pipe(decimal, v.regex(/^\d+(\.\d{1,2})?$/));

/**
 * A week's figures for one unit: `listings` is how many listings were valid that week with a price
 * for the unit; with none the week is a gap and has no median, low or high.
 */
export const indexFigures = {
  listings: count,
  median: optional(IndexAmountSchema),
  low: optional(IndexAmountSchema),
  high: optional(IndexAmountSchema),
};

/** One week of a lane index. */
export const IndexWeekSchema = v.object({
  /** The week's Monday, YYYY-MM-DD (China time). */
  week: isoDate,
  ...indexFigures,
});
export type IndexWeek = Infer<typeof IndexWeekSchema>;

/** GET market/laneIndex: `weeks` entries, oldest first, the last one the current week. */
export const LaneIndexSchema = v.object({
  pol: PortSchema,
  pod: PortSchema,
  unit: RateUnitSchema,
  currency: v.picklist(INDEX_CURRENCIES),
  /** 1 US dollar = `rate` units of `currency` ('1' for USD). */
  rate: IndexRateSchema,
  /** The day of the rate, YYYY-MM-DD (China time). */
  rateDate: isoDate,
  weeks: v.array(IndexWeekSchema),
});
export type LaneIndex = Infer<typeof LaneIndexSchema>;

/** A change in percent with one decimal and its sign: '+4.5', '-3.2', '0.0'. */
export const ChangePercentSchema = v.pipe(v.string(), v.regex(/^([+-]\d{1,9}|0)\.\d$/));

/** One lane's last weeks, in US dollars. */
export const LaneTrendSchema = v.object({
  /** UN/LOCODEs, as asked. */
  pol: filled,
  pod: filled,
  unit: RateUnitSchema,
  currency: v.literal('USD'),
  /** The medians of the last 8 weeks, oldest first (the last is the current week); null: a gap. */
  medians: v.array(v.nullable(IndexAmountSchema)),
  /**
   * This week's median against last week's, in percent with one decimal (rounded half away from
   * zero); absent when either week is a gap.
   */
  changePercent: optional(ChangePercentSchema),
});
export type LaneTrend = Infer<typeof LaneTrendSchema>;

/** GET market/laneTrends: one trend per lane asked, in the order asked. */
export const LaneTrendsSchema = v.object({
  trends: v.array(LaneTrendSchema),
});
export type LaneTrends = Infer<typeof LaneTrendsSchema>;

/** The Monday (YYYY-MM-DD) of the Monday–Sunday week that holds `day`. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The Mondays of the `count` weeks that end with the week holding `today`, oldest first. */
export function indexWeeks(today: string, count: number): string[] {
  const current = weekOf(today);
  return Array.from({ length: count }, (_, index) => addDays(current, 7 * (index - count + 1)));
}

/** Whether `currency` is one an index can be given in. */
export function isIndexCurrency(currency: string): currency is IndexCurrency {
  return (INDEX_CURRENCIES as readonly string[]).includes(currency);
}
