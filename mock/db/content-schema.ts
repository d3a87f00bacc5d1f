import type { FreightLine, ShipmentType, SurchargeLine } from '@/contract/common/trade';
import type { FavouriteKind } from '@/contract/favourite/types';
import type { ListingCurrency, Weekday } from '@/contract/market/types';
import type { NewsCategory } from '@/contract/news/types';

/** The market, news and favourite tables' rows (re-exported by schema.ts). Times are epoch ms. */

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
  status: 'on' | 'off';
  createdAt: number;
  updatedAt: number;
}

/** A news item in both languages; the API answers in the request's language. */
export interface NewsRow {
  id: string;
  category: NewsCategory;
  title: { zh: string; en: string };
  summary: { zh: string; en: string };
  /** HTML as an editor wrote it: may hold hostile markup; the client sanitises. */
  content: { zh: string; en: string };
  cover?: string;
  publishedAt: number;
  views: number;
}

export interface FavouriteRow {
  id: string;
  memberId: string;
  kind: FavouriteKind;
  targetId: string;
  createdAt: number;
}
