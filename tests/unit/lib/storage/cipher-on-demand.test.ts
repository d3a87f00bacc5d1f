// @vitest-environment jsdom
// Encrypted storage loads its cipher on demand; each test starts from fresh modules (no cipher).
import AES from 'crypto-js/aes';

import { CHUNK_LOAD_TIMEOUT_MS, StorageKeys } from '@/config/constants';
import type { env as appEnv } from '@/config/env';
import type { WebStorageOptions } from '@/lib/storage';

type Env = typeof appEnv;

const SECRET = 'test-secret';

async function freshStorage(overrides: Partial<WebStorageOptions> = {}) {
  const { createWebStorage } = await import('@/lib/storage/web-storage');
  const { loadedCipher } = await import('@/lib/storage/cipher');
  const store = createWebStorage({
    prefix: 'T__',
    encrypt: true,
    secret: SECRET,
    expireSeconds: 3600,
    backend: () => window.localStorage,
    ...overrides,
  });
  return { store, loadedCipher };
}

function storedByEarlierPage(value: unknown): void {
  const entry = JSON.stringify({ value, time: Date.now(), expire: Date.now() + 60_000 });
  localStorage.setItem('T__token', AES.encrypt(entry, SECRET).toString());
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('encrypted storage before its cipher has loaded', () => {
  it('reads a value set at once, and writes it encrypted once the cipher has loaded', async () => {
    const { store, loadedCipher } = await freshStorage();
    store.set('token', 'tok-en_1');

    expect(store.get('token')).toBe('tok-en_1');
    expect(localStorage.getItem('T__token')).toBeNull();

    await store.ready();
    expect(loadedCipher()).toBeDefined();
    const raw = localStorage.getItem('T__token') ?? '';
    expect(raw).not.toContain('tok-en_1');
    expect(() => JSON.parse(raw)).toThrow();
    const { store: nextPage } = await freshStorage();
    await nextPage.ready();
    expect(nextPage.get('token')).toBe('tok-en_1');
  });

  it('keeps an entry an earlier page stored, and reads it once the cipher has loaded', async () => {
    storedByEarlierPage('abc');
    const { store } = await freshStorage();

    expect(store.get('token')).toBeUndefined();
    expect(localStorage.getItem('T__token')).not.toBeNull();
    await store.ready();
    expect(store.get('token')).toBe('abc');
  });

  it('never writes a value removed before the cipher loaded', async () => {
    const { store } = await freshStorage();
    store.set('token', 'abc');
    store.set('draft:1', 'text');
    store.remove('token');
    store.removeStartingWith('draft:');

    expect(store.get('token')).toBeUndefined();
    expect(store.get('draft:1')).toBeUndefined();
    await store.ready();
    expect(localStorage.length).toBe(0);
  });

  it('loads no cipher while nothing is read or written', async () => {
    const { store, loadedCipher } = await freshStorage();

    expect(store.get('token')).toBeUndefined();
    expect(store.hasEntries()).toBe(false);
    await Promise.resolve();
    expect(loadedCipher()).toBeUndefined();
  });

  it('keeps values in memory for the page when the cipher cannot load', async () => {
    vi.doMock('@/lib/storage/aes-cipher', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { store, loadedCipher } = await freshStorage();
    store.set('token', 'abc');

    await expect(store.ready()).resolves.toBeUndefined();
    expect(loadedCipher()).toBeUndefined();
    expect(store.get('token')).toBe('abc');
    expect(localStorage.getItem('T__token')).toBeNull();
    vi.doUnmock('@/lib/storage/aes-cipher');
  });

  it('gives up on a cipher that has not arrived after 120 s, and a later write loads it', async () => {
    let heal: () => void = () => undefined;
    const healed = new Promise<void>((resolve) => (heal = resolve));
    vi.doMock('@/lib/storage/aes-cipher', async (importOriginal) => {
      await healed;
      return importOriginal();
    });
    const { store, loadedCipher } = await freshStorage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    store.set('token', 'abc');
    let settled = false;
    const ready = store.ready().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await ready;
    vi.useRealTimers();

    // The page goes on: the value lives in memory, nothing is written unencrypted.
    expect(loadedCipher()).toBeUndefined();
    expect(store.get('token')).toBe('abc');
    expect(localStorage.getItem('T__token')).toBeNull();

    heal();
    store.set('draft', 'text');
    await store.ready();
    expect(loadedCipher()).toBeDefined();
    expect(localStorage.getItem('T__token')).not.toBeNull();
    vi.doUnmock('@/lib/storage/aes-cipher');
  });
});

describe('openStoredEntries (the app at start-up)', () => {
  async function start() {
    vi.doMock('@/config/env', async (importOriginal) => ({
      env: { ...(await importOriginal<{ env: Env }>()).env, encryptStorage: true },
    }));
    const { appStorage, APP_STORAGE_PREFIX, openStoredEntries, plainStorage } =
      await import('@/lib/storage');
    const { loadedCipher } = await import('@/lib/storage/cipher');
    return { appStorage, APP_STORAGE_PREFIX, openStoredEntries, plainStorage, loadedCipher };
  }
  afterEach(() => vi.doUnmock('@/config/env'));

  it('loads no cipher on a first visit', async () => {
    const { openStoredEntries, loadedCipher } = await start();
    await openStoredEntries();

    expect(loadedCipher()).toBeUndefined();
  });

  it('loads no cipher for a visitor who has only the dictionaries and login tab stored', async () => {
    const { APP_STORAGE_PREFIX, openStoredEntries, plainStorage, loadedCipher } = await start();
    plainStorage.set(StorageKeys.dictItems, { carrier: [{ value: 'MSK', label: 'Maersk' }] });
    plainStorage.set(StorageKeys.loginMethod, 'sms');
    await openStoredEntries();

    expect(loadedCipher()).toBeUndefined();
    const raw = localStorage.getItem(`${APP_STORAGE_PREFIX}${StorageKeys.dictItems}`) ?? '';
    expect(JSON.parse(raw)).toMatchObject({ value: { carrier: [{ label: 'Maersk' }] } });
    expect(plainStorage.get(StorageKeys.loginMethod)).toBe('sms');
  });

  it.each([
    ['localStorage', () => window.localStorage],
    ["this tab's sessionStorage", () => window.sessionStorage],
  ])('waits for the cipher when %s holds an entry of the app', async (_name, backend) => {
    const { APP_STORAGE_PREFIX, openStoredEntries, loadedCipher } = await start();
    backend().setItem(`${APP_STORAGE_PREFIX}token`, 'ciphertext');
    await openStoredEntries();

    expect(loadedCipher()).toBeDefined();
  });

  it("reads a returning member's token in the first render", async () => {
    const first = await start();
    first.appStorage.set('token', 'member-token');
    await first.appStorage.ready();

    vi.resetModules();
    const next = await start();
    await next.openStoredEntries();
    expect(next.appStorage.get('token')).toBe('member-token');
  });
});

describe('a WeChat login started before the cipher has loaded', () => {
  afterEach(() => vi.doUnmock('@/config/env'));

  it('leaves for WeChat only once its state is written, encrypted, to sessionStorage', async () => {
    vi.doMock('@/config/env', async (importOriginal) => ({
      env: { ...(await importOriginal<{ env: Env }>()).env, encryptStorage: true },
    }));
    const { beginWechatLogin } = await import('@/features/member/utils/wechat-authorize');
    const storedWhenLeaving: (string | null)[] = [];
    const leave = vi.fn(() => {
      storedWhenLeaving.push(sessionStorage.getItem(sessionStorage.key(0) ?? ''));
    });

    const { pending } = await beginWechatLogin('/business', { appId: 'wx123', leave });

    expect(leave).toHaveBeenCalledTimes(1);
    expect(storedWhenLeaving[0]).toEqual(expect.any(String));
    expect(storedWhenLeaving[0]).not.toContain(pending.state);
  });
});

describe('two storages of one page', () => {
  it('writes what one kept in memory once the other has loaded the cipher, and reads the newest value', async () => {
    const { store: first } = await freshStorage();
    const { createWebStorage } = await import('@/lib/storage/web-storage');
    const second = createWebStorage({
      prefix: 'S__',
      encrypt: true,
      secret: SECRET,
      expireSeconds: 3600,
      backend: () => window.sessionStorage,
    });
    first.set('draft', 'old');
    first.set('token', 'abc');
    await second.ready();

    first.set('draft', 'new');
    expect(first.get('draft')).toBe('new');
    await first.ready();
    expect(localStorage.getItem('T__token')).not.toBeNull();
    const { store: nextPage } = await freshStorage();
    await nextPage.ready();
    expect(nextPage.get('draft')).toBe('new');
    expect(nextPage.get('token')).toBe('abc');
  });
});
