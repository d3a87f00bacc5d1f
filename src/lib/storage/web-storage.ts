import { loadCipher, loadedCipher } from './cipher';

/** What is written under each key: the value, when it was written and when it expires (ms epoch). */
interface Entry {
  value: unknown;
  time: number;
  expire: number | null;
}

export interface WebStorageOptions {
  /** Put before every key, so entries of another app, mode or storage version are never read. */
  prefix: string;
  /**
   * AES-encrypt each whole entry. The cipher loads on demand: until it has, values set wait in
   * memory (and are read from there), and entries already stored read as absent but are kept.
   */
  encrypt: boolean;
  secret: string;
  /** Default lifetime of an entry; `null` keeps it until removed. */
  expireSeconds: number | null;
  /**
   * The longest lifetime an entry may claim: one that expires later than this after it was
   * written, or never, was not written by this code (or was edited) and is treated as absent.
   */
  maxLifetimeSeconds?: number;
  /**
   * Keys whose entries are refused when written more than `CLOCK_SKEW_TOLERANCE_MS` in the future
   * (the session's: a token may not outlive its time because the clock was turned back). Any other
   * entry dated so counts as written now, with the life it was given: what a member typed (a draft)
   * survives a reset clock.
   */
  timeBoundKeys?: readonly string[];
  /** Returns the browser storage. It may throw (storage disabled: SecurityError). */
  backend: () => Storage;
}

export interface WebStorage {
  /**
   * The stored value, or `undefined` when it is missing, expired, corrupt, tampered with, unreadable
   * or refused by `guard`; such an entry is removed.
   */
  get<T>(key: string, guard?: (value: unknown) => value is T): T | undefined;
  /** How long ago the entry was written, in ms; undefined when `get` would find nothing. */
  age(key: string): number | undefined;
  /** Never throws: when the browser refuses the write, the value lives in memory for this page. */
  set(key: string, value: unknown, expireSeconds?: number | null): void;
  remove(key: string): void;
  /** Removes every entry whose key (without the prefix) starts with `keyPrefix`. Never throws. */
  removeStartingWith(keyPrefix: string): void;
  /** The key as written in the backend, to match `storage` events of other tabs. */
  fullKey(key: string): string;
  /** Whether the backend holds any entry under this storage's prefix but `exceptKeys`. Never throws. */
  hasEntries(exceptKeys?: readonly string[]): boolean;
  /**
   * Resolves once stored entries can be read and every value set is in the backend (with
   * encryption, when the cipher has loaded). Never rejects: if the cipher cannot load, values set
   * stay in memory for this page.
   */
  ready(): Promise<void>;
}

/**
 * How far ahead of this page's clock an entry's writing time may be: another tab's clock, or this
 * computer's clock corrected backwards (by the network time service, or by hand) since the entry
 * was written. An hour keeps a session through any such correction; a clock turned back further
 * (a reset clock) ends it (`timeBoundKeys`), and every other entry is read as written now.
 */
export const CLOCK_SKEW_TOLERANCE_MS = 60 * 60_000;

function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    'value' in entry &&
    typeof entry.time === 'number' &&
    (entry.expire === null || typeof entry.expire === 'number')
  );
}

export function createWebStorage(options: WebStorageOptions): WebStorage {
  const { prefix, encrypt, secret, expireSeconds, maxLifetimeSeconds, backend } = options;
  const timeBound = new Set((options.timeBoundKeys ?? []).map((key) => `${prefix}${key}`));
  // Raw entries the backend refused (quota, disabled storage): the app keeps working for the session.
  const memory = new Map<string, string>();
  // Entries set before the cipher loaded: read from here, written encrypted once it has.
  const unsealed = new Map<string, Entry>();
  let sealing: Promise<void> | undefined;
  // The last text read or written under each key and what it decodes to: the session is read on
  // every request, and decrypting the same text again costs a phone milliseconds each time.
  // Another tab's write changes the text, which is decoded anew.
  const lastDecoded = new Map<string, { raw: string; entry: Entry | undefined }>();

  const fullKey = (key: string) => `${prefix}${key}`;

  function tryBackend(): Storage | undefined {
    try {
      return backend();
    } catch {
      return undefined;
    }
  }

  function readRaw(name: string): string | null {
    const fallback = memory.get(name);
    if (fallback !== undefined) return fallback;
    try {
      return tryBackend()?.getItem(name) ?? null;
    } catch {
      return null;
    }
  }

  function removeRaw(name: string): void {
    memory.delete(name);
    unsealed.delete(name);
    try {
      tryBackend()?.removeItem(name);
    } catch {
      // Nothing more can be done; a later read treats the entry as absent anyway.
    }
  }

  /** Whether entries can be written and read now: without encryption, or with the cipher loaded. */
  function canSeal(): boolean {
    return !encrypt || loadedCipher() !== undefined;
  }

  function write(name: string, raw: string): void {
    try {
      const storage = tryBackend();
      if (!storage) throw new Error('storage unavailable');
      storage.setItem(name, raw);
      memory.delete(name);
    } catch {
      memory.set(name, raw);
      try {
        // A stale copy in the backend would come back on the next page load.
        tryBackend()?.removeItem(name);
      } catch {
        // Ignored: see above.
      }
    }
  }

  /**
   * Writes an entry (call only when `canSeal()`), and keeps what its text decodes to, so that the
   * page reads its own writes without decrypting them: the entry as JSON carries it (a date as its
   * text, nothing the caller changes in its object afterwards), as a read of the text gives it.
   */
  function store(name: string, entry: Entry): void {
    const json = JSON.stringify(entry);
    const cipher = loadedCipher();
    const raw = encrypt && cipher ? cipher.encrypt(json, secret) : json;
    write(name, raw);
    lastDecoded.set(name, { raw, entry: JSON.parse(json) as Entry });
  }

  /** Loads the cipher and writes the entries set meanwhile. */
  function seal(): Promise<void> {
    if (canSeal() && unsealed.size === 0) return Promise.resolve();
    sealing ??= loadCipher().then(
      () => {
        for (const [name, entry] of unsealed) store(name, entry);
        unsealed.clear();
        sealing = undefined;
      },
      () => {
        // Offline or a deployment replaced the files: the entries stay in memory for this page.
        sealing = undefined;
      },
    );
    return sealing;
  }

  /**
   * The entry as this page's clock reads it: one written more than `CLOCK_SKEW_TOLERANCE_MS` in the
   * future (a clock turned back, or an edited entry) counts as written now, with the life it was
   * given; a time-bound key's stays as it is (and is refused).
   */
  function onThisClock(name: string, entry: Entry, now: number): Entry {
    if (entry.time <= now + CLOCK_SKEW_TOLERANCE_MS || timeBound.has(name)) return entry;
    const expire = entry.expire === null ? null : now + (entry.expire - entry.time);
    return { value: entry.value, time: now, expire };
  }

  /**
   * An entry is trusted while it is unexpired, was not written in the future (see `onThisClock`)
   * and claims no longer a life than entries are given.
   */
  function isCurrent(entry: Entry, now: number): boolean {
    if (entry.time > now + CLOCK_SKEW_TOLERANCE_MS) return false;
    if (entry.expire !== null && entry.expire <= now) return false;
    if (maxLifetimeSeconds === undefined) return true;
    return entry.expire !== null && entry.expire - entry.time <= maxLifetimeSeconds * 1000;
  }

  /** Call only when `canSeal()`. */
  function decode(raw: string): Entry | undefined {
    const cipher = loadedCipher();
    try {
      const json = encrypt && cipher ? cipher.decrypt(raw, secret) : raw;
      const parsed: unknown = JSON.parse(json);
      return isEntry(parsed) ? parsed : undefined;
    } catch {
      // Wrong secret, tampered ciphertext or broken JSON.
      return undefined;
    }
  }

  function decodeOnce(name: string, raw: string): Entry | undefined {
    const last = lastDecoded.get(name);
    if (last?.raw === raw) return last.entry;
    const entry = decode(raw);
    lastDecoded.set(name, { raw, entry });
    return entry;
  }

  /** The entry under `key` if it is usable (and `guard` accepts its value); else it is removed. */
  function read(key: string, guard?: (value: unknown) => boolean): Entry | undefined {
    const name = fullKey(key);
    const now = Date.now();
    const held = unsealed.get(name);
    if (held !== undefined) {
      const waiting = onThisClock(name, held, now);
      if (isCurrent(waiting, now) && (guard === undefined || guard(waiting.value))) {
        if (waiting !== held) unsealed.set(name, waiting);
        return waiting;
      }
      unsealed.delete(name);
      return undefined;
    }
    const raw = readRaw(name);
    if (raw === null) return undefined;
    if (!canSeal()) {
      // Written by another tab (or before this page started without waiting): kept for later.
      void seal();
      return undefined;
    }
    const decoded = decodeOnce(name, raw);
    const entry = decoded && onThisClock(name, decoded, now);
    const usable =
      entry !== undefined && isCurrent(entry, now) && (guard === undefined || guard(entry.value));
    if (!usable) {
      removeRaw(name);
      return undefined;
    }
    if (entry !== decoded) store(name, entry);
    return entry;
  }

  return {
    fullKey,
    get<T>(key: string, guard?: (value: unknown) => value is T): T | undefined {
      return read(key, guard)?.value as T | undefined;
    },
    age(key) {
      const entry = read(key);
      return entry === undefined ? undefined : Math.max(0, Date.now() - entry.time);
    },
    set(key, value, seconds = expireSeconds) {
      const name = fullKey(key);
      const time = Date.now();
      const entry: Entry = { value, time, expire: seconds === null ? null : time + seconds * 1000 };
      if (canSeal()) {
        unsealed.delete(name);
        store(name, entry);
        // Values set before another storage of the page loaded the cipher are written now too.
        if (unsealed.size > 0) void seal();
        return;
      }
      removeRaw(name);
      unsealed.set(name, entry);
      void seal();
    },
    remove(key) {
      removeRaw(fullKey(key));
    },
    hasEntries(exceptKeys = []) {
      const skipped = new Set(exceptKeys.map(fullKey));
      try {
        const storage = tryBackend();
        for (let index = 0; storage && index < storage.length; index += 1) {
          const name = storage.key(index);
          if (name?.startsWith(prefix) && !skipped.has(name)) return true;
        }
      } catch {
        // Storage disabled: nothing was stored.
      }
      return false;
    },
    ready: seal,
    removeStartingWith(keyPrefix) {
      const start = fullKey(keyPrefix);
      const names = [...memory.keys(), ...unsealed.keys()];
      try {
        const storage = tryBackend();
        for (let index = 0; storage && index < storage.length; index += 1) {
          const name = storage.key(index);
          if (name !== null) names.push(name);
        }
      } catch {
        // Storage disabled: only the in-memory entries are there.
      }
      for (const name of names) if (name.startsWith(start)) removeRaw(name);
    },
  };
}
