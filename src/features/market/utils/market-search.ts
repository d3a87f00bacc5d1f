/**
 * The market's filters, sort, page and instant quote as they live in the address: parsed leniently
 * (a value that is not valid is dropped), written canonically (fixed key order, defaults left out).
 */
import { scaleDecimal } from '@/contract/common/money';
import {
  CONTAINER_TYPES,
  SHIPMENT_TYPES,
  type ContainerType,
  type ShipmentType,
} from '@/contract/common/trade';
import type { SortOrder } from '@/contract/http';
import { LISTING_LIMITS } from '@/contract/market/limits';
import {
  LISTING_SORTS,
  type InstantQuoteQuery,
  type ListingQuery,
  type ListingSort,
} from '@/contract/market/types';
import { PAGE_PARAM } from '@/utils/page-number';

export interface QuoteSearch {
  pol: string;
  pod: string;
  shipmentType: ShipmentType;
  containerType?: ContainerType;
  quantity?: number;
  volumeCbm?: string;
}

export interface MarketSearch {
  pol?: string;
  pod?: string;
  shipmentType?: ShipmentType;
  containerType?: ContainerType;
  carrier?: string;
  sort: ListingSort;
  order: SortOrder;
  current: number;
  /** The instant quote asked for (complete and valid), if any. */
  quote?: QuoteSearch;
}

export const DEFAULT_SORT: ListingSort = 'updated';

/** Updated runs newest first; price and transit cheapest / shortest first. */
export function defaultOrder(sort: ListingSort): SortOrder {
  return sort === 'updated' ? 'desc' : 'asc';
}

export const DEFAULT_MARKET_SEARCH: MarketSearch = {
  sort: DEFAULT_SORT,
  order: 'desc',
  current: 1,
};

const PORT_CODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const CARRIER = /^[A-Z]{2,6}$/;

const port = (text: string | null) => {
  const code = (text ?? '').toUpperCase();
  return PORT_CODE.test(code) ? code : undefined;
};
const oneOf = <T extends string>(values: readonly T[], text: string | null) =>
  (values as readonly string[]).includes(text ?? '') ? (text as T) : undefined;

export function isQuantity(value: number | undefined): value is number {
  const [min, max] = LISTING_LIMITS.quantity;
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max;
}

export function isVolume(text: string | undefined): text is string {
  const scaled = text ? scaleDecimal(text, 3) : undefined;
  return scaled !== undefined && scaled > 0n && scaled <= 99_999_000n;
}

function parseQuote(params: URLSearchParams): QuoteSearch | undefined {
  const pol = port(params.get('qPol'));
  const pod = port(params.get('qPod'));
  const shipmentType = oneOf(SHIPMENT_TYPES, params.get('qType'));
  if (!pol || !pod || !shipmentType) return undefined;
  if (shipmentType === 'FCL') {
    const containerType = oneOf(CONTAINER_TYPES, params.get('qContainer'));
    const raw = params.get('qQty') ?? '';
    const quantity = /^\d{1,3}$/.test(raw) ? Number(raw) : undefined;
    if (!containerType || !isQuantity(quantity)) return undefined;
    return { pol, pod, shipmentType, containerType, quantity };
  }
  const volumeCbm = params.get('qCbm') ?? '';
  return isVolume(volumeCbm) ? { pol, pod, shipmentType, volumeCbm } : undefined;
}

export function parseMarketSearch(params: URLSearchParams): MarketSearch {
  const sort = oneOf(LISTING_SORTS, params.get('sort')) ?? DEFAULT_SORT;
  const order = oneOf(['asc', 'desc'] as const, params.get('order')) ?? defaultOrder(sort);
  const page = params.get(PAGE_PARAM) ?? '';
  const current = /^\d{1,5}$/.test(page) && Number(page) >= 1 ? Number(page) : 1;
  const carrier = params.get('carrier') ?? '';
  const quote = parseQuote(params);
  return {
    ...(port(params.get('pol')) ? { pol: port(params.get('pol')) } : {}),
    ...(port(params.get('pod')) ? { pod: port(params.get('pod')) } : {}),
    ...(oneOf(SHIPMENT_TYPES, params.get('shipmentType'))
      ? { shipmentType: oneOf(SHIPMENT_TYPES, params.get('shipmentType')) }
      : {}),
    ...(oneOf(CONTAINER_TYPES, params.get('containerType'))
      ? { containerType: oneOf(CONTAINER_TYPES, params.get('containerType')) }
      : {}),
    ...(CARRIER.test(carrier) ? { carrier } : {}),
    sort,
    order,
    current,
    ...(quote ? { quote } : {}),
  };
}

export function formatMarketSearch(search: MarketSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['pol', 'pod', 'shipmentType', 'containerType', 'carrier'] as const) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  if (search.sort !== DEFAULT_SORT) params.set('sort', search.sort);
  if (search.order !== defaultOrder(search.sort)) params.set('order', search.order);
  if (search.current > 1) params.set(PAGE_PARAM, String(search.current));
  const quote = search.quote;
  if (quote) {
    params.set('qPol', quote.pol);
    params.set('qPod', quote.pod);
    params.set('qType', quote.shipmentType);
    if (quote.containerType) params.set('qContainer', quote.containerType);
    if (quote.quantity !== undefined) params.set('qQty', String(quote.quantity));
    if (quote.volumeCbm) params.set('qCbm', quote.volumeCbm);
  }
  return params;
}

/** The page call's query: 10 a page. */
export function toListingQuery(search: MarketSearch): ListingQuery {
  const { quote: _quote, ...rest } = search;
  return { ...rest, size: LISTING_LIMITS.pageSize };
}

export function toQuoteQuery(quote: QuoteSearch): InstantQuoteQuery {
  return quote.shipmentType === 'FCL'
    ? {
        pol: quote.pol,
        pod: quote.pod,
        shipmentType: 'FCL',
        ...(quote.containerType ? { containerType: quote.containerType } : {}),
        ...(quote.quantity !== undefined ? { quantity: quote.quantity } : {}),
      }
    : {
        pol: quote.pol,
        pod: quote.pod,
        shipmentType: 'LCL',
        ...(quote.volumeCbm ? { volumeCbm: quote.volumeCbm } : {}),
      };
}
