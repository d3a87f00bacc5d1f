import { useEffect, useRef, useState } from 'react';

import type { UnreadNotifications } from '@/contract/notification/types';
import { REFRESH_ON_FOCUS } from '@/hooks/request-policy';
import { useRequest } from '@/hooks/use-request';
import { tellArrival } from '@/lib/arrivals';

import { getUnreadNotifications } from '../api';
import { shareUnread, subscribeUnread } from '../utils/unread-channel';

/** How often a member's unread count is read while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

/** A poll found notifications this tab had not counted: how many, and a number per arrival. */
export interface Arrival {
  count: number;
  /** Grows with each arrival, so the same count arriving twice is told twice. */
  serial: number;
}

/**
 * The logged-in member's unread count, read every minute while the tab is visible and again when
 * it regains focus; a count read in another tab (or after a mark-read here) is taken as it comes.
 * `arrival` is set when this tab's own read finds more than it knew: never on the first read (the
 * member has not missed those), nor for a count another tab read (that tab tells its reader).
 */
export function useUnreadCount(memberId: string | undefined) {
  const known = useRef<number | undefined>(undefined);
  const [arrival, setArrival] = useState<Arrival>();

  // A 4098 ends the session as any call's does; other failures are the bell's own (no toast).
  const unread = useRequest(() => getUnreadNotifications({ skipErrorToast: true }), {
    ready: memberId !== undefined,
    refreshDeps: [memberId],
    pollingInterval: UNREAD_POLL_MS,
    pollingWhenHidden: false,
    ...REFRESH_ON_FOCUS,
    onSuccess: (data: UnreadNotifications) => {
      if (!memberId) return;
      const before = known.current;
      known.current = data.count;
      if (before !== undefined && data.count > before) {
        setArrival((last) => ({ count: data.count - before, serial: (last?.serial ?? 0) + 1 }));
        tellArrival();
      }
      shareUnread(memberId, data);
    },
    // The bell shows the last count it had; the next poll tries again.
    onError: () => undefined,
  });

  const { mutate, refresh } = unread;
  useEffect(() => {
    known.current = undefined;
    if (!memberId) return undefined;
    return subscribeUnread(memberId, (signal) => {
      if (signal.type === 'stale') {
        refresh();
        return;
      }
      if (signal.source === 'remote') {
        known.current = signal.unread.count;
        mutate(signal.unread);
      }
    });
  }, [memberId, mutate, refresh]);

  return {
    /** Undefined until the first count arrives. */
    count: memberId ? unread.data?.count : undefined,
    /** No count yet, and the last read failed. */
    failed: unread.data === undefined && unread.error !== undefined && !unread.loading,
    arrival,
    refresh,
  };
}
