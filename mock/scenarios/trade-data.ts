import type { CargoType } from '@/contract/common/trade';

import trade from './data/trade.json' with { type: 'json' };

/**
 * Static material of the trade seed: lanes, cargo, company names. The values live in
 * `data/trade.json`; the types below are the shape of its rows. JSON reads as plain arrays, so each
 * table is cast to its row type: the file was written from these types and
 * tests/mock/seed-trade.test.ts seeds from every table.
 */

/** Chinese base ports where tenders load. */
export const SEED_POLS: readonly string[] = trade.SEED_POLS;

/** Destinations with the going rate of a 40HQ (USD) and the transit time (days). */
export const SEED_PODS = trade.SEED_PODS as unknown as readonly (readonly [
  code: string,
  rate40hq: number,
  transit: number,
])[];

/** Share of a 40HQ's rate per container type. */
export const CONTAINER_RATE: Record<string, number> = trade.CONTAINER_RATE;

export interface SeedCargo {
  zh: string;
  en: string;
  hsCode: string;
  cargoType: CargoType;
}

export const SEED_CARGO = trade.SEED_CARGO as readonly SeedCargo[];

/** [zh, en, province, division] of the cities companies are in. */
export const SEED_CITIES = trade.SEED_CITIES as unknown as readonly (readonly [
  zh: string,
  en: string,
  province: string,
  division: string,
])[];

export const SEED_BRANDS = trade.SEED_BRANDS as unknown as readonly (readonly [
  zh: string,
  en: string,
])[];

export const SHIPPER_TRADES = trade.SHIPPER_TRADES as unknown as readonly (readonly [
  zh: string,
  en: string,
])[];

/** [zh, en, the forwarder's user type: 2 forwarder, 3 consolidator]. */
export const FORWARDER_TRADES = trade.FORWARDER_TRADES as unknown as readonly (readonly [
  zh: string,
  en: string,
  type: 2 | 3,
])[];
