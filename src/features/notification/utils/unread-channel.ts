import * as v from 'valibot';

import { StorageKeys } from '@/config/constants';
import { UnreadNotificationsSchema, type UnreadNotifications } from '@/contract/notification/types';
import { filled } from '@/contract/schema';
import { appStorage } from '@/lib/storage';

/** What a tab shares: whose count it is, and the count it last read. */
interface SharedUnread extends UnreadNotifications {
  memberId: string;
}

/**
 * `shared`: a count this tab or another read from the server; `stale`: this tab changed what is
 * unread (marked some read), so the count must be read again.
 */
export type UnreadSignal =
  { type: 'shared'; unread: UnreadNotifications; source: 'local' | 'remote' } | { type: 'stale' };

type Listener = (memberId: string, signal: UnreadSignal) => void;

const listeners = new Set<Listener>();
const fullKey = appStorage.fullKey(StorageKeys.notificationUnread);

/** What another tab stored is read as the reply it came from: the contract's count, and whose. */
const SharedUnreadSchema = v.object({ memberId: filled, ...UnreadNotificationsSchema.entries });
const isShared = (value: unknown): value is SharedUnread => v.is(SharedUnreadSchema, value);

function emit(memberId: string, signal: UnreadSignal): void {
  for (const listener of listeners) listener(memberId, signal);
}

function onStorage(event: StorageEvent): void {
  if (event.key !== fullKey) return;
  // The entry is written as the session's are (encrypted in production): read once the cipher is.
  void appStorage.ready().then(() => {
    const shared = appStorage.get(StorageKeys.notificationUnread, isShared);
    if (!shared) return;
    const { memberId, ...unread } = shared;
    emit(memberId, { type: 'shared', unread, source: 'remote' });
  });
}

/**
 * Tells this tab's listeners and the app's other tabs (through a `storage` event, as the session
 * travels between tabs) the member's unread count just read from the server. Where storage is
 * refused the other tabs do not hear: they keep polling on their own.
 */
export function shareUnread(memberId: string, unread: UnreadNotifications): void {
  appStorage.set(StorageKeys.notificationUnread, { memberId, ...unread } satisfies SharedUnread);
  emit(memberId, { type: 'shared', unread, source: 'local' });
}

/** Tells this tab's listeners that the member's count must be read again (after a mark-read). */
export function markUnreadStale(memberId: string): void {
  emit(memberId, { type: 'stale' });
}

/** Hears the member's count signals (another member's are ignored); returns the unsubscribe. */
export function subscribeUnread(
  memberId: string,
  listener: (signal: UnreadSignal) => void,
): () => void {
  const own: Listener = (from, signal) => {
    if (from === memberId) listener(signal);
  };
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(own);
  return () => {
    listeners.delete(own);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
