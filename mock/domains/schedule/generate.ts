/**
 * The sailing schedules, generated on demand from the service table (data-services.ts):
 * every service sails weekly; each (port of loading, port of discharge) pair of a voyage is one
 * sailing. Nothing here is random at request time: a sailing is a pure function of its service,
 * its two calls and its week, so its id, times and cut-offs never change between searches.
 */
import type { PortRef } from '@/contract/common/trade';
import type { Sailing } from '@/contract/schedule/types';

import { DAY, HOUR, isoCst, startOfCstDay } from '../../core/time';
import { dictItems, dicts } from '../reference/data-dicts';
import { portZone } from '../reference/data-port-zones';
import { ports } from '../reference/data-ports';
import { CUTOFF_RULES, FLEETS, SERVICES, type CutoffRule, type ServiceDef } from './data-services';
import { SCHEDULE_PARTNER } from './messages';
import { dayOf, isoInZone, wallAt, wallToInstant } from './time';

import type { Lang } from '../../core/messages';

/** The span of ETDs the data covers: 156 whole weeks, Monday to Sunday, fixed (never "from today"). */
export const SPAN_FROM = '2026-01-05';
export const SPAN_TO = '2028-12-31';
const FIRST_MONDAY = dayOf(SPAN_FROM) ?? 0;
export const SPAN_FROM_DAY = FIRST_MONDAY;
export const SPAN_TO_DAY = dayOf(SPAN_TO) ?? 0;

/** About one sailing in eight has no SI cut-off yet in its source (chosen by a hash of its id). */
export const SI_MISSING_PER_100 = 12;
/** Sailings leaving within this many days are refreshed daily; later ones weekly. */
export const DAILY_REFRESH_DAYS = 21;

export interface Call {
  port: PortRef;
  zone: string;
  /** Days from the Monday of the voyage's week. */
  day: number;
  /** Local hour at the port. */
  hour: number;
}

export interface Service {
  def: ServiceDef;
  carrier: string;
  code: string;
  loads: readonly Call[];
  discharges: readonly Call[];
  via: readonly PortRef[];
  vessels: readonly string[];
  cutoff: CutoffRule;
  /** Per-service constant from a hash of its code: voyage numbering start and fleet rotation. */
  seed: number;
}

/** FNV-1a, 32 bits: a stable hash for the deterministic choices. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const portByCode = new Map(ports.map((port) => [port.code, port]));

/** A port of the port list (a known port with no service simply has no sailings). */
export function isKnownPort(code: string): boolean {
  return portByCode.has(code);
}

function portRef(code: string, where: string): PortRef {
  const port = portByCode.get(code);
  if (!port) throw new Error(`schedule: unknown port ${code} in ${where}`);
  return port;
}

function parseCalls(text: string, where: string): Call[] {
  return text.split(',').map((item) => {
    const [code = '', day = '', hour = ''] = item.trim().split(/\s+/);
    const zone = portZone(code);
    if (!zone) throw new Error(`schedule: no time zone for ${code} in ${where}`);
    return { port: portRef(code, where), zone, day: Number(day), hour: Number(hour) };
  });
}

function buildServices(): Service[] {
  const used: Record<string, number> = {};
  return SERVICES.map((def) => {
    const where = `${def.carrier} ${def.code}`;
    const fleet = FLEETS[def.carrier] ?? [];
    if (fleet.length === 0) throw new Error(`schedule: no fleet for ${def.carrier}`);
    const start = used[def.carrier] ?? 0;
    used[def.carrier] = start + def.fleet;
    const vessels = Array.from(
      { length: def.fleet },
      (_, index) => fleet[(start + index) % fleet.length] ?? '',
    );
    return {
      def,
      carrier: def.carrier,
      code: def.code,
      loads: parseCalls(def.load, where),
      discharges: parseCalls(def.discharge, where),
      via: (def.via ?? []).map((code) => portRef(code, where)),
      vessels,
      cutoff: CUTOFF_RULES[def.cutoff],
      seed: hash(where),
    };
  });
}

export const services: readonly Service[] = buildServices();

/** One (service, port of loading) or (service, port of discharge) entry of the indexes. */
export interface CallRef {
  service: Service;
  index: number;
}

function indexBy(pick: (service: Service) => readonly Call[]): Map<string, CallRef[]> {
  const index = new Map<string, CallRef[]>();
  for (const service of services) {
    pick(service).forEach((call, position) => {
      const list = index.get(call.port.code) ?? [];
      list.push({ service, index: position });
      index.set(call.port.code, list);
    });
  }
  return index;
}

/** Services by port of loading and by port of discharge, so a search reads only its own lanes. */
export const byPol = indexBy((service) => service.loads);
export const byPod = indexBy((service) => service.discharges);

/** The latest day offset of a loading call: how far a voyage's ETDs reach past its Monday. */
export const MAX_LOAD_DAY = Math.max(...services.flatMap((s) => s.loads.map((call) => call.day)));

/** Day number of the Monday of week `week` (week 0: the span's first Monday). */
export function mondayOf(week: number): number {
  return FIRST_MONDAY + week * 7;
}

/** The weeks whose voyages may leave between day numbers `from` and `to` (both included). */
export function weeksFor(from: number, to: number): { first: number; last: number } {
  return {
    first: Math.floor((from - MAX_LOAD_DAY - FIRST_MONDAY) / 7),
    last: Math.floor((to - FIRST_MONDAY) / 7),
  };
}

function isoWeek(day: number): { year: number; week: number } {
  const weekday = (new Date(day * DAY).getUTCDay() + 6) % 7;
  const thursday = day - weekday + 3;
  const year = new Date(thursday * DAY).getUTCFullYear();
  const firstDay = Date.UTC(year, 0, 1) / DAY;
  return { year, week: Math.floor((thursday - firstDay) / 7) + 1 };
}

/** The voyage of `service` in `week`: '047W' (running number) or '2603W' (year and week). */
export function voyageOf(service: Service, week: number): string {
  const { bound, voyage } = service.def;
  if (voyage === 'yw') {
    const { year, week: number } = isoWeek(mondayOf(week));
    return `${year % 100}${String(number).padStart(2, '0')}${bound}`;
  }
  const number = (10 + (service.seed % 60) + week + 1000) % 1000;
  return `${String(number).padStart(3, '0')}${bound}`;
}

export function vesselOf(service: Service, week: number): string {
  const count = service.vessels.length;
  return service.vessels[(((week + service.seed) % count) + count) % count] ?? '';
}

/** What a search needs to filter and sort a sailing before building its row. */
export interface SailingKey {
  service: Service;
  load: Call;
  discharge: Call;
  week: number;
  id: string;
  /** Day number of the ETD in the port of loading's calendar. */
  etdDay: number;
  etd: number;
  eta: number;
  transitDays: number;
}

export function sailingKey(
  service: Service,
  load: Call,
  discharge: Call,
  week: number,
): SailingKey {
  const monday = mondayOf(week);
  const etdDay = monday + load.day;
  const etd = wallToInstant(load.zone, wallAt(etdDay, load.hour));
  const eta = wallToInstant(discharge.zone, wallAt(monday + discharge.day, discharge.hour));
  const voyage = voyageOf(service, week);
  return {
    service,
    load,
    discharge,
    week,
    id: `${service.carrier}-${service.code}-${voyage}-${load.port.code}-${discharge.port.code}`,
    etdDay,
    etd,
    eta,
    transitDays: Math.floor((eta - etd) / DAY),
  };
}

/** True when the sailing's ETD falls in the data's span. */
export function inSpan(etdDay: number): boolean {
  return etdDay >= SPAN_FROM_DAY && etdDay <= SPAN_TO_DAY;
}

/** The cut-offs in the port of loading's time; SI is null for the share its source lacks. */
export function cutoffsOf(key: SailingKey): Sailing['cutoffs'] {
  const { load, service, etdDay } = key;
  const at = (rule: readonly [number, number] | null) =>
    rule ? isoInZone(load.zone, wallToInstant(load.zone, wallAt(etdDay - rule[0], rule[1]))) : null;
  const siMissing = hash(key.id) % 100 < SI_MISSING_PER_100;
  return {
    cy: at(service.cutoff.cy),
    si: siMissing ? null : at(service.cutoff.si),
    vgm: at(service.cutoff.vgm),
  };
}

/** The latest 06:00 China time at or before `ms`: the daily refresh. */
export function dailyRefresh(ms: number): number {
  const six = startOfCstDay(ms) + 6 * HOUR;
  return six <= ms ? six : six - DAY;
}

/** The latest Monday 06:00 China time at or before `ms`: the weekly refresh. */
export function weeklyRefresh(ms: number): number {
  const day = dailyRefresh(ms);
  const weekday = (new Date(day + 8 * HOUR).getUTCDay() + 6) % 7;
  return day - weekday * DAY;
}

/**
 * When the source last updated a sailing, never after `nowMs`: one that has left was last
 * refreshed at the daily run before it left; one leaving within 21 days at today's daily run
 * (06:00 China time); later ones at this week's Monday run.
 */
export function updatedAtOf(etd: number, nowMs: number): number {
  if (etd <= nowMs) return dailyRefresh(etd);
  if (etd - nowMs <= DAILY_REFRESH_DAYS * DAY) return dailyRefresh(nowMs);
  return weeklyRefresh(nowMs);
}

const carrierDictId = dicts.find((dict) => dict.dictCode === 'carrier')?.dictId;
const carrierNames = new Map(
  dictItems
    .filter((item) => item.dictId === carrierDictId)
    .map((item) => [item.value, { zh: item.text, en: item.textEn }]),
);

/** The carrier dictionary's codes. */
export const CARRIER_CODES: ReadonlySet<string> = new Set(carrierNames.keys());

export function sourceOf(service: Service, lang: Lang): Sailing['source'] {
  if (service.def.partner) return { kind: 'partner', name: SCHEDULE_PARTNER[lang] };
  return { kind: 'carrier', name: carrierNames.get(service.carrier)?.[lang] ?? service.carrier };
}

/** The full row of a sailing, in the reader's language. */
export function buildSailing(key: SailingKey, lang: Lang, nowMs: number): Sailing {
  const { service, load, discharge, week } = key;
  return {
    id: key.id,
    carrier: service.carrier,
    service: service.code,
    vessel: vesselOf(service, week),
    voyage: voyageOf(service, week),
    pol: load.port,
    pod: discharge.port,
    etd: isoInZone(load.zone, key.etd),
    eta: isoInZone(discharge.zone, key.eta),
    transitDays: key.transitDays,
    direct: service.via.length === 0,
    transshipments: [...service.via],
    cutoffs: cutoffsOf(key),
    source: sourceOf(service, lang),
    updatedAt: isoCst(updatedAtOf(key.etd, nowMs)),
  };
}
