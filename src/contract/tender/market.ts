/**
 * A tender against the market: the lane index of the tender's week for each of its units, the
 * market's band for the tender's whole size, and where each bid stands in it. In the tender's
 * currency, converted from the listings' US dollars at the stored rate of the day.
 */
import * as v from 'valibot';

import {
  TENDER_CURRENCIES,
  type ContainerLine,
  type ContainerType,
  type Decimal,
  type ShipmentType,
} from '@/contract/common/trade';
import {
  IndexAmountSchema,
  IndexRateSchema,
  RateUnitSchema,
  indexFigures,
  type RateUnit,
} from '@/contract/market/rate-index';
import { decimal, entityId, isoDate, optional } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/** Where a bid's total stands against the band: under its low, between low and high, over its high. */
export const MARKET_POSITIONS = ['below', 'within', 'above'] as const;
export type MarketPosition = (typeof MARKET_POSITIONS)[number];

/**
 * One unit of the tender (a container type with its count, or 'cbm' with the volume) and the lane
 * index of the tender's week for it, per unit. With no listing that week (`listings` 0) the line
 * has no figures.
 */
export const TenderMarketLineSchema = v.object({
  unit: RateUnitSchema,
  /** Containers of that type, or the tender's cubic metres. */
  quantity: decimal,
  ...indexFigures,
});
export type TenderMarketLine = Infer<typeof TenderMarketLineSchema>;

/** The market's all-in total for the tender's whole size: Σ quantity × each line's figure. */
export const MarketBandSchema = v.object({
  low: IndexAmountSchema,
  median: IndexAmountSchema,
  high: IndexAmountSchema,
});
export type MarketBand = Infer<typeof MarketBandSchema>;

/** A bid on the tender against the band. */
export const TenderMarketBidSchema = v.object({
  bidId: entityId,
  /** The bid's total in the tender's currency (converted as the tender's bid list converts it). */
  total: IndexAmountSchema,
  position: v.picklist(MARKET_POSITIONS),
});
export type TenderMarketBid = Infer<typeof TenderMarketBidSchema>;

/** GET tender/market (issuer only). */
export const TenderMarketSchema = v.object({
  /** The Monday (YYYY-MM-DD, China time) of the week the tender was issued. */
  week: isoDate,
  /** The tender's currency. */
  currency: v.picklist(TENDER_CURRENCIES),
  /** 1 US dollar = `rate` units of `currency`. */
  rate: IndexRateSchema,
  rateDate: isoDate,
  lines: v.array(TenderMarketLineSchema),
  /** Absent when any line's week is a gap. */
  band: optional(MarketBandSchema),
  /** The tender's bids (not withdrawn), oldest first; empty without a band. */
  bids: v.array(TenderMarketBidSchema),
});
export type TenderMarket = Infer<typeof TenderMarketSchema>;

/**
 * A tender's units with their quantities, as the lane index prices them: each container type once
 * (its lines summed), or 'cbm' with the volume for LCL. The issuer's comparison with the market and
 * the shipper's dashboard size the market's median the same way.
 */
export function tenderUnits(tender: {
  shipmentType: ShipmentType;
  containers: readonly ContainerLine[];
  volumeCbm?: Decimal;
}): { unit: RateUnit; quantity: string }[] {
  if (tender.shipmentType === 'LCL') return [{ unit: 'cbm', quantity: tender.volumeCbm ?? '0' }];
  const counts = new Map<ContainerType, number>();
  for (const line of tender.containers) {
    counts.set(line.type, (counts.get(line.type) ?? 0) + line.quantity);
  }
  return [...counts].map(([unit, quantity]) => ({ unit, quantity: String(quantity) }));
}
