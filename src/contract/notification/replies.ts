import { count, ignored, pageOf, type RepliesOf } from '@/contract/schema';

import {
  NotificationPreferencesSchema,
  NotificationSchema,
  UnreadNotificationsSchema,
} from './types';

import type { NotificationApi } from './paths';

/** The reply of each notification call, by its key in NotificationApi. */
export const NotificationReplies = {
  page: pageOf(NotificationSchema),
  unread: UnreadNotificationsSchema,
  read: ignored,
  readAll: count,
  preferences: NotificationPreferencesSchema,
  savePreferences: NotificationPreferencesSchema,
} as const satisfies RepliesOf<typeof NotificationApi>;
