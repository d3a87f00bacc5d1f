import { defaultLatency } from './latency';
import { registerDomains, tableShapes, type MockDomain } from './registry';
import { DEFAULT_CERT_REVIEW_S, type Db } from './schema';
import { createSeedDb } from './seed';

import type { RequestHandler } from 'msw';

/** Bumped when the stored shape changes; an older copy is discarded and reseeded. */
export const DB_VERSION = 6;
/** Uploads whose base64 is longer than this are kept in memory only. */
const MAX_PERSISTED_FILE_CHARS = 1_500_000;

/** The tables themselves, which reset and load replace; everyone else goes through `db`. */
const tables = {} as Db;

/** Whether anything has read or changed the database since it was last seeded. */
let used = false;
/**
 * Whether `tables` holds data. Installing the domains, and the tests' reset after a test, leave
 * the seed to be built when the database is first reached: the tests install the mock in every
 * file, and most files never reach it (a seed takes a hundred milliseconds). A seed is dated when
 * it is built (a reset seeds at once, so it is dated then).
 */
let filled = false;

function seed(): void {
  filled = true;
  replaceDb(createSeedDb(defaultLatency()));
}

/** Marks the database used, seeding it first if nothing has filled it since it was emptied. */
function reach(): void {
  used = true;
  if (!filled) seed();
}

/**
 * The mock's database. Handlers and rules mutate it in place; it is replaced only by reset/load.
 * Empty until the hosts install the domains (installDomains); seeded when first reached. Every
 * table is reached through it, so a read or a write of any table marks the database used
 * (`resetDbIfUsed`): a nested row can only be changed after its table was read.
 */
export const db: Db = new Proxy(tables, {
  get(target, key, receiver) {
    reach();
    return Reflect.get(target, key, receiver) as unknown;
  },
  set(target, key, value, receiver) {
    reach();
    return Reflect.set(target, key, value, receiver);
  },
  deleteProperty(target, key) {
    reach();
    return Reflect.deleteProperty(target, key);
  },
  has(target, key) {
    reach();
    return Reflect.has(target, key);
  },
  ownKeys(target) {
    reach();
    return Reflect.ownKeys(target);
  },
  getOwnPropertyDescriptor(target, key) {
    reach();
    return Reflect.getOwnPropertyDescriptor(target, key);
  },
});

/** Files keep their bytes (`data`, base64) apart from the rest of the database in storage. */
interface FileRow {
  key: string;
  data?: string;
}

/** The table whose rows are files: stored without their bytes, which are kept one per key. */
function fileRows(source: Db): Record<string, FileRow> {
  return (source as unknown as { uploads?: Record<string, FileRow> }).uploads ?? {};
}

/**
 * Registers the mock's domains (mock/domains/index.ts), whose seeds fill the database when it is
 * first reached, and gives back their handlers, for a host to serve.
 */
export function installDomains(domains: readonly MockDomain[]): RequestHandler[] {
  registerDomains(domains);
  filled = false;
  used = false;
  return domains.flatMap((domain) => domain.handlers ?? []);
}

interface PersistTarget {
  storage: Storage;
  key: string;
}

let target: PersistTarget | undefined;
let lastSaved = '';
const savedFiles = new Set<string>();

function fileKey(key: string, upload: string): string {
  return `${key}:file:${upload}`;
}

function replaceDb(next: Db): void {
  Object.assign(tables, next);
}

/** Reseeds the database now; in the browser also drops the persisted copy and its files. */
export function resetDb(): void {
  forgetDb();
  seed();
}

/** Empties the database, to be seeded when next reached, and drops the persisted copy. */
function forgetDb(): void {
  for (const table of Reflect.ownKeys(tables)) Reflect.deleteProperty(tables, table);
  filled = false;
  used = false;
  if (!target) return;
  const { storage, key } = target;
  try {
    const doomed: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const name = storage.key(index);
      if (name === key || name?.startsWith(`${key}:file:`)) doomed.push(name);
    }
    for (const name of doomed) storage.removeItem(name);
  } catch {
    // Storage unavailable: nothing persisted to clear.
  }
  lastSaved = '';
  savedFiles.clear();
}

/**
 * Leaves a fresh seed for the next reach unless nothing has read or changed the database since it
 * was seeded: the tests reset after every test, and most tests of rules and helpers never reach
 * the mock. Says whether it reset.
 */
export function resetDbIfUsed(): boolean {
  if (!used) return false;
  forgetDb();
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored copy is used only if every table and setting has the right shape. */
function parseStored(text: string): Db | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || parsed.version !== DB_VERSION || !isRecord(parsed.db)) return undefined;
  const stored = parsed.db;
  const tablesOk = Object.entries(tableShapes()).every(([table, empty]) =>
    Array.isArray(empty) ? Array.isArray(stored[table]) : isRecord(stored[table]),
  );
  const settings = stored.settings;
  const settingsOk =
    isRecord(settings) &&
    Number.isFinite(settings.accessTokenTtl) &&
    Number.isFinite(settings.refreshTokenTtl) &&
    Array.isArray(settings.latencyMs) &&
    settings.latencyMs.length === 2 &&
    settings.latencyMs.every((value) => Number.isFinite(value)) &&
    Number.isFinite(settings.paymentSeconds);
  if (!tablesOk || !settingsOk || !isRecord(stored.sequences)) return undefined;
  // A copy saved before the review delay existed keeps its data and gets the default.
  if (!Number.isFinite(settings.certReviewSeconds))
    settings.certReviewSeconds = DEFAULT_CERT_REVIEW_S;
  // A copy saved before creations were made idempotent has no answers kept yet.
  if (!isRecord(stored.requestReplies)) stored.requestReplies = {};
  return stored as unknown as Db;
}

/**
 * Browser host: keeps the database in `storage` under `key` and loads what is there. A missing,
 * corrupt or outdated copy is discarded and the seed is used. Returns whether a copy was loaded.
 */
export function enablePersistence(storage: Storage, key: string): boolean {
  target = { storage, key };
  return loadPersisted();
}

/** Stops saving (tests that turned persistence on). */
export function disablePersistence(): void {
  target = undefined;
  lastSaved = '';
  savedFiles.clear();
}

/** (Re)loads the persisted copy, e.g. after another tab saved it. */
export function loadPersisted(): boolean {
  if (!target) return false;
  const { storage, key } = target;
  let text: string | null = null;
  try {
    text = storage.getItem(key);
  } catch {
    text = null;
  }
  const stored = text === null ? undefined : parseStored(text);
  if (!stored) {
    // Nothing usable: start from the seed (with this host's latency) and drop the bad copy.
    resetDb();
    return false;
  }
  for (const upload of Object.values(fileRows(stored))) {
    try {
      const data = storage.getItem(fileKey(key, upload.key));
      if (data !== null) {
        upload.data = data;
        savedFiles.add(upload.key);
      }
    } catch {
      // The file's bytes are lost; its row stays and serving it gives 404.
    }
  }
  replaceDb(stored);
  filled = true;
  lastSaved = text ?? '';
  return true;
}

function withoutFileData(files: Record<string, FileRow>): Record<string, FileRow> {
  return Object.fromEntries(
    Object.entries(files).map(([name, { data: _data, ...row }]) => [name, row]),
  );
}

/**
 * Saves the database (browser only). Called after every request, before the reply leaves, so a
 * token the app receives is already on disk for a reload or another tab. Unchanged data is not
 * written again; a full storage keeps the app working with what is in memory.
 */
export function persist(): void {
  if (!target) return;
  const { storage, key } = target;
  const text = JSON.stringify({
    version: DB_VERSION,
    db: { ...db, uploads: withoutFileData(fileRows(db)) },
  });
  if (text !== lastSaved) {
    try {
      storage.setItem(key, text);
      lastSaved = text;
    } catch (error) {
      console.warn('[mock] could not save the mock database', error);
    }
  }
  for (const upload of Object.values(fileRows(db))) {
    if (savedFiles.has(upload.key) || !upload.data) continue;
    savedFiles.add(upload.key);
    if (upload.data.length > MAX_PERSISTED_FILE_CHARS) continue;
    try {
      storage.setItem(fileKey(key, upload.key), upload.data);
    } catch {
      // Best effort: the file stays served from memory until the page reloads.
    }
  }
}
