// @vitest-environment jsdom
// It wraps the browser's localStorage.
import AES from 'crypto-js/aes';

import {
  appStorage,
  APP_STORAGE_PREFIX,
  CLOCK_SKEW_TOLERANCE_MS,
  createWebStorage,
  removeOlderVersions,
} from '@/lib/storage';
import type { WebStorageOptions } from '@/lib/storage';
import { loadCipher } from '@/lib/storage/cipher';

import { corruptEntries, entryOf } from '../../../utils/corrupt-entries';

const SECRET = 'test-secret';
const DAY_S = 86_400;

function storage(overrides: Partial<WebStorageOptions> = {}) {
  return createWebStorage({
    prefix: 'T__',
    encrypt: false,
    secret: SECRET,
    expireSeconds: DAY_S,
    backend: () => window.localStorage,
    ...overrides,
  });
}

/** A Storage whose writes or reads fail the way browsers fail. */
class FailingStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly failure: { set?: DOMException; get?: DOMException }) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    if (this.failure.get) throw this.failure.get;
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failure.set) throw this.failure.set;
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const securityError = () => new DOMException('Access is denied.', 'SecurityError');

describe('createWebStorage', () => {
  // How entries wait for the cipher is the business of cipher-on-demand.test.ts.
  beforeAll(async () => {
    await loadCipher();
  });
  afterEach(() => vi.useRealTimers());

  it('gives back what was stored, under the prefixed key', () => {
    const store = storage();
    store.set('user', { id: 'u1', tags: ['a'] });

    expect(store.get('user')).toEqual({ id: 'u1', tags: ['a'] });
    expect(store.fullKey('user')).toBe('T__user');
    expect(localStorage.getItem('T__user')).not.toBeNull();
  });

  it('removes the entries under a key prefix only, in the browser and in the memory fallback', () => {
    const store = storage();
    store.set('draft:bid:m1:T1', { a: 1 });
    store.set('draft:tender:m2:new', { b: 2 });
    store.set('token', 'keep');
    localStorage.setItem('OTHER__draft:x', 'not ours');
    const full = storage({ backend: () => new FailingStorage({ set: quotaExceeded() }) });
    full.set('draft:listing:m1:new', { c: 3 });

    store.removeStartingWith('draft:');
    full.removeStartingWith('draft:');

    expect(store.get('draft:bid:m1:T1')).toBeUndefined();
    expect(store.get('draft:tender:m2:new')).toBeUndefined();
    expect(store.get('token')).toBe('keep');
    expect(localStorage.getItem('OTHER__draft:x')).toBe('not ours');
    expect(full.get('draft:listing:m1:new')).toBeUndefined();
  });

  it('writes plain JSON entries when encryption is off', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T08:00:00+08:00') });
    storage().set('token', 'abc');

    expect(JSON.parse(localStorage.getItem('T__token') ?? '')).toEqual({
      value: 'abc',
      time: Date.parse('2026-03-01T08:00:00+08:00'),
      expire: Date.parse('2026-03-02T08:00:00+08:00'),
    });
  });

  it('writes ciphertext that is not JSON when encryption is on, and reads it back', () => {
    const store = storage({ encrypt: true });
    // '-' and '_' are not in the base64 alphabet of the ciphertext: the value cannot show by chance.
    store.set('token', 'tok-en_1');
    const raw = localStorage.getItem('T__token') ?? '';

    expect(raw).not.toContain('tok-en_1');
    expect(() => JSON.parse(raw)).toThrow();
    expect(store.get('token')).toBe('tok-en_1');
  });

  it('reads back its own writes without decrypting them, and decrypts what another page wrote', () => {
    const store = storage({ encrypt: true });
    const member = { id: 'm1', since: new Date('2026-03-01T08:00:00+08:00') };
    store.set('member', member);
    member.id = 'changed after the write';
    const decrypt = vi.spyOn(AES, 'decrypt');
    try {
      // What the stored text holds, as a read of it gives: the date as its text.
      const stored = { id: 'm1', since: '2026-03-01T00:00:00.000Z' };
      expect(store.get('member')).toEqual(stored);
      expect(decrypt).not.toHaveBeenCalled();

      // The next page (a new storage) reads the ciphertext; another tab's write is read anew.
      expect(storage({ encrypt: true }).get('member')).toEqual(stored);
      expect(decrypt).toHaveBeenCalledTimes(1);
      storage({ encrypt: true }).set('member', { id: 'm2' });
      expect(store.get('member')).toEqual({ id: 'm2' });
      expect(decrypt).toHaveBeenCalledTimes(2);
    } finally {
      decrypt.mockRestore();
    }
  });

  it('treats an entry as absent and removes it when it has expired', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T08:00:00+08:00') });
    const store = storage({ expireSeconds: 60 });
    store.set('token', 'abc');

    vi.setSystemTime(new Date('2026-03-01T08:00:59+08:00'));
    expect(store.get('token')).toBe('abc');
    vi.setSystemTime(new Date('2026-03-01T08:01:01+08:00'));
    expect(store.get('token')).toBeUndefined();
    expect(localStorage.getItem('T__token')).toBeNull();
  });

  it('keeps an entry stored without expiry', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T08:00:00+08:00') });
    const store = storage();
    store.set('pref', 'dark', null);

    vi.setSystemTime(new Date('2036-03-01T08:00:00+08:00'));
    expect(store.get('pref')).toBe('dark');
  });

  it('treats a time-bound entry written more than an hour in the future as absent and removes it', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T08:00:00+08:00') });
    const store = storage({ timeBoundKeys: ['token'] });
    store.set('token', 'abc');
    // The clock is turned back a day: the entry says it was written tomorrow.
    vi.setSystemTime(new Date('2026-03-01T08:00:00+08:00'));
    expect(store.get('token')).toBeUndefined();
    expect(localStorage.getItem('T__token')).toBeNull();
  });

  it.each([
    ['a few seconds', 5_000],
    ['ten minutes', 10 * 60_000],
    ['an hour', CLOCK_SKEW_TOLERANCE_MS],
  ])('keeps its entries when the clock is corrected back by %s', (_, backMs) => {
    const written = new Date('2026-03-02T08:00:00+08:00').getTime();
    vi.useFakeTimers({ toFake: ['Date'], now: written });
    const store = storage({ encrypt: true, maxLifetimeSeconds: 30 * DAY_S });
    store.set('token', 'abc', 30 * DAY_S);
    store.set('draft:tender:m-1:new', { title: '上海—汉堡' }, 30 * DAY_S);

    vi.setSystemTime(written - backMs);

    expect(store.get('token')).toBe('abc');
    expect(store.get('draft:tender:m-1:new')).toEqual({ title: '上海—汉堡' });
    expect(store.age('token')).toBe(0);
  });

  it('treats a time-bound entry as absent when the clock is turned back just over an hour', () => {
    const written = new Date('2026-03-02T08:00:00+08:00').getTime();
    vi.useFakeTimers({ toFake: ['Date'], now: written });
    const store = storage({ timeBoundKeys: ['token'] });
    store.set('token', 'abc');
    vi.setSystemTime(written - CLOCK_SKEW_TOLERANCE_MS - 1);
    expect(store.get('token')).toBeUndefined();
  });

  it.each([false, true])(
    'keeps any other entry when the clock is turned back a day, as written now with the life it was given (encrypted: %s)',
    async (encrypt) => {
      const written = new Date('2026-03-02T08:00:00+08:00').getTime();
      vi.useFakeTimers({ toFake: ['Date'], now: written });
      const store = storage({ encrypt, maxLifetimeSeconds: 30 * DAY_S, timeBoundKeys: ['token'] });
      await store.ready();
      store.set('token', 'abc', 30 * DAY_S);
      store.set('draft:tender:m-1:new', { title: '上海—汉堡' }, DAY_S);

      const turnedBack = written - 24 * 3_600_000;
      vi.setSystemTime(turnedBack);

      expect(store.get('token')).toBeUndefined();
      expect(store.get('draft:tender:m-1:new')).toEqual({ title: '上海—汉堡' });
      expect(store.age('draft:tender:m-1:new')).toBe(0);
      // Its day of life counts from the turned-back clock: it does not live a day longer.
      vi.setSystemTime(turnedBack + DAY_S * 1000 - 1);
      expect(store.get('draft:tender:m-1:new')).toEqual({ title: '上海—汉堡' });
      vi.setSystemTime(turnedBack + DAY_S * 1000);
      expect(store.get('draft:tender:m-1:new')).toBeUndefined();
    },
  );

  it('reads an entry another tab wrote with a clock seconds ahead, and says how old entries are', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T08:00:30+08:00') });
    const store = storage();
    store.set('token', 'abc');
    vi.setSystemTime(new Date('2026-03-01T08:00:00+08:00'));
    expect(store.get('token')).toBe('abc');
    expect(store.age('token')).toBe(0);
    vi.setSystemTime(new Date('2026-03-01T08:10:30+08:00'));
    expect(store.age('token')).toBe(600_000);
    expect(store.age('missing')).toBeUndefined();
  });

  it('with a longest lifetime, treats an entry that claims more, or no expiry, as absent', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T08:00:00+08:00') });
    const store = storage({ maxLifetimeSeconds: 30 * DAY_S });
    store.set('month', 'ok', 30 * DAY_S);
    store.set('long', 'edited', 31 * DAY_S);
    store.set('forever', 'edited', null);

    expect(store.get('month')).toBe('ok');
    expect(store.get('long')).toBeUndefined();
    expect(store.get('forever')).toBeUndefined();
    expect(localStorage.getItem('T__long')).toBeNull();
  });

  it('treats tampered ciphertext as absent and removes it', () => {
    const store = storage({ encrypt: true });
    store.set('token', 'abc');
    const raw = localStorage.getItem('T__token') ?? '';
    localStorage.setItem('T__token', `${raw.slice(0, 20)}AAAA${raw.slice(24)}`);

    expect(store.get('token')).toBeUndefined();
    expect(localStorage.getItem('T__token')).toBeNull();
  });

  it('treats an entry encrypted with another secret as absent', () => {
    const entry = JSON.stringify({ value: 'abc', time: Date.now(), expire: null });
    localStorage.setItem('T__token', AES.encrypt(entry, 'another-secret').toString());

    expect(storage({ encrypt: true }).get('token')).toBeUndefined();
  });

  it('treats a plain entry as absent when encryption is on', () => {
    storage().set('token', 'abc');

    expect(storage({ encrypt: true }).get('token')).toBeUndefined();
  });

  it.each([
    ['corrupt JSON', '{"value": "abc", "time": '],
    ['an entry of the wrong shape', '{"token":"abc"}'],
    ['a bare value', '"abc"'],
  ])('treats %s as absent and removes it', (_name, raw) => {
    localStorage.setItem('T__token', raw);

    expect(storage().get('token')).toBeUndefined();
    expect(localStorage.getItem('T__token')).toBeNull();
  });

  it.each(corruptEntries(SECRET, entryOf('abc')))(
    'treats %s as absent and removes it when encryption is on',
    (_name, raw) => {
      localStorage.setItem('T__token', raw);

      expect(storage({ encrypt: true }).get('token')).toBeUndefined();
      expect(localStorage.getItem('T__token')).toBeNull();
    },
  );

  it('treats a value refused by the guard as absent and removes it', () => {
    const store = storage();
    store.set('token', 42);

    expect(
      store.get('token', (value): value is string => typeof value === 'string'),
    ).toBeUndefined();
    expect(localStorage.getItem('T__token')).toBeNull();
  });

  it('removes an entry', () => {
    const store = storage();
    store.set('token', 'abc');
    store.remove('token');

    expect(store.get('token')).toBeUndefined();
  });

  it('keeps the value in memory for the session when the quota is exceeded', () => {
    const backend = new FailingStorage({ set: quotaExceeded() });
    const store = storage({ backend: () => backend });

    expect(() => store.set('dict', { big: true })).not.toThrow();
    expect(store.get('dict')).toEqual({ big: true });
    store.remove('dict');
    expect(store.get('dict')).toBeUndefined();
  });

  it('works in memory when storage is disabled (SecurityError on access)', () => {
    const store = storage({
      backend: () => {
        throw securityError();
      },
    });

    expect(() => store.set('token', 'abc')).not.toThrow();
    expect(store.get('token')).toBe('abc');
    expect(() => store.remove('token')).not.toThrow();
    expect(store.get('token')).toBeUndefined();
  });

  it('treats entries as absent when reading throws', () => {
    const backend = new FailingStorage({ get: securityError() });
    const store = storage({ backend: () => backend });

    expect(store.get('token')).toBeUndefined();
  });
});

describe('appStorage', () => {
  afterEach(() => vi.useRealTimers());

  it('trusts no entry with a life over 30 days, such as one edited to last a year', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T08:00:00+08:00') });
    const time = Date.now();
    const year = { value: 'stolen-token', time, expire: time + 365 * DAY_S * 1000 };
    localStorage.setItem('TRADING__TEST__V1__TOKEN__', JSON.stringify(year));
    expect(appStorage.get('TOKEN__')).toBeUndefined();

    appStorage.set('TOKEN__', 'abc');
    vi.setSystemTime(new Date('2026-03-30T08:00:00+08:00'));
    expect(appStorage.get('TOKEN__')).toBe('abc');
    vi.setSystemTime(new Date('2026-03-31T08:00:01+08:00'));
    expect(appStorage.get('TOKEN__')).toBeUndefined();
  });

  it('removes at start-up the entries of older storage versions, and nothing else', () => {
    const keys = {
      old: 'TRADING__TEST__V0__TOKEN__',
      older: 'TRADING__TEST__BETA__USER_INFO__',
      current: 'TRADING__TEST__V1__TOKEN__',
      otherMode: 'TRADING__PRODUCTION__V0__TOKEN__',
      mock: 'TRADING_MOCK_DB_V1',
      locale: 'umi_locale',
    };
    for (const key of Object.values(keys)) localStorage.setItem(key, 'x');

    removeOlderVersions(localStorage);

    expect(localStorage.getItem(keys.old)).toBeNull();
    expect(localStorage.getItem(keys.older)).toBeNull();
    for (const key of [keys.current, keys.otherMode, keys.mock, keys.locale]) {
      expect(localStorage.getItem(key)).toBe('x');
    }
  });

  it('stores under the uppercase versioned prefix of the app and mode', () => {
    appStorage.set('TOKEN__', 'abc');

    expect(APP_STORAGE_PREFIX).toBe('TRADING__TEST__V1__');
    expect(localStorage.getItem('TRADING__TEST__V1__TOKEN__')).not.toBeNull();
    expect(appStorage.get('TOKEN__')).toBe('abc');
  });
});
