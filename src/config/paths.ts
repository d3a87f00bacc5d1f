/**
 * Every URL of the app, written once. The route table's required spellings (`foreignTradeDetial`, `newsDetial`) live only
 * here; code refers to routes by correctly spelled keys and builds links with `href(...)`.
 */

import type { ContainerType, ShipmentType } from '@/contract/common/trade';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** `path` plus the query, skipping empty values; keys keep their order. */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export interface StaticPath {
  path: string;
  href: (query?: Query) => string;
}

function route(path: string): StaticPath {
  return { path, href: (query) => withQuery(path, query) };
}

/**
 * A lane tender: what an empty search (or a sailing) knows of the lane to tender, carried into the
 * tender form's address, whose prefill reads these keys back and checks each value. A container
 * type and quantity are one FCL container line; `volumeCbm` is for LCL; `readyDate` is YYYY-MM-DD.
 */
export interface LaneTender {
  pol?: string;
  pod?: string;
  shipmentType?: ShipmentType;
  containerType?: ContainerType;
  quantity?: number;
  volumeCbm?: string;
  readyDate?: string;
}

/** The tender form, filled with a lane tender: keys in a fixed order, unknown parts left out. */
function tenderIssueRoute(path: string) {
  return {
    path,
    href: (lane: LaneTender = {}) => {
      // Every key named (the type refuses one left out), in the order the address shows them.
      const ordered: { [K in keyof Required<LaneTender>]: LaneTender[K] } = {
        pol: lane.pol,
        pod: lane.pod,
        shipmentType: lane.shipmentType,
        containerType: lane.containerType,
        quantity: lane.quantity,
        volumeCbm: lane.volumeCbm,
        readyDate: lane.readyDate,
      };
      return withQuery(path, ordered);
    },
  };
}

/** The invoice page's second view, for forwarders and consolidators: the applications to answer. */
export const INVOICE_DESK_QUERY = { view: 'issue' } as const;

/** The login page's query parameter that holds the full address to return to. */
export const REJECT_PARAM = 'reject';

/** `href(reject)`: the login page returning to `reject` (a full address); without one, the page. */
function loginRoute(path: string) {
  return {
    path,
    href: (reject?: string | null) =>
      reject ? `${path}?${REJECT_PARAM}=${encodeURIComponent(reject)}` : path,
  };
}

export const paths = {
  home: route('/'),
  /** The second address of the home page. */
  homeAlias: route('/home'),
  login: loginRoute('/login'),
  retrievePassword: route('/retrievePassword'),
  register: route('/register'),
  subBaseInfo: route('/subBaseInfo'),
  test: route('/test'),
  business: {
    root: route('/business'),
    /** Enterprise directory by category: 1 foreign trade, 2 forwarding, 3 consolidation, 4 trucking fleet. */
    foreignTrade: {
      path: '/business/foreignTrade/:id',
      href: (id: string | number, query?: Query) =>
        withQuery(`/business/foreignTrade/${encodeURIComponent(String(id))}`, query),
    },
    foreignTradeDetail: route('/business/foreignTradeDetial'),
    tendering: route('/business/tendering'),
    /** One tender, shareable (not in the original route list: the hall's detail view). */
    tenderDetail: {
      path: '/business/tendering/:tenderId',
      href: (tenderId: string) => `/business/tendering/${encodeURIComponent(tenderId)}`,
    },
    myBid: route('/business/myBid'),
    payment: route('/business/payment'),
    tenderIssue: tenderIssueRoute('/business/tenderIssue'),
    quote: route('/business/quote'),
    searchTender: route('/business/searchTender'),
    myTenderBid: route('/business/myTenderBid'),
    newsDetail: route('/business/newsDetial'),
    newsList: route('/business/newsList'),
    market: route('/business/market'),
    marketDetail: route('/business/marketDetail'),
    myMarket: route('/business/myMarket'),
  },
  coupon: {
    root: route('/coupon'),
    couponManagement: route('/coupon/couponManagement'),
    couponCollectionCenter: route('/coupon/couponCollectionCenter'),
    myCoupon: route('/coupon/myCoupon'),
    couponMarket: route('/coupon/couponMarket'),
    couponVerification: route('/coupon/couponVerification'),
  },
  user: {
    root: route('/user'),
    personalCenter: route('/user/personalCenter'),
    changeBaseInfo: route('/user/changeBaseInfo'),
    invoice: route('/user/invoice'),
    myCollect: route('/user/myCollect'),
    /** The member's notifications and delivery preferences (beyond the original route list). */
    notifications: route('/user/notifications'),
    /** The member's shipments, one opened by `?shipmentNo=` (beyond the original route list). */
    shipments: route('/user/shipments'),
  },
  other: {
    root: route('/other'),
    about: route('/other/about'),
    contact: route('/other/contact'),
    clause: route('/other/clause'),
  },
  tool: {
    root: route('/tool'),
    shipDate: route('/tool/shipDate'),
    customs: route('/tool/customs'),
  },
} as const;

/** The dotted keys of the addresses of `paths` that are a `Leaf` (`'business.tendering'`). */
type KeysOf<T, Leaf, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends { path: string }
    ? T[K] extends Leaf
      ? `${Prefix}${K}`
      : never
    : KeysOf<T[K], Leaf, `${Prefix}${K}.`>;
}[keyof T & string];

/** The dotted key of every address of `paths`, as the route table names pages. */
export type PathKey = KeysOf<typeof paths, { path: string }>;

/** The keys of the addresses that take no parameter: `href()` alone is their link, `pathOf(key)`. */
export type StaticPathKey = KeysOf<typeof paths, { href: () => string }>;

/** The address pattern of a key of `paths`: `pathOf('business.tendering')` is '/business/tendering'. */
export function pathOf(key: PathKey): string {
  let entry: unknown = paths;
  for (const part of key.split('.')) entry = (entry as Record<string, unknown>)[part];
  return (entry as { path: string }).path;
}
