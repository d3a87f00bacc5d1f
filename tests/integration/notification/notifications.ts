import type { NotificationKind, NotificationSubject } from '@/contract/notification/types';
import { now } from '@mock/core/clock';
import { settleAll } from '@mock/core/registry';
import { db } from '@mock/core/store';
import { notify } from '@mock/domains/notification/raise';
import type { RaisedParams } from '@mock/domains/notification/schema';
import { demoAccounts, type DemoKind } from '@mock/testing';

/**
 * Brings the seed's time-based state up to now first (a seeded tender closing within a day reminds
 * its issuer once), then removes every notification of a demo member, keeping the once-only keys:
 * a test counts only what it raises.
 */
export function clearNotifications(member: DemoKind): void {
  settleAll(db, now());
  const { memberId } = demoAccounts[member];
  db.notifications = Object.fromEntries(
    Object.entries(db.notifications).filter(([, row]) => row.memberId !== memberId),
  );
}

/** Raises a notification for a demo member as the mock's rules do; answers its id. */
export function raise(
  member: DemoKind,
  kind: NotificationKind,
  subject: NotificationSubject,
  params: RaisedParams = {},
  downloadUrl?: string,
): string {
  const row = notify(
    db,
    { memberId: demoAccounts[member].memberId, kind, subject, params, downloadUrl },
    now(),
  );
  if (!row) throw new Error('the notification was not raised');
  return row.id;
}

/** Whether the mock stored the notification as read. */
export function isRead(id: string): boolean {
  return db.notifications[id]?.readAt !== undefined;
}

/** Marks the notification read in the mock, as its reader opening it elsewhere would. */
export function markRead(id: string): void {
  const row = db.notifications[id];
  if (row) row.readAt = now();
}
