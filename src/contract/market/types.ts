import type { TotalLine } from '@/contract/bid/total';
import type {
  ContainerType,
  Decimal,
  FreightLine,
  PartyRef,
  PortRef,
  ShipmentType,
  SurchargeLine,
} from '@/contract/common/trade';
import type { CertStatus } from '@/contract/common/user';
import type { PageQuery } from '@/contract/http';

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
export interface ListingPublisher extends PartyRef {
  certStatus: CertStatus;
  provinceCode?: string;
  contactName?: string;
  contactPhone?: string;
  email?: string;
}

/** A freight rate as lists show it. */
export interface ListingSummary {
  id: string;
  pol: PortRef;
  pod: PortRef;
  /** A code of the `carrier` dictionary, e.g. 'COSCO'. */
  carrier: string;
  shipmentType: ShipmentType;
  /** FCL: one line per container type offered (amount per container); LCL: one 'cbm' line. */
  prices: FreightLine[];
  /** per_container (FCL), per_cbm (LCL) or per_bl. */
  surcharges: SurchargeLine[];
  currency: ListingCurrency;
  /** Weekly sailing days. */
  sailingDays: Weekday[];
  transitDays: number;
  /** YYYY-MM-DD, China time, inclusive. */
  validFrom: string;
  validTo: string;
  status: ListingStatus;
  /** The lowest of `prices` (freight only), for lists and sorting. */
  fromPrice: Decimal;
  publisher: ListingPublisher;
  /** ISO 8601 with offset. */
  updatedAt: string;
}

/** GET market/detail. */
export interface ListingDetail extends ListingSummary {
  remarks?: string;
  /** The reader published it. */
  mine: boolean;
}

export const LISTING_SORTS = ['price', 'transit', 'updated'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** GET market/page: listings that are `on` (and not expired). */
export interface ListingQuery extends PageQuery {
  pol?: string;
  pod?: string;
  shipmentType?: ShipmentType;
  /** Listings offering this container type; sorting by price then uses that type's price. */
  containerType?: ContainerType;
  carrier?: string;
  /** Listings of one enterprise (the directory's enterprise detail). */
  enterpriseId?: string;
  /** Default 'updated' desc; price and transit default to asc. */
  sort?: ListingSort;
  order?: 'asc' | 'desc';
}

/** GET market/mine: the publisher's own listings in any state. */
export interface MyListingQuery extends PageQuery {
  status?: ListingStatus;
}

/** POST market/create and (with id) market/update. */
export interface ListingBody {
  pol: string;
  pod: string;
  carrier: string;
  shipmentType: ShipmentType;
  prices: FreightLine[];
  surcharges: SurchargeLine[];
  sailingDays: Weekday[];
  transitDays: number;
  /** YYYY-MM-DD: not in the past (China date) at create; validTo after validFrom. */
  validFrom: string;
  validTo: string;
  remarks?: string;
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
export interface InstantQuoteRow {
  listing: ListingSummary;
  lines: TotalLine[];
  total: Decimal;
  currency: ListingCurrency;
}

/** Every matching listing that is on the market, cheapest first. */
export interface InstantQuoteResult {
  rows: InstantQuoteRow[];
}

/** GET market/hotLanes: the lanes with the most listings on the market. */
export interface HotLane {
  pol: PortRef;
  pod: PortRef;
  listingCount: number;
  /** The lowest freight of the lane's listings (any container type or cbm), with its unit. */
  fromPrice: Decimal;
  fromUnit: FreightLine['unit'];
  currency: ListingCurrency;
}
