import { App } from 'antd';
import { useCallback } from 'react';

import type { Notification, NotificationGroup } from '@/contract/notification/types';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';
import { useSession } from '@/lib/session';

import { readAllNotifications, readNotifications } from '../api';
import { markUnreadStale } from '../utils/unread-channel';

/**
 * Marking read: one notification as its reader opens it (in the background: the reader is on
 * the way to its subject, and one that stays unread is marked on the next opening), or all of them
 * (of one group when given), which the request module's toast explains when it fails. Either
 * way the unread count is read again and shared with the other tabs.
 */
export function useReadNotifications(onRead?: () => void) {
  const { member } = useSession();
  const memberId = member?.id;
  const { message } = App.useApp();
  const text = useText();

  const open = useCallback(
    (notification: Pick<Notification, 'id' | 'read'>) => {
      if (notification.read || !memberId) return;
      readNotifications([notification.id], { skipErrorToast: true }).then(
        () => {
          markUnreadStale(memberId);
          onRead?.();
        },
        () => undefined,
      );
    },
    [memberId, onRead],
  );

  const all = useMutation(async (group?: NotificationGroup) => {
    const count = await readAllNotifications(group ? { group } : {});
    if (memberId) markUnreadStale(memberId);
    onRead?.();
    void message.success(text('notification.readAll.done', { count }));
    return count;
  });

  return { open, readAll: all.run, readingAll: all.running };
}
