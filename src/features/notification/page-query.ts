import type { NotificationGroup, NotificationQuery } from '@/contract/notification/types';

export const NOTIFICATION_PAGE_SIZE = 10;

/** The query of one page of my notifications: of a group, unread only when asked. */
export function notificationPageQuery(
  group: NotificationGroup | undefined,
  unread: boolean,
  current: number,
): NotificationQuery {
  return {
    current,
    size: NOTIFICATION_PAGE_SIZE,
    ...(group && { group }),
    ...(unread && { unread: true }),
  };
}

/** The key under which a page of notifications asked for early waits for the list. */
export function notificationPageKey(query: NotificationQuery): string {
  return `notification.page:${JSON.stringify(query)}`;
}
