import { keepRows, type Db } from '../../core/schema';
import { DAY } from '../../core/time';

/** How long a notification, its outbox entries and its once-only key are kept. */
export const RETENTION_DAYS = 90;

/** Drops what is older than the retention (run before every request, as other time-based state). */
export function settleNotifications(db: Db, now: number): void {
  const cutoff = now - RETENTION_DAYS * DAY;
  const kept = (at: number) => at >= cutoff;
  // Rebuilt only when something is due, since this runs before every request.
  if (Object.values(db.notifications).some((row) => !kept(row.createdAt))) {
    db.notifications = keepRows(db.notifications, (row) => kept(row.createdAt));
  }
  if (Object.values(db.notificationOutbox).some((row) => !kept(row.createdAt))) {
    db.notificationOutbox = keepRows(db.notificationOutbox, (row) => kept(row.createdAt));
  }
  if (Object.values(db.notificationKeys).some((at) => !kept(at))) {
    db.notificationKeys = keepRows(db.notificationKeys, kept);
  }
}
