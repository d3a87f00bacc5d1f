import type { MockOutboxEntry } from '@/contract/devtools/types';
import type { Notification } from '@/contract/notification/types';

import { isoCst } from '../../core/time';
import { paramsIn } from './wording';

import type { Lang } from '../../core/messages';
import type { Db } from '../../core/schema';
import type { NotificationRow, OutboxRow } from './schema';

/** A notification as its reader sees it: values in the reader's language, times with offset. */
export function toNotification(row: NotificationRow, lang: Lang): Notification {
  return {
    id: row.id,
    kind: row.kind,
    subject: { ...row.subject },
    params: paramsIn(row.params, lang),
    createdAt: isoCst(row.createdAt),
    read: row.readAt !== undefined,
    ...(row.downloadUrl ? { downloadUrl: row.downloadUrl } : {}),
  };
}

/** An outbox entry; an SMS is held while its send time is still to come. */
export function toOutboxEntry(row: OutboxRow, now: number): MockOutboxEntry {
  return {
    id: row.id,
    channel: row.channel,
    to: row.to,
    memberId: row.memberId,
    kind: row.kind,
    text: row.text,
    sendAt: isoCst(row.sendAt),
    held: row.sendAt > now,
  };
}

/** What notifications would have sent (to one member when given), newest first. */
export function outboxOf(db: Db, memberId: string | undefined, now: number): MockOutboxEntry[] {
  return Object.values(db.notificationOutbox)
    .filter((row) => !memberId || row.memberId === memberId)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))
    .map((row) => toOutboxEntry(row, now));
}
