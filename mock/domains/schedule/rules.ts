/**
 * The sailing-schedule calls' rules: read a SailingQuery / SailingWeekQuery (the doc comments of
 * src/features/schedule/types.ts are the rules), enumerate only the lanes and weeks asked for,
 * sort, page. Pure functions of (query, now, language): the bench script calls them directly.
 */
import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import type { Page } from '@/contract/http';
import {
  SAILING_SORTS,
  type Sailing,
  type SailingRouting,
  type SailingSort,
  type ScheduleMeta,
} from '@/contract/schedule/types';

import { page } from '../../core/envelope';
import { accept, invalid, type RuleResult } from '../../core/result';
import { cstDate, isoCst } from '../../core/time';
import {
  CARRIER_CODES,
  SPAN_FROM,
  SPAN_TO,
  buildSailing,
  byPod,
  byPol,
  dailyRefresh,
  inSpan,
  isKnownPort,
  mondayOf,
  sailingKey,
  services,
  weeksFor,
  type CallRef,
  type SailingKey,
  type Service,
} from './generate';
import { dayOf } from './time';

import type { Lang } from '../../core/messages';

/** The widest ETD range a search may ask for, in days between its two dates. */
export const MAX_RANGE_DAYS = 92;
/** The range searched when none is given: today (China) and the 27 days after it. */
export const DEFAULT_RANGE_DAYS = 28;
/** Page size: default 10, at most 50. */
export const MAX_PAGE_SIZE = 50;
/** The week view answers at most this many sailings. */
export const WEEK_MAX = 300;

const ROUTINGS = ['direct', 'transship'] as const satisfies readonly SailingRouting[];
const ORDERS = ['asc', 'desc'] as const;

/** A query as the handler has it, or as plain pairs (bench, tests). */
export type QueryInput = URLSearchParams | Record<string, string | number | undefined>;

function toParams(query: QueryInput): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

export interface SailingFilter {
  pol?: string;
  pod?: string;
  carrier?: string;
  routing?: SailingRouting;
  /** ETD day numbers (the port of loading's calendar), both included. */
  from: number;
  to: number;
}

function oneOf<T extends string>(value: string, allowed: readonly T[]): value is T {
  return (allowed as readonly string[]).includes(value);
}

/** pol, pod, carrier and routing: the filters shared by the page and the week. */
function readLaneFilter(params: URLSearchParams): RuleResult<Omit<SailingFilter, 'from' | 'to'>> {
  const filter: Omit<SailingFilter, 'from' | 'to'> = {};
  for (const field of ['pol', 'pod'] as const) {
    const code = params.get(field)?.trim().toUpperCase() ?? '';
    if (!code) continue;
    if (!/^[A-Z]{5}$/.test(code) || !isKnownPort(code)) return invalid(field);
    filter[field] = code;
  }
  if (!filter.pol && !filter.pod) return invalid('pol', 'schedule.portRequired');
  const carrier = params.get('carrier')?.trim().toUpperCase() ?? '';
  if (carrier) {
    if (!CARRIER_CODES.has(carrier)) return invalid('carrier');
    filter.carrier = carrier;
  }
  const routing = params.get('routing')?.trim() ?? '';
  if (routing) {
    if (!oneOf(routing, ROUTINGS)) return invalid('routing');
    filter.routing = routing;
  }
  return accept(filter);
}

function intIn(
  params: URLSearchParams,
  field: string,
  fallback: number,
  [min, max]: [number, number],
): RuleResult<number> {
  const raw = params.get(field)?.trim() ?? '';
  if (!raw) return accept(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    return invalid(field, 'field.range', { min, max });
  }
  return accept(value);
}

/** Every sailing matching `filter`, unsorted; reads only the lanes and weeks it needs. */
export function findSailings(filter: SailingFilter): SailingKey[] {
  const from = Math.max(filter.from, dayOf(SPAN_FROM) ?? 0);
  const to = Math.min(filter.to, dayOf(SPAN_TO) ?? 0);
  if (from > to) return [];
  const pairs: { service: Service; load: number; discharge: number }[] = [];
  const keep = (service: Service) =>
    (!filter.carrier || service.carrier === filter.carrier) &&
    (!filter.routing || (filter.routing === 'direct') === (service.via.length === 0));
  if (filter.pol) {
    for (const { service, index } of byPol.get(filter.pol) ?? ([] as CallRef[])) {
      if (!keep(service)) continue;
      service.discharges.forEach((call, discharge) => {
        if (!filter.pod || call.port.code === filter.pod) {
          pairs.push({ service, load: index, discharge });
        }
      });
    }
  } else if (filter.pod) {
    for (const { service, index } of byPod.get(filter.pod) ?? ([] as CallRef[])) {
      if (!keep(service)) continue;
      service.loads.forEach((_, load) => pairs.push({ service, load, discharge: index }));
    }
  }
  const { first, last } = weeksFor(from, to);
  const found: SailingKey[] = [];
  for (const { service, load, discharge } of pairs) {
    const loadCall = service.loads[load];
    const dischargeCall = service.discharges[discharge];
    if (!loadCall || !dischargeCall) continue;
    for (let week = first; week <= last; week += 1) {
      const etdDay = mondayOf(week) + loadCall.day;
      if (etdDay < from || etdDay > to) continue;
      found.push(sailingKey(service, loadCall, dischargeCall, week));
    }
  }
  return found;
}

const byId = (a: SailingKey, b: SailingKey) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function comparator(sort: SailingSort, order: 'asc' | 'desc') {
  const sign = order === 'desc' ? -1 : 1;
  const primary = (a: SailingKey, b: SailingKey) =>
    sort === 'eta'
      ? a.eta - b.eta
      : sort === 'transit'
        ? a.transitDays - b.transitDays
        : a.etd - b.etd;
  return (a: SailingKey, b: SailingKey) => sign * primary(a, b) || a.etd - b.etd || byId(a, b);
}

/**
 * GET schedule/page. At least one of pol/pod (4000 `pol`); each a known UN/LOCODE. ETD range
 * 'YYYY-MM-DD' both included: absent `etdFrom` is today in China, absent `etdTo` is `etdFrom` + 27
 * days; `etdTo` before `etdFrom` or more than 92 days after it is a 4000 naming `etdTo`. Unknown
 * carrier, routing, sort or order: 4000 naming it. Sorted by sort/order, ties by ETD then id.
 */
export function searchSailings(
  query: QueryInput,
  nowMs: number,
  lang: Lang,
): RuleResult<Page<Sailing>> {
  const params = toParams(query);
  const lane = readLaneFilter(params);
  if (!lane.ok) return lane;
  const today = dayOf(cstDate(nowMs)) ?? 0;
  const fromText = params.get('etdFrom')?.trim() ?? '';
  const toText = params.get('etdTo')?.trim() ?? '';
  const from = fromText ? dayOf(fromText) : today;
  if (from === undefined) return invalid('etdFrom');
  const to = toText ? dayOf(toText) : from + DEFAULT_RANGE_DAYS - 1;
  if (to === undefined) return invalid('etdTo');
  if (to < from) return invalid('etdTo', 'schedule.rangeOrder');
  if (to - from > MAX_RANGE_DAYS) {
    return invalid('etdTo', 'schedule.rangeTooLong', { days: MAX_RANGE_DAYS });
  }
  const sort = params.get('sort')?.trim() || 'etd';
  if (!oneOf(sort, SAILING_SORTS)) return invalid('sort');
  const order = params.get('order')?.trim() || 'asc';
  if (!oneOf(order, ORDERS)) return invalid('order');
  const current = intIn(params, 'current', 1, [1, 100_000]);
  if (!current.ok) return current;
  const size = intIn(params, 'size', DEFAULT_PAGE_SIZE, [1, MAX_PAGE_SIZE]);
  if (!size.ok) return size;
  const keys = findSailings({ ...lane.value, from, to }).sort(comparator(sort, order));
  const paged = page(keys, current.value, size.value);
  return accept({
    ...paged,
    records: paged.records.map((key) => buildSailing(key, lang, nowMs)),
  });
}

/**
 * GET schedule/week: every sailing with ETD in the seven days from `weekStart` (4000 `weekStart`
 * when absent or not a date), same filters as the page, ETD ascending (then id), at most 300.
 */
export function sailingWeek(query: QueryInput, nowMs: number, lang: Lang): RuleResult<Sailing[]> {
  const params = toParams(query);
  const lane = readLaneFilter(params);
  if (!lane.ok) return lane;
  const startText = params.get('weekStart')?.trim() ?? '';
  if (!startText) return invalid('weekStart', 'field.required');
  const start = dayOf(startText);
  if (start === undefined) return invalid('weekStart');
  const keys = findSailings({ ...lane.value, from: start, to: start + 6 })
    .sort(comparator('etd', 'asc'))
    .slice(0, WEEK_MAX);
  return accept(keys.map((key) => buildSailing(key, lang, nowMs)));
}

interface MetaCounts {
  carriers: number;
  lanes: number;
  sailings: number;
}

let counts: MetaCounts | undefined;

/** Counted once: the data is static. */
function metaCounts(): MetaCounts {
  if (counts) return counts;
  const from = dayOf(SPAN_FROM) ?? 0;
  const to = dayOf(SPAN_TO) ?? 0;
  const { first, last } = weeksFor(from, to);
  const lanes = new Set<string>();
  let sailings = 0;
  for (const service of services) {
    for (const load of service.loads) {
      let weeks = 0;
      for (let week = first; week <= last; week += 1) {
        if (inSpan(mondayOf(week) + load.day)) weeks += 1;
      }
      if (weeks === 0) continue;
      sailings += weeks * service.discharges.length;
      for (const discharge of service.discharges)
        lanes.add(`${load.port.code}-${discharge.port.code}`);
    }
  }
  counts = {
    carriers: new Set(services.map((service) => service.carrier)).size,
    lanes: lanes.size,
    sailings,
  };
  return counts;
}

/** GET schedule/meta: sample data, its newest update (today's 06:00 China run), its size and span. */
export function scheduleMeta(nowMs: number): ScheduleMeta {
  return {
    sample: true,
    updatedAt: isoCst(dailyRefresh(nowMs)),
    ...metaCounts(),
    from: SPAN_FROM,
    to: SPAN_TO,
  };
}
