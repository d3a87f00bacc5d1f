import * as v from 'valibot';

import { TotalLineSchema } from '@/contract/bid/total';
import {
  FreightLineSchema,
  lane,
  PublisherSchema,
  SHIPMENT_TYPES,
  SurchargeLineSchema,
  type ContainerType,
  type Decimal,
  type LaneQuery,
  type Publisher,
  type ShipmentType,
} from '@/contract/common/trade';
import type { PageQuery, SortOrder } from '@/contract/http';
import {
  count,
  decimal,
  entityId,
  filled,
  isoDate,
  isoDateTime,
  optional,
  text,
} from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/** on (shown on the market) ⇄ off (taken off the shelf); expired once validTo has passed (worked out when read). */
export const LISTING_STATUSES = ['on', 'off', 'expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** What a listing stores: `expired` is read from its validity, never stored. */
export const STORED_LISTING_STATUSES = ['on', 'off'] as const;
export type StoredListingStatus = (typeof STORED_LISTING_STATUSES)[number];

/** Market listings are priced in US dollars (the ocean-freight market's currency): totals rank without conversion. */
export type ListingCurrency = 'USD';
export const LISTING_CURRENCY: ListingCurrency = 'USD';

/** ISO weekday: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The enterprise that published a listing. Contact details only for a logged-in reader. */
export const ListingPublisherSchema = PublisherSchema;
export type ListingPublisher = Publisher;

const ListingCurrencySchema = v.literal(LISTING_CURRENCY);

/** A freight rate as lists show it. */
export const ListingSummarySchema = v.object({
  id: entityId,
  ...lane,
  /** A code of the `carrier` dictionary, e.g. 'COSCO'. */
  carrier: filled,
  shipmentType: v.picklist(SHIPMENT_TYPES),
  /** FCL: one line per container type offered (amount per container); LCL: one 'cbm' line. */
  prices: v.array(FreightLineSchema),
  /** per_container (FCL), per_cbm (LCL) or per_bl. */
  surcharges: v.array(SurchargeLineSchema),
  currency: ListingCurrencySchema,
  /** Weekly sailing days. */
  sailingDays: v.array(v.picklist(WEEKDAYS)),
  transitDays: count,
  /** YYYY-MM-DD, China time, inclusive. */
  validFrom: isoDate,
  validTo: isoDate,
  status: v.picklist(LISTING_STATUSES),
  /** The lowest of `prices` (freight only), for lists and sorting. */
  fromPrice: decimal,
  publisher: ListingPublisherSchema,
  updatedAt: isoDateTime,
});
export type ListingSummary = Infer<typeof ListingSummarySchema>;

/** GET market/detail. */
export const ListingDetailSchema = v.object({
  ...ListingSummarySchema.entries,
  remarks: optional(text),
  /** The reader published it. */
  mine: v.boolean(),
});
export type ListingDetail = Infer<typeof ListingDetailSchema>;

export const LISTING_SORTS = ['price', 'transit', 'updated'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/**
 * GET market/page: listings that are `on` (and not expired). With `containerType`, the listings
 * offering that container type, and sorting by price uses that type's price.
 */
export interface ListingQuery extends PageQuery, LaneQuery {
  carrier?: string;
  /** Listings of one enterprise (the directory's enterprise detail). */
  enterpriseId?: string;
  /** Default 'updated' desc; price and transit default to asc. */
  sort?: ListingSort;
  order?: SortOrder;
}

/** GET market/mine: the publisher's own listings in any state. */
export interface MyListingQuery extends PageQuery {
  status?: ListingStatus;
}

/**
 * POST market/create and (with id) market/update: the listing's own fields as its detail shows
 * them, with the ports by code. validFrom (YYYY-MM-DD) is not in the past (China date) at create;
 * validTo is after validFrom.
 */
export interface ListingBody extends Pick<
  ListingDetail,
  | 'carrier'
  | 'shipmentType'
  | 'prices'
  | 'surcharges'
  | 'sailingDays'
  | 'transitDays'
  | 'validFrom'
  | 'validTo'
  | 'remarks'
> {
  pol: string;
  pod: string;
}

export interface UpdateListingBody extends ListingBody {
  id: string;
}

/** GET market/quote: the instant quote. */
export interface InstantQuoteQuery {
  pol: string;
  pod: string;
  shipmentType: ShipmentType;
  /** FCL. */
  containerType?: ContainerType;
  /** FCL: containers, 1–999. */
  quantity?: number;
  /** LCL: cubic metres, up to 3 decimals. */
  volumeCbm?: Decimal;
}

/** One listing's all-in total for the asked size (freight + surcharges, integer cents). */
export const InstantQuoteRowSchema = v.object({
  listing: ListingSummarySchema,
  lines: v.array(TotalLineSchema),
  total: decimal,
  currency: ListingCurrencySchema,
});
export type InstantQuoteRow = Infer<typeof InstantQuoteRowSchema>;

/** Every matching listing that is on the market, cheapest first. */
export const InstantQuoteResultSchema = v.object({
  rows: v.array(InstantQuoteRowSchema),
});
export type InstantQuoteResult = Infer<typeof InstantQuoteResultSchema>;

/** GET market/hotLanes: the lanes with the most listings on the market. */
export const HotLaneSchema = v.object({
  ...lane,
  listingCount: count,
  /** The lowest freight of the lane's listings (any container type or cbm), with its unit. */
  fromPrice: decimal,
  fromUnit: FreightLineSchema.entries.unit,
  currency: ListingCurrencySchema,
});
export type HotLane = Infer<typeof HotLaneSchema>;
