import { BizCode } from '@/contract/http';
import { NOTIFICATION_GROUPS, type NotificationGroup } from '@/contract/notification/types';

import { accept, invalid, reject, type RuleResult } from '../../core/result';

import type { Member } from '../../core/registry';
import type { Db } from '../../core/schema';
import type { NotificationRow } from './schema';

/** How many ids one read call may mark. */
export const READ_MAX_IDS = 100;

function parseGroup(value: unknown): RuleResult<NotificationGroup | undefined> {
  if (value === undefined || value === null || value === '') return accept(undefined);
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_GROUPS, value)
    ? accept(value as NotificationGroup)
    : invalid('group');
}

function inGroup(row: NotificationRow, group: NotificationGroup | undefined): boolean {
  return !group || (NOTIFICATION_GROUPS[group] as readonly string[]).includes(row.kind);
}

function mine(db: Db, member: Member): NotificationRow[] {
  return Object.values(db.notifications).filter((row) => row.memberId === member.id);
}

const newestFirst = (a: NotificationRow, b: NotificationRow) =>
  b.createdAt - a.createdAt || Number(b.id) - Number(a.id);

/** The member's notifications, newest first; of one group, unread only ('true') when asked. */
export function myNotifications(
  db: Db,
  member: Member,
  query: URLSearchParams,
): RuleResult<NotificationRow[]> {
  const group = parseGroup(query.get('group'));
  if (!group.ok) return group;
  const unread = query.get('unread') ?? '';
  if (!['', 'true', 'false'].includes(unread)) return invalid('unread');
  const rows = mine(db, member).filter(
    (row) => inGroup(row, group.value) && (unread !== 'true' || row.readAt === undefined),
  );
  return accept(rows.sort(newestFirst));
}

/** How many of the member's are unread, and its newest (read or not). */
export function unreadOf(db: Db, member: Member): { count: number; latest?: NotificationRow } {
  const rows = mine(db, member);
  const count = rows.filter((row) => row.readAt === undefined).length;
  const latest = rows.sort(newestFirst)[0];
  return latest ? { count, latest } : { count };
}

/**
 * Marks 1 to 100 of the member's notifications read: all or none, 4004 when one is not the
 * member's own, whether another member's or none at all (so the answer tells nobody which ids
 * exist). Answers how many were unread before.
 */
export function readNotifications(
  db: Db,
  member: Member,
  body: Record<string, unknown>,
  now: number,
): RuleResult<number> {
  const ids = body.ids;
  if (!Array.isArray(ids) || ids.length === 0) return invalid('ids', 'field.required');
  if (ids.length > READ_MAX_IDS) return invalid('ids', 'field.maxItems', { max: READ_MAX_IDS });
  if (!ids.every((id) => typeof id === 'string')) return invalid('ids');
  const rows = (ids as string[]).map((id) => db.notifications[id]);
  const own = (row: NotificationRow | undefined): row is NotificationRow =>
    row !== undefined && row.memberId === member.id;
  if (!rows.every(own)) return reject(BizCode.notFound, 'field.notFound', { field: 'ids' });
  const found = rows;
  const unread = new Set(found.filter((row) => row.readAt === undefined));
  for (const row of unread) row.readAt = now;
  return accept(unread.size);
}

/** Marks all the member's unread notifications read (of one group when given); answers how many. */
export function readAllNotifications(
  db: Db,
  member: Member,
  body: Record<string, unknown>,
  now: number,
): RuleResult<number> {
  const group = parseGroup(body.group);
  if (!group.ok) return group;
  const unread = mine(db, member).filter(
    (row) => row.readAt === undefined && inGroup(row, group.value),
  );
  for (const row of unread) row.readAt = now;
  return accept(unread.length);
}
