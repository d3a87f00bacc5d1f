import * as v from 'valibot';

import { StorageKeys } from '@/config/constants';
import type { TokenPair } from '@/contract/auth/types';
import { MemberSchema, type Member } from '@/contract/member/types';
import { appStorage } from '@/lib/storage';

export type { TokenPair };

/** `local`: written by this page; `remote`: written by another tab (a `storage` event). */
export type SessionChangeSource = 'local' | 'remote';

type Listener = (source: SessionChangeSource) => void;

const listeners = new Set<Listener>();
const watchedKeys = [StorageKeys.token, StorageKeys.refreshToken, StorageKeys.userInfo].map((key) =>
  appStorage.fullKey(key),
);

function isToken(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function emit(source: SessionChangeSource): void {
  for (const listener of listeners) listener(source);
}

function onStorage(event: StorageEvent): void {
  // `key` is null when another tab cleared the whole storage.
  if (event.key !== null && !watchedKeys.includes(event.key)) return;
  // Another tab's entries can be read once this page has the cipher (loaded on demand).
  void appStorage.ready().then(() => emit('remote'));
}

export function getToken(): string | undefined {
  return appStorage.get(StorageKeys.token, isToken);
}

export function getRefreshToken(): string | undefined {
  return appStorage.get(StorageKeys.refreshToken, isToken);
}

/** How long ago this tab or another stored the token pair (a login or a refresh), in ms. */
export function tokenPairAge(): number | undefined {
  return appStorage.age(StorageKeys.refreshToken);
}

/** Stores a new token pair (login, refresh). `useSession().login` also fetches the member. */
export function setTokens(tokens: TokenPair): void {
  appStorage.set(StorageKeys.token, tokens.access_token);
  appStorage.set(StorageKeys.refreshToken, tokens.refresh_token);
  emit('local');
}

/**
 * Removes both tokens, the stored member that belongs to them and what the tabs shared of that
 * member (the unread notification count): the next person at the computer sees none of it.
 */
export function clearTokens(): void {
  appStorage.remove(StorageKeys.token);
  appStorage.remove(StorageKeys.refreshToken);
  appStorage.remove(StorageKeys.userInfo);
  appStorage.remove(StorageKeys.notificationUnread);
  emit('local');
}

/**
 * The member kept for this session, read as the current-user call reads it (an id stored as a
 * number is text). An entry that is no member as that call describes it counts as none (and is
 * removed).
 */
export function getStoredMember(): Member | undefined {
  const stored = appStorage.get(StorageKeys.userInfo, (value) => v.is(MemberSchema, value));
  return stored === undefined ? undefined : v.parse(MemberSchema, stored);
}

/**
 * How long an unchanged member is left as stored. Each write renews the entry's 30-day life, so a
 * member who comes back within a day keeps it long enough; written again on every page load (the
 * session check answers with the same member), it cost a phone an encryption in the task that
 * draws the page, and woke the member's other tabs for nothing.
 */
const UNCHANGED_MEMBER_KEPT_MS = 24 * 60 * 60 * 1000;

/** Whether `member` is stored as it is, written less than UNCHANGED_MEMBER_KEPT_MS ago. */
function holdsMember(member: Member): boolean {
  const age = appStorage.age(StorageKeys.userInfo);
  if (age === undefined || age >= UNCHANGED_MEMBER_KEPT_MS) return false;
  // Both are the member schema's output, whose keys come in the schema's order.
  return JSON.stringify(getStoredMember()) === JSON.stringify(member);
}

/** Stores the session's member (none removes it); the same member stored today is left as it is. */
export function setStoredMember(member: Member | undefined): void {
  if (member && holdsMember(member)) return;
  if (member) appStorage.set(StorageKeys.userInfo, member);
  else appStorage.remove(StorageKeys.userInfo);
  emit('local');
}

/**
 * Called after every change of the tokens or the stored member, in this page or in another tab;
 * returns the unsubscribe function.
 */
export function subscribe(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
