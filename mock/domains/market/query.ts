import { scaleDecimal, toCents } from '@/contract/common/money';
import { CONTAINER_TYPES, SHIPMENT_TYPES } from '@/contract/common/trade';
import { rankQuotes, type ListingQuote } from '@/contract/market/instant-quote';
import { LISTING_LIMITS } from '@/contract/market/limits';
import { LISTING_SORTS, LISTING_STATUSES, type HotLane } from '@/contract/market/types';
import { isExpired, listingStatusOn } from '@/contract/market/validity';

import { accept, invalid, type RuleResult } from '../../core/result';
import { cstDate } from '../../core/time';
import { isPort } from '../reference/ports';
import { dictValues } from './dicts';
import { fromPriceOf, portRef } from './views';

import type { Db } from '../../core/schema';
import type { ListingRow } from './schema';

const ORDERS = ['asc', 'desc'] as const;

/** Listings a visitor can see on the market: on the shelf and not past validTo. */
export function onMarket(db: Db, now: number): ListingRow[] {
  const today = cstDate(now);
  return Object.values(db.listings).filter(
    (row) => row.status === 'on' && !isExpired(row.validTo, today),
  );
}

/** The parameter `name` if it is one of `values`; '' when absent; undefined when not valid. */
function choice(query: URLSearchParams, name: string, values: readonly string[]) {
  const value = query.get(name) ?? '';
  if (!value) return '';
  return values.includes(value) ? value : undefined;
}

function priceCents(row: ListingRow, containerType: string): number {
  const line = containerType ? row.prices.find((item) => item.unit === containerType) : undefined;
  return toCents(line?.amount ?? fromPriceOf(row)) ?? 0;
}

/** GET market/page: filters (a value that is not valid gives a 4000 naming it) and sort. */
export function queryListings(
  db: Db,
  query: URLSearchParams,
  now: number,
): RuleResult<ListingRow[]> {
  const filters: Record<string, string> = {};
  for (const field of ['pol', 'pod'] as const) {
    const code = query.get(field) ?? '';
    if (code && !isPort(code)) return invalid(field);
    filters[field] = code;
  }
  const choices = {
    shipmentType: SHIPMENT_TYPES,
    containerType: CONTAINER_TYPES,
    carrier: dictValues('carrier'),
    sort: LISTING_SORTS,
    order: ORDERS,
  } as const;
  for (const [name, values] of Object.entries(choices)) {
    const value = choice(query, name, values);
    if (value === undefined) return invalid(name);
    filters[name] = value;
  }
  const enterpriseId = query.get('enterpriseId') ?? '';
  const { pol, pod, shipmentType, containerType, carrier } = filters;
  const rows = onMarket(db, now).filter(
    (row) =>
      (!pol || row.pol === pol) &&
      (!pod || row.pod === pod) &&
      (!shipmentType || row.shipmentType === shipmentType) &&
      (!containerType || row.prices.some((line) => line.unit === containerType)) &&
      (!carrier || row.carrier === carrier) &&
      (!enterpriseId || row.enterpriseId === enterpriseId),
  );
  const sort = filters.sort || 'updated';
  const order = filters.order || (sort === 'updated' ? 'desc' : 'asc');
  const sign = order === 'asc' ? 1 : -1;
  const key = (row: ListingRow) => {
    if (sort === 'price') return priceCents(row, containerType ?? '');
    if (sort === 'transit') return row.transitDays;
    return row.updatedAt;
  };
  rows.sort((a, b) => sign * (key(a) - key(b)) || Number(a.id) - Number(b.id));
  return accept(rows);
}

/** GET market/mine: the enterprise's listings, newest change first, optionally by status as read. */
export function queryMyListings(
  db: Db,
  enterpriseId: string,
  query: URLSearchParams,
  now: number,
): RuleResult<ListingRow[]> {
  const status = choice(query, 'status', LISTING_STATUSES);
  if (status === undefined) return invalid('status');
  const today = cstDate(now);
  return accept(
    Object.values(db.listings)
      .filter(
        (row) =>
          row.enterpriseId === enterpriseId &&
          (!status || listingStatusOn(row.status, row.validTo, today) === status),
      )
      .sort((a, b) => b.updatedAt - a.updatedAt || Number(b.id) - Number(a.id)),
  );
}

export interface QuoteMatch {
  listing: ListingRow;
  quote: ListingQuote;
}

/** GET market/quote: every matching listing on the market with its all-in total, cheapest first. */
export function instantQuote(
  db: Db,
  query: URLSearchParams,
  now: number,
): RuleResult<QuoteMatch[]> {
  const pol = query.get('pol') ?? '';
  const pod = query.get('pod') ?? '';
  for (const [field, code] of [
    ['pol', pol],
    ['pod', pod],
  ] as const) {
    if (!code) return invalid(field, 'field.required');
    if (!isPort(code)) return invalid(field);
  }
  const shipmentType = query.get('shipmentType') ?? '';
  if (!(SHIPMENT_TYPES as readonly string[]).includes(shipmentType)) {
    return invalid('shipmentType', shipmentType ? 'field.invalid' : 'field.required');
  }
  const size: Parameters<typeof rankQuotes>[1] = { shipmentType: shipmentType as 'FCL' | 'LCL' };
  if (shipmentType === 'FCL') {
    const containerType = query.get('containerType') ?? '';
    if (!(CONTAINER_TYPES as readonly string[]).includes(containerType)) {
      return invalid('containerType', containerType ? 'field.invalid' : 'field.required');
    }
    const raw = query.get('quantity') ?? '';
    if (!raw) return invalid('quantity', 'field.required');
    const quantity = Number(raw);
    const [min, max] = LISTING_LIMITS.quantity;
    if (!/^\d+$/.test(raw) || quantity < min || quantity > max) {
      return invalid('quantity', 'field.range', { min, max });
    }
    Object.assign(size, { containerType, quantity });
  } else {
    const volume = (query.get('volumeCbm') ?? '').trim();
    if (!volume) return invalid('volumeCbm', 'field.required');
    const scaled = scaleDecimal(volume, 3);
    if (scaled === undefined) return invalid('volumeCbm');
    if (scaled <= 0n) return invalid('volumeCbm', 'field.positive');
    size.volumeCbm = volume;
  }
  const lane = onMarket(db, now).filter((row) => row.pol === pol && row.pod === pod);
  return accept(rankQuotes(lane, size).map(({ listing, quote }) => ({ listing, quote })));
}

/** GET market/similar: on the market, same lane and shipment type first, then same destination. */
export function similarListings(db: Db, row: ListingRow, size: number, now: number): ListingRow[] {
  const others = onMarket(db, now).filter((item) => item.id !== row.id);
  const cheapest = (a: ListingRow, b: ListingRow) =>
    (toCents(fromPriceOf(a)) ?? 0) - (toCents(fromPriceOf(b)) ?? 0) || Number(a.id) - Number(b.id);
  const lane = others
    .filter(
      (item) =>
        item.pol === row.pol && item.pod === row.pod && item.shipmentType === row.shipmentType,
    )
    .sort(cheapest);
  const pod = others.filter((item) => item.pod === row.pod && !lane.includes(item)).sort(cheapest);
  return [...lane, ...pod].slice(0, size);
}

/** GET market/hotLanes: lanes with the most listings on the market. */
export function hotLanes(db: Db, size: number, now: number): HotLane[] {
  const lanes = new Map<string, ListingRow[]>();
  for (const row of onMarket(db, now)) {
    const key = `${row.pol}-${row.pod}`;
    lanes.set(key, [...(lanes.get(key) ?? []), row]);
  }
  return [...lanes.values()]
    .map((rows) => {
      const lines = rows.flatMap((row) => row.prices);
      const lowest = lines.reduce((best, line) =>
        (toCents(line.amount) ?? 0) < (toCents(best.amount) ?? 0) ? line : best,
      );
      const first = rows[0] as ListingRow;
      return {
        pol: portRef(first.pol),
        pod: portRef(first.pod),
        listingCount: rows.length,
        fromPrice: lowest.amount,
        fromUnit: lowest.unit,
        currency: first.currency,
      } satisfies HotLane;
    })
    .sort(
      (a, b) =>
        b.listingCount - a.listingCount ||
        a.pol.code.localeCompare(b.pol.code) ||
        a.pod.code.localeCompare(b.pod.code),
    )
    .slice(0, size);
}
