import type {
  NotificationChannel,
  NotificationKind,
  NotificationParams,
  NotificationPreferences,
  NotificationSubject,
} from '@/contract/notification/types';

import type { TableShapes } from '../../core/schema';
import type { Text } from '../../core/text';

/**
 * A notification's values as the raising rule gives them: plain, or worded in both languages
 * (an enterprise's Chinese and English name, a reason the mock itself writes). The reader's
 * language picks one when it is shown or sent.
 */
export type RaisedParams = { [Name in keyof NotificationParams]?: string | Text };

/** A notification to one member. Times are epoch ms. */
export interface NotificationRow {
  id: string;
  memberId: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  params: RaisedParams;
  createdAt: number;
  readAt?: number;
  downloadUrl?: string;
}

/** A member's delivery preferences, as last saved. */
export interface NotificationPreferencesRow extends NotificationPreferences {
  memberId: string;
  updatedAt: number;
}

/** An e-mail or SMS a notification would have sent; `sendAt` later than its creation: held by quiet hours. */
export interface OutboxRow {
  id: string;
  notificationId: string;
  memberId: string;
  channel: NotificationChannel;
  to: string;
  kind: NotificationKind;
  text: string;
  createdAt: number;
  sendAt: number;
}

declare module '../../core/schema' {
  interface Tables {
    /** Notifications by id. */
    notifications: Record<string, NotificationRow>;
    /** Preferences by member id (a member without a row has the defaults). */
    notificationPreferences: Record<string, NotificationPreferencesRow>;
    /** Outbox entries by id. */
    notificationOutbox: Record<string, OutboxRow>;
    /** Once-only events already raised, by member and key ('<memberId>:<key>'), with when. */
    notificationKeys: Record<string, number>;
  }
}

/** The notification tables, empty (registered with the domain). */
export const notificationTables: TableShapes = {
  notifications: {},
  notificationPreferences: {},
  notificationOutbox: {},
  notificationKeys: {},
};
