import { nextId, type Db } from '../../core/schema';
import { preferencesOf } from './preferences';
import { smsSendAt } from './quiet-hours';
import { notificationText } from './wording';

import type { Member } from '../../core/registry';
import type { NotificationRow, OutboxRow } from './schema';

export const OUTBOX_ID_START = 60000;

/**
 * What each channel the member turned on for the kind would send: an e-mail to the member's
 * address, an SMS to its mobile (held until quiet hours end), worded in its chosen language. A
 * member without an address or number gets nothing on that channel.
 */
export function deliver(db: Db, row: NotificationRow, member: Member, now: number): OutboxRow[] {
  const preferences = preferencesOf(db, member.id);
  const lang = preferences.language === 'en-US' ? 'en' : 'zh';
  const sent: OutboxRow[] = [];
  for (const channel of preferences.channels[row.kind] ?? []) {
    const to = channel === 'email' ? member.email : member.mobile;
    if (!to) continue;
    const text = notificationText(row, lang);
    const entry: OutboxRow = {
      id: nextId(db, 'notificationOutbox', OUTBOX_ID_START),
      notificationId: row.id,
      memberId: member.id,
      channel,
      to,
      kind: row.kind,
      // The e-mail carries the download address; an SMS stays one short line.
      text: channel === 'email' && row.downloadUrl ? `${text} ${row.downloadUrl}` : text,
      createdAt: now,
      sendAt: channel === 'sms' ? smsSendAt(preferences.quietHours, now) : now,
    };
    db.notificationOutbox[entry.id] = entry;
    sent.push(entry);
  }
  return sent;
}
