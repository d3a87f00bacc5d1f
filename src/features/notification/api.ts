import { NotificationApi } from '@/contract/notification/paths';
import { NotificationReplies } from '@/contract/notification/replies';
import type {
  NotificationPreferences,
  NotificationQuery,
  NotificationReadAllBody,
} from '@/contract/notification/types';
import { request, type RequestOptions } from '@/lib/request';

/** My notifications, newest first. GET /trading/api/notice/page */
export function getNotificationPage(query: NotificationQuery = {}, options?: RequestOptions) {
  return request.get(NotificationApi.page, NotificationReplies.page, query, options);
}

/** How many of mine are unread, and when the newest arrived. GET /trading/api/notice/unread */
export function getUnreadNotifications(options?: RequestOptions) {
  return request.get(NotificationApi.unread, NotificationReplies.unread, undefined, options);
}

/** Marks these of mine read. POST /trading/api/notice/read */
export function readNotifications(ids: readonly string[], options?: RequestOptions) {
  return request.post(NotificationApi.read, NotificationReplies.read, { ids: [...ids] }, options);
}

/** Marks all mine read (of one group when it says); answers how many. POST /trading/api/notice/readAll */
export function readAllNotifications(body: NotificationReadAllBody = {}, options?: RequestOptions) {
  return request.post(NotificationApi.readAll, NotificationReplies.readAll, body, options);
}

/** My delivery preferences. GET /trading/api/notice/preferences */
export function getNotificationPreferences(options?: RequestOptions) {
  return request.get(
    NotificationApi.preferences,
    NotificationReplies.preferences,
    undefined,
    options,
  );
}

/** Saves my delivery preferences whole. POST /trading/api/notice/savePreferences */
export function saveNotificationPreferences(
  body: NotificationPreferences,
  options?: RequestOptions,
) {
  return request.post(
    NotificationApi.savePreferences,
    NotificationReplies.savePreferences,
    body,
    options,
  );
}
