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

declare module '../../core/schema' {
  interface Tables {
    /** Market listings by id. */
    listings: Record<string, ListingRow>;
  }
}

/** The market tables, empty (registered with the domain). */
export const marketTables: TableShapes = { listings: {} };
