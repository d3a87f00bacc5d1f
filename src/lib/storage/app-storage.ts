import { STORAGE_EXPIRE_SECONDS, StorageKeys } from '@/config/constants';
import { env } from '@/config/env';

import { modePrefixOf, storagePrefixOf } from './storage-prefix';
import { createWebStorage, type WebStorage } from './web-storage';

/** The app's keys in this mode, whatever the storage version: `TRADING__DEVELOPMENT__`. */
const MODE_PREFIX = modePrefixOf(env.mode);

/** `TRADING__DEVELOPMENT__V1__`: entries of another mode or storage version are never read. */
export const APP_STORAGE_PREFIX = storagePrefixOf(env.mode);

/**
 * The app's localStorage: entries expire after 30 days, and one claiming a longer life is not
 * trusted; the session's end when the clock is turned back by more than an hour; encrypted in
 * production builds.
 */
export const appStorage = createWebStorage({
  prefix: APP_STORAGE_PREFIX,
  encrypt: env.encryptStorage,
  secret: env.storageSecret,
  expireSeconds: STORAGE_EXPIRE_SECONDS,
  maxLifetimeSeconds: STORAGE_EXPIRE_SECONDS,
  timeBoundKeys: [StorageKeys.token, StorageKeys.refreshToken, StorageKeys.userInfo],
  backend: () => window.localStorage,
});

/**
 * The keys `plainStorage` holds: what is neither secret nor personal (the dictionaries the server
 * gives any visitor, the login page's tab last used), so that reading or writing them needs no
 * cipher. Everything else goes to `appStorage`.
 */
const PLAIN_KEYS: readonly string[] = [StorageKeys.dictItems, StorageKeys.loginMethod];

/** `appStorage` without encryption, for `PLAIN_KEYS` only. */
export const plainStorage = createWebStorage({
  prefix: APP_STORAGE_PREFIX,
  encrypt: false,
  secret: '',
  expireSeconds: STORAGE_EXPIRE_SECONDS,
  maxLifetimeSeconds: STORAGE_EXPIRE_SECONDS,
  backend: () => window.localStorage,
});

/** This tab's sessionStorage under the same prefix and cipher (entries that end with the tab). */
export function createTabStorage(): WebStorage {
  return createWebStorage({
    prefix: APP_STORAGE_PREFIX,
    encrypt: env.encryptStorage,
    secret: env.storageSecret,
    expireSeconds: null,
    backend: () => window.sessionStorage,
  });
}

/**
 * Resolves when what an earlier page stored can be read: at once when nothing is stored (a first
 * visit then loads no cipher before its first screen), else once the cipher has loaded. Call
 * before the first render, which reads the session and the dictionaries synchronously.
 */
export async function openStoredEntries(): Promise<void> {
  if (appStorage.hasEntries(PLAIN_KEYS) || createTabStorage().hasEntries()) {
    await appStorage.ready();
  }
}

/**
 * Removes the app's entries written under an older storage version (their shape may differ, and a
 * stale token must not linger on a shared computer). Called once at start-up; never throws.
 */
export function removeOlderVersions(storage: Pick<Storage, 'key' | 'length' | 'removeItem'>): void {
  try {
    const stale: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(MODE_PREFIX) && !key.startsWith(APP_STORAGE_PREFIX)) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to clean.
  }
}
