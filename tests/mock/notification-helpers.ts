import type { NotificationKind } from '@/contract/notification/types';
import { now } from '@mock/core/clock';
import { settleAll } from '@mock/core/registry';
import { db } from '@mock/core/store';
import type { NotificationRow } from '@mock/domains/notification/schema';
import { demoAccounts, type DemoKind } from '@mock/testing';

export const memberIdOf = (who: DemoKind): string => demoAccounts[who].memberId;

/**
 * Brings the seed's time-based state up to now (which may raise notifications for seeded rows) and
 * empties the notification tables, keeping the once-only keys: a test then sees only what it raises.
 */
export function settledInbox(): void {
  settleAll(db, now());
  db.notifications = {};
  db.notificationOutbox = {};
}

/** The member's stored notifications (of one kind when given), oldest first. */
export function inboxOf(memberId: string, kind?: NotificationKind): NotificationRow[] {
  return Object.values(db.notifications)
    .filter((row) => row.memberId === memberId && (!kind || row.kind === kind))
    .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id));
}

/** Every member who received `kind`, by id. */
export function receiversOf(kind: NotificationKind): string[] {
  return [
    ...new Set(
      Object.values(db.notifications)
        .filter((row) => row.kind === kind)
        .map((row) => row.memberId),
    ),
  ].sort();
}
