import type { FreightLine, ShipmentType, SurchargeLine } from '@/contract/common/trade';
import type { StoredListingStatus, ListingCurrency, Weekday } from '@/contract/market/types';

import type { TableShapes } from '../../core/schema';

/** The market's table rows. Times are epoch ms. */

/** A freight rate. `expired` is never stored: a listing past validTo reads as expired. */
export interface ListingRow {
  id: string;
  /** The publishing member and its enterprise (types 2 and 3). */
  publisherId: string;
  enterpriseId: string;
  /** UN/LOCODEs. */
  pol: string;
  pod: string;
  carrier: string;
  shipmentType: ShipmentType;
  prices: FreightLine[];
  surcharges: SurchargeLine[];
  currency: ListingCurrency;
  sailingDays: Weekday[];
  transitDays: number;
  /** YYYY-MM-DD, China time. */
  validFrom: string;
  validTo: string;
  remarks?: string;
  status: StoredListingStatus;
  createdAt: number;
  updatedAt: number;
}

/**
 * A listing's prices as set at `at`: written when it is published and whenever an edit changes
 * its prices or surcharges (not when it goes on or off the shelf). The lane index reads the one in
 * force each week.
 */
export interface ListingPriceRow {
  /** A listing's id, or a past listing's. */
  listingId: string;
  at: number;
  prices: FreightLine[];
  surcharges: SurchargeLine[];
  currency: ListingCurrency;
}

/**
 * A listing no longer on the market's table, kept for the lane index only: the generated history
 * of the seeded lanes before the seed day (ids 'H1', 'H2', …) and deleted listings (their own id,
 * valid until the day before they were deleted). Its prices are its price records.
 */
export interface PastListingRow {
  id: string;
  pol: string;
  pod: string;
  shipmentType: ShipmentType;
  /** YYYY-MM-DD, China time, inclusive. */
  validFrom: string;
  validTo: string;
}

declare module '../../core/schema' {
  interface Tables {
    /** Market listings by id. */
    listings: Record<string, ListingRow>;
    /** Every price a listing has had, in the order they were set. */
    listingPrices: ListingPriceRow[];
    /** Listings that lived before: the generated history and deleted listings, by id. */
    pastListings: Record<string, PastListingRow>;
  }
}

/** The market tables, empty (registered with the domain). */
export const marketTables: TableShapes = { listings: {}, listingPrices: [], pastListings: {} };
