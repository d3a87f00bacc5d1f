import type { NotificationGroup } from '@/contract/notification/types';
import { useRequest } from '@/hooks/use-request';

import { getNotificationPage } from '../api';

export const NOTIFICATION_PAGE_SIZE = 10;

/** One page of my notifications (of a group, unread only when asked); the page shows failures. */
export function useNotificationPage(
  group: NotificationGroup | undefined,
  unread: boolean,
  current: number,
) {
  return useRequest(
    () =>
      getNotificationPage(
        {
          current,
          size: NOTIFICATION_PAGE_SIZE,
          ...(group && { group }),
          ...(unread && { unread: true }),
        },
        { skipErrorToast: true },
      ),
    { refreshDeps: [group, unread, current], onError: () => undefined },
  );
}
