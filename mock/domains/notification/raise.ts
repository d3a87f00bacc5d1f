import type { NotificationKind, NotificationSubject } from '@/contract/notification/types';

import { nextId, type Db } from '../../core/schema';
import { deliver } from './outbox';

import type { NotificationRow, RaisedParams } from './schema';

export const NOTIFICATION_ID_START = 30000;

/** An event for one member, as the rule that causes it raises it. */
export interface Raised {
  memberId: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  params?: RaisedParams;
  /** For an issued invoice: its PDF's address. */
  downloadUrl?: string;
  /**
   * Makes the event once-only for the member: a time-based event is raised by a settle step,
   * which runs before every request, so the same key raised again adds nothing.
   */
  key?: string;
}

/**
 * Stores the notification for the member and records what its e-mail and SMS would send (the
 * member's preferences). Every domain raises its events through here, from the rule that causes
 * them. Answers the stored row, or undefined when its key was raised before.
 */
export function notify(db: Db, raised: Raised, now: number): NotificationRow | undefined {
  const { memberId, kind, subject, params = {}, downloadUrl, key } = raised;
  const once = key === undefined ? undefined : `${memberId}:${key}`;
  if (once !== undefined) {
    if (db.notificationKeys[once] !== undefined) return undefined;
    db.notificationKeys[once] = now;
  }
  const row: NotificationRow = {
    id: nextId(db, 'notification', NOTIFICATION_ID_START),
    memberId,
    kind,
    subject,
    params,
    createdAt: now,
    ...(downloadUrl ? { downloadUrl } : {}),
  };
  db.notifications[row.id] = row;
  const member = db.members[memberId];
  if (member) deliver(db, row, member, now);
  return row;
}

/**
 * Raises the event for each member of `enterpriseId`, in the members' order: what befalls an
 * enterprise (its certification decided, an invoice asked of it) is told to everyone in it.
 */
export function notifyEnterprise(
  db: Db,
  enterpriseId: string,
  raised: Omit<Raised, 'memberId'>,
  now: number,
): void {
  for (const member of Object.values(db.members)) {
    if (member.enterpriseId === enterpriseId) notify(db, { ...raised, memberId: member.id }, now);
  }
}
