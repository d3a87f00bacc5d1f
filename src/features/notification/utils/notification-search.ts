import { NOTIFICATION_GROUPS, type NotificationGroup } from '@/contract/notification/types';
import { PAGE_PARAM, parsePageNumber } from '@/utils/page-number';

/** The notification page's two views: the list and the delivery preferences. */
export const NOTIFICATION_VIEWS = ['list', 'preferences'] as const;
export type NotificationView = (typeof NOTIFICATION_VIEWS)[number];

/** The notification page as it lives in the address: `view`, `group`, `unread=1`, `page`. */
export interface NotificationSearch {
  view: NotificationView;
  group: NotificationGroup | undefined;
  unread: boolean;
  current: number;
}

const isGroup = (value: string): value is NotificationGroup =>
  Object.hasOwn(NOTIFICATION_GROUPS, value);

/** Reads the search; an unknown view or group, or a page that is not a whole number, is dropped. */
export function parseNotificationSearch(params: URLSearchParams): NotificationSearch {
  const group = params.get('group') ?? '';
  return {
    view: params.get('view') === 'preferences' ? 'preferences' : 'list',
    group: isGroup(group) ? group : undefined,
    unread: params.get('unread') === '1',
    current: parsePageNumber(params.get(PAGE_PARAM)),
  };
}

/** Writes the search, leaving defaults out: the list of all, page 1, is the bare address. */
export function formatNotificationSearch(search: NotificationSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.view !== 'list') params.set('view', search.view);
  if (search.group) params.set('group', search.group);
  if (search.unread) params.set('unread', '1');
  if (search.current > 1) params.set(PAGE_PARAM, String(search.current));
  return params;
}
