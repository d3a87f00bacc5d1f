/**
 * The tender hall's and search's filters as they live in the address: parsed leniently (a value
 * that is not valid is dropped, never thrown), written canonically (fixed key order, defaults left
 * out), so a search can be shared, reloaded and walked through with back/forward.
 */
import type { LaneTender } from '@/config/paths';
import { MONEY_PATTERN, compareMoney } from '@/contract/common/money';
import {
  CARGO_TYPES,
  CONTAINER_TYPES,
  SHIPMENT_TYPES,
  TENDER_CURRENCIES,
} from '@/contract/common/trade';
import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import { SORT_ORDERS, type SortOrder } from '@/contract/http';
import { TENDER_LIMITS } from '@/contract/tender/limits';
import {
  TENDER_SORTS,
  TENDER_STATUSES,
  type TenderQuery,
  type TenderSort,
  type TenderStatus,
} from '@/contract/tender/types';
import { PAGE_PARAM } from '@/utils/page-number';

export { SORT_ORDERS, TENDER_SORTS };

/** `all` (any status) is written as such; no status in the address means the default, `open`. */
export type StatusFilter = TenderStatus | 'all';
export const DEFAULT_STATUS: StatusFilter = 'open';
export const DEFAULT_SORT: TenderSort = 'newest';
export const DEFAULT_ORDER: SortOrder = 'desc';
/** Longest keyword kept from an address. */
export const KEYWORD_MAX = 50;
export const QUANTITY_MAX = TENDER_LIMITS.quantity[1];

/** Everything a search can say; only what differs from the defaults is written to the address. */
export type TenderSearch = Omit<
  TenderQuery,
  'status' | 'sort' | 'order' | 'current' | 'size' | 'enterpriseId'
> & {
  status: StatusFilter;
  sort: TenderSort;
  order: SortOrder;
  /** 1-based page. */
  current: number;
};

export type TenderSearchField = Exclude<
  keyof TenderSearch,
  'status' | 'sort' | 'order' | 'current'
>;

/** The hall's filters (status, paging and sort are always understood). */
export const HALL_FIELDS = [
  'pol',
  'pod',
  'shipmentType',
  'containerType',
] as const satisfies readonly TenderSearchField[];

/**
 * The search's filters beyond the hall's and the keyword: the search form folds them under "more
 * filters" (shown open when one of them is set).
 */
export const ADVANCED_FIELDS = [
  'quantityMin',
  'quantityMax',
  'cargoType',
  'currency',
  'budgetMin',
  'budgetMax',
  'readyFrom',
  'readyTo',
  'deadlineFrom',
  'deadlineTo',
] as const satisfies readonly TenderSearchField[];

/** The order of the keys in the address: the hall's, the advanced ones, then the keyword. */
export const SEARCH_FIELDS = [
  ...HALL_FIELDS,
  ...ADVANCED_FIELDS,
  'keyword',
] as const satisfies readonly TenderSearchField[];

export const DEFAULT_SEARCH: TenderSearch = {
  status: DEFAULT_STATUS,
  sort: DEFAULT_SORT,
  order: DEFAULT_ORDER,
  current: 1,
};

const PORT_CODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (text: string): T | undefined =>
    (values as readonly string[]).includes(text) ? (text as T) : undefined;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function positiveInt(text: string, max: number): number | undefined {
  if (!/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}

const parsers: { [K in TenderSearchField]-?: (text: string) => TenderSearch[K] | undefined } = {
  pol: (text) => (PORT_CODE.test(text.toUpperCase()) ? text.toUpperCase() : undefined),
  pod: (text) => (PORT_CODE.test(text.toUpperCase()) ? text.toUpperCase() : undefined),
  shipmentType: oneOf(SHIPMENT_TYPES),
  containerType: oneOf(CONTAINER_TYPES),
  quantityMin: (text) => positiveInt(text, QUANTITY_MAX),
  quantityMax: (text) => positiveInt(text, QUANTITY_MAX),
  cargoType: oneOf(CARGO_TYPES),
  currency: oneOf(TENDER_CURRENCIES),
  budgetMin: (text) => (MONEY_PATTERN.test(text) ? text : undefined),
  budgetMax: (text) => (MONEY_PATTERN.test(text) ? text : undefined),
  readyFrom: (text) => (isDay(text) ? text : undefined),
  readyTo: (text) => (isDay(text) ? text : undefined),
  deadlineFrom: (text) => (isDay(text) ? text : undefined),
  deadlineTo: (text) => (isDay(text) ? text : undefined),
  keyword: (text) => text.trim().slice(0, KEYWORD_MAX) || undefined,
};

type Bound = string | number;
const byNumber = (a: Bound, b: Bound) => Number(a) - Number(b);
const byMoney = (a: Bound, b: Bound) => compareMoney(String(a), String(b));
// YYYY-MM-DD strings sort like the days they name.
const byDay = (a: Bound, b: Bound) => String(a).localeCompare(String(b));

/** Pairs whose lower bound must not exceed the upper; a reversed pair from an address is dropped. */
export const RANGES: [TenderSearchField, TenderSearchField, (a: Bound, b: Bound) => number][] = [
  ['quantityMin', 'quantityMax', byNumber],
  ['budgetMin', 'budgetMax', byMoney],
  ['readyFrom', 'readyTo', byDay],
  ['deadlineFrom', 'deadlineTo', byDay],
];

function dropReversedRanges(search: TenderSearch): TenderSearch {
  const reversed = new Set<string>();
  for (const [low, high, compare] of RANGES) {
    const a = search[low];
    const b = search[high];
    if (a !== undefined && b !== undefined && compare(a, b) > 0) {
      reversed.add(low).add(high);
    }
  }
  if (reversed.size === 0) return search;
  return Object.fromEntries(
    Object.entries(search).filter(([key]) => !reversed.has(key)),
  ) as unknown as TenderSearch;
}

/** The hall reads only its own filters from the address; the advanced search reads them all. */
export const parseHallSearch = (params: URLSearchParams) => parseTenderSearch(params, HALL_FIELDS);

/**
 * Reads a search from an address's query, understanding only `fields` (plus status, sort, order
 * and the page). Anything unknown or invalid is ignored.
 */
export function parseTenderSearch(
  params: URLSearchParams,
  fields: readonly TenderSearchField[] = SEARCH_FIELDS,
): TenderSearch {
  const search: Record<string, unknown> = { ...DEFAULT_SEARCH };
  for (const field of fields) {
    const text = params.get(field);
    if (text === null) continue;
    const value = parsers[field](text);
    if (value !== undefined) search[field] = value;
  }
  const status = params.get('status');
  const statusValue = status === 'all' ? 'all' : oneOf(TENDER_STATUSES)(status ?? '');
  if (statusValue) search.status = statusValue;
  const sort = oneOf(TENDER_SORTS)(params.get('sort') ?? '');
  if (sort) search.sort = sort;
  const order = oneOf(SORT_ORDERS)(params.get('order') ?? '');
  if (order) search.order = order;
  const current = positiveInt(params.get(PAGE_PARAM) ?? '', 100_000);
  if (current) search.current = current;
  return dropReversedRanges(search as unknown as TenderSearch);
}

/** The address query of a search: fixed key order, empty values and defaults left out. */
export function formatTenderSearch(search: TenderSearch): string {
  const params = new URLSearchParams();
  for (const field of SEARCH_FIELDS) {
    const value = search[field];
    if (value !== undefined && value !== '') params.set(field, String(value));
  }
  if (search.status !== DEFAULT_STATUS) params.set('status', search.status);
  if (search.sort !== DEFAULT_SORT) params.set('sort', search.sort);
  if (search.order !== DEFAULT_ORDER) params.set('order', search.order);
  if (search.current > 1) params.set(PAGE_PARAM, String(search.current));
  return params.toString();
}

/** The call's query for one page of results. */
export function toTenderQuery(search: TenderSearch, size = DEFAULT_PAGE_SIZE): TenderQuery {
  const { status, current, ...rest } = search;
  const query: TenderQuery = { ...rest, current, size };
  if (status !== 'all') query.status = status;
  return query;
}

/** Whether any filter beyond status, sort and page is set. */
export function hasFilters(search: TenderSearch, fields: readonly TenderSearchField[]): boolean {
  return fields.some((field) => search[field] !== undefined);
}

/**
 * The lane tender of a search that found nothing: its ports, shipment and container type, and the
 * first day of its ready range as the ready date (the form keeps it only when after today).
 */
export function laneTenderOf(search: TenderSearch): LaneTender {
  return {
    pol: search.pol,
    pod: search.pod,
    shipmentType: search.shipmentType,
    containerType: search.containerType,
    readyDate: search.readyFrom,
  };
}
