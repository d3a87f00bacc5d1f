import type { FreightLine, ShipmentType, SurchargeLine } from '@/contract/common/trade';
import type { StoredListingStatus, ListingCurrency, Weekday } from '@/contract/market/types';

/** The market's table rows (re-exported by core/schema.ts). Times are epoch ms. */

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
