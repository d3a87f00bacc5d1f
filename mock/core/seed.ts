import { now } from './clock';
import { registeredDomains, tableShapes } from './registry';
import { emptyTables, withSettings, type Db } from './schema';

/** An empty database: every registered domain's tables, no rows, the default settings. */
export function emptyDb(latencyMs: [number, number]): Db {
  return withSettings(emptyTables(tableShapes()), latencyMs);
}

/**
 * A fresh database: each registered domain seeds it in turn (a later domain may build on an
 * earlier one's rows, e.g. coupons used on the trade seed's orders). Every start gives the same data.
 */
export function createSeedDb(latencyMs: [number, number]): Db {
  const db = emptyDb(latencyMs);
  const time = now();
  for (const domain of registeredDomains()) domain.seed?.(db, time);
  return db;
}
