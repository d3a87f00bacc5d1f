import type { NotificationGroup } from '@/contract/notification/types';
import { useRequest } from '@/hooks/use-request';
import { takeEarly } from '@/lib/early-request';

import { getNotificationPage } from '../api';
import { notificationPageKey, notificationPageQuery } from '../page-query';

/**
 * One page of my notifications (of a group, unread only when asked); the page shows failures. The
 * first may have been asked for by the route (`startNotificationPage`).
 */
export function useNotificationPage(
  group: NotificationGroup | undefined,
  unread: boolean,
  current: number,
) {
  return useRequest(
    () => {
      const query = notificationPageQuery(group, unread, current);
      return takeEarly(notificationPageKey(query), () =>
        getNotificationPage(query, { skipErrorToast: true }),
      );
    },
    { refreshDeps: [group, unread, current], onError: () => undefined },
  );
}
