/**
 * The member's dashboards in the member centre, worked out by the server from the member's own
 * records only. A shipper (type 1) sees what it paid: per month, per lane, and its tenders' awarded
 * prices against the lane index of their week. A carrier (types 2 and 3) sees its bids, its wins,
 * what it was paid and the coupons of its own that were redeemed. Every amount is in yuan: an order
 * paid in another currency at the rate stored on it when it was paid (the rate its invoice uses),
 * the index's US dollars at the stored rate of the day; the reply names each rate it used.
 */
import * as v from 'valibot';

import { CURRENCIES, lane } from '@/contract/common/trade';
import { IndexRateSchema } from '@/contract/market/rate-index';
import { count, decimal } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/** Months on a dashboard: this China-time month and the 11 before it. */
export const DASHBOARD_MONTHS = 12;
/** Lanes on the shipper's spend by lane, largest first. */
export const DASHBOARD_TOP_LANES = 5;
/** The currency every dashboard amount is given in. */
export const DASHBOARD_CURRENCY = 'CNY';

/** A China-time month, YYYY-MM. */
export const isoMonth = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

/** An amount of yuan, ≥ 0, to the cent at most. */
export const YuanSchema = v.pipe(decimal, v.regex(/^\d+(\.\d{1,2})?$/));
/** A difference in yuan, with its sign when below zero. */
export const SignedYuanSchema = v.pipe(decimal, v.regex(/^-?\d+(\.\d{1,2})?$/));

/** A rate the figures were converted at: 1 unit of `currency` = `rate` yuan. */
export const YuanRateSchema = v.object({
  currency: v.picklist(CURRENCIES),
  rate: IndexRateSchema,
});
export type YuanRate = Infer<typeof YuanRateSchema>;

/** One month of what the shipper paid: its paid orders by the day they were paid. */
export const SpendMonthSchema = v.object({
  month: isoMonth,
  orders: count,
  /** What its payments charged (after any coupon), in yuan; '0.00' in a month without any. */
  spend: YuanSchema,
});
export type SpendMonth = Infer<typeof SpendMonthSchema>;

/** A lane the shipper paid freight on over the months. */
export const LaneSpendSchema = v.object({
  ...lane,
  orders: count,
  spend: YuanSchema,
});
export type LaneSpend = Infer<typeof LaneSpendSchema>;

/**
 * The awarded price of the shipper's paid tender orders on one lane against the market: the
 * awarded totals and the lane index medians of each tender's issue week for its size, summed.
 */
export const MarketLaneSchema = v.object({
  ...lane,
  orders: count,
  awarded: YuanSchema,
  median: YuanSchema,
  /** awarded − median: below zero, paid less than the market. */
  difference: SignedYuanSchema,
});
export type MarketLane = Infer<typeof MarketLaneSchema>;

export const AgainstMarketSchema = v.object({
  /** Paid tender orders with an index median for every unit in the tender's week. */
  compared: count,
  /** Paid tender orders whose week had no rate for one of its units (a gap: not compared). */
  uncompared: count,
  awarded: YuanSchema,
  median: YuanSchema,
  difference: SignedYuanSchema,
  /** By lane, the largest awarded total first. */
  lanes: v.array(MarketLaneSchema),
});
export type AgainstMarket = Infer<typeof AgainstMarketSchema>;

export const ShipperDashboardSchema = v.object({
  role: v.literal('shipper'),
  currency: v.literal(DASHBOARD_CURRENCY),
  /** The rates used, one per currency and rate. */
  rates: v.array(YuanRateSchema),
  /** DASHBOARD_MONTHS months, oldest first, the last one this month. */
  months: v.array(SpendMonthSchema),
  /** At most DASHBOARD_TOP_LANES, the largest spend first. */
  lanes: v.array(LaneSpendSchema),
  market: AgainstMarketSchema,
});
export type ShipperDashboard = Infer<typeof ShipperDashboardSchema>;

/** One month of a carrier's trade. */
export const CarrierMonthSchema = v.object({
  month: isoMonth,
  /** Bids placed that month, and of those, the ones won and lost so far. */
  bids: count,
  won: count,
  lost: count,
  /** Orders paid to it that month (freight and coupon packs) and what their payments charged. */
  orders: count,
  revenue: YuanSchema,
  /** Its coupons redeemed that month: on a paid order or at its counter. */
  redeemed: count,
  /** What they took off, in yuan: on an order the coupon's discount on it, at the counter a cash coupon's face value. */
  discount: YuanSchema,
  /** Of `redeemed`, percentage coupons redeemed at the counter: no amount, so no discount known. */
  unpriced: count,
});
export type CarrierMonth = Infer<typeof CarrierMonthSchema>;

export const CarrierDashboardSchema = v.object({
  role: v.literal('carrier'),
  currency: v.literal(DASHBOARD_CURRENCY),
  rates: v.array(YuanRateSchema),
  months: v.array(CarrierMonthSchema),
  /** Over the months: bids won, and bids decided (won or lost; withdrawn and open ones are not). */
  won: count,
  decided: count,
});
export type CarrierDashboard = Infer<typeof CarrierDashboardSchema>;

/** GET member/dashboard: the caller's, by its user type. */
export const MemberDashboardSchema = v.variant('role', [
  ShipperDashboardSchema,
  CarrierDashboardSchema,
]);
export type MemberDashboard = Infer<typeof MemberDashboardSchema>;

/** The China-time month (YYYY-MM) of a day (YYYY-MM-DD). */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** The `count` months ending with the one holding `today` (YYYY-MM-DD), oldest first. */
export function dashboardMonths(today: string, count: number = DASHBOARD_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const at = year * 12 + month - (count - 1 - index);
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}
