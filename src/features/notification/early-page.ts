import { startEarlyForMember } from '@/lib/early-request';

import { getNotificationPage } from './api';
import { notificationPageKey, notificationPageQuery } from './page-query';
import { parseNotificationSearch } from './utils/notification-search';

/**
 * Asks for the page of notifications the address names, ahead of the list (`startNotificationPage`).
 * Loaded with the request, so what it imports stays out of the first visit's code.
 */
export function askNotificationPageEarly(url: URL): void {
  const search = parseNotificationSearch(url.searchParams);
  if (search.view !== 'list') return;
  const query = notificationPageQuery(search.group, search.unread, search.current);
  // Neither a toast nor the end of the session on a refusal: the session's own check decides.
  startEarlyForMember(notificationPageKey(query), () =>
    getNotificationPage(query, { skipErrorToast: true, skipLoginRedirect: true }),
  );
}
