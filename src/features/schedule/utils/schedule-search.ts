import { addDays, isDay } from '@/contract/common/calendar';
import type { SortOrder } from '@/contract/http';
/**
 * The schedule page's query as it lives in the address: parsed leniently (an invalid value is
 * dropped), written canonically (fixed key order, defaults left out). Dates are calendar days of the
 * port of loading; the default range is today (China) and the 27 days after it.
 */
import {
  SAILING_SORTS,
  type SailingQuery,
  type SailingRouting,
  type SailingSort,
  type SailingWeekQuery,
} from '@/contract/schedule/types';
import { PAGE_PARAM } from '@/utils/page-number';

/** On a phone the results and the week calendar take turns. */
export type ScheduleView = 'list' | 'week';

export interface ScheduleSearch {
  pol?: string;
  pod?: string;
  from: string;
  to: string;
  carrier?: string;
  routing?: SailingRouting;
  sort: SailingSort;
  order: SortOrder;
  page: number;
  /** First day of the week shown in the calendar; the range's first day when absent. */
  week?: string;
  view: ScheduleView;
}

/** Days after today in the default range (four weeks in all). */
export const DEFAULT_RANGE_DAYS = 27;
export const PAGE_SIZE = 10;
const ROUTINGS = ['direct', 'transship'] as const satisfies readonly SailingRouting[];
const PORT_CODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const CARRIER = /^[A-Z]{2,6}$/;

const port = (text: string | null) => {
  const code = (text ?? '').trim().toUpperCase();
  return PORT_CODE.test(code) ? code : undefined;
};
const oneOf = <T extends string>(values: readonly T[], text: string | null) =>
  (values as readonly string[]).includes(text ?? '') ? (text as T) : undefined;

export function defaultRange(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, DEFAULT_RANGE_DAYS) };
}

export function parseScheduleSearch(params: URLSearchParams, today: string): ScheduleSearch {
  const range = defaultRange(today);
  let from = isDay(params.get('from')) ? (params.get('from') as string) : range.from;
  let to = isDay(params.get('to')) ? (params.get('to') as string) : range.to;
  if (to < from) [from, to] = [to, from];
  const sort = oneOf(SAILING_SORTS, params.get('sort')) ?? 'etd';
  const pageText = params.get(PAGE_PARAM) ?? '';
  const page = /^\d{1,5}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const carrier = (params.get('carrier') ?? '').toUpperCase();
  const pol = port(params.get('pol'));
  const pod = port(params.get('pod'));
  const routing = oneOf(ROUTINGS, params.get('routing'));
  const week = params.get('week');
  return {
    ...(pol ? { pol } : {}),
    ...(pod ? { pod } : {}),
    from,
    to,
    ...(CARRIER.test(carrier) ? { carrier } : {}),
    ...(routing ? { routing } : {}),
    sort,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? 'asc',
    page,
    ...(isDay(week) ? { week } : {}),
    view: params.get('view') === 'week' ? 'week' : 'list',
  };
}

export function formatScheduleSearch(search: ScheduleSearch, today: string): URLSearchParams {
  const params = new URLSearchParams();
  const range = defaultRange(today);
  if (search.pol) params.set('pol', search.pol);
  if (search.pod) params.set('pod', search.pod);
  if (search.from !== range.from || search.to !== range.to) {
    params.set('from', search.from);
    params.set('to', search.to);
  }
  if (search.carrier) params.set('carrier', search.carrier);
  if (search.routing) params.set('routing', search.routing);
  if (search.sort !== 'etd') params.set('sort', search.sort);
  if (search.order !== 'asc') params.set('order', search.order);
  if (search.page > 1) params.set(PAGE_PARAM, String(search.page));
  if (search.week) params.set('week', search.week);
  if (search.view !== 'list') params.set('view', search.view);
  return params;
}

/** A search can run once it names a port (the server needs at least one). */
export function canSearch(search: ScheduleSearch): boolean {
  return Boolean(search.pol || search.pod);
}

/** The week the calendar shows: the one asked for, else the range's first week. */
export function weekOf(search: ScheduleSearch): string {
  return search.week ?? search.from;
}

const filters = (search: ScheduleSearch) => ({
  ...(search.pol ? { pol: search.pol } : {}),
  ...(search.pod ? { pod: search.pod } : {}),
  ...(search.carrier ? { carrier: search.carrier } : {}),
  ...(search.routing ? { routing: search.routing } : {}),
});

export function toSailingQuery(search: ScheduleSearch): SailingQuery {
  return {
    ...filters(search),
    etdFrom: search.from,
    etdTo: search.to,
    sort: search.sort,
    order: search.order,
    current: search.page,
    size: PAGE_SIZE,
  };
}

export function toWeekQuery(search: ScheduleSearch): SailingWeekQuery {
  return { ...filters(search), weekStart: weekOf(search) };
}
