import { FAVOURITE_KINDS, type FavouriteKind } from '@/contract/favourite/types';
import { BizCode } from '@/contract/http';

import { oneOf, type MemberWrite } from '../../core/input';
import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { keepRows, nextId } from '../../core/schema';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { FavouriteRow } from './schema';

/** Favourite ids run from 7001 upwards (the seed's first). */
export const FAVOURITE_ID_START = 7000;

/** Whether the favourited row still exists (a cancelled tender does; a deleted listing does not). */
export function targetExists(db: Db, kind: FavouriteKind, targetId: string): boolean {
  const tables = {
    tender: db.tenders,
    listing: db.listings,
    enterprise: db.enterprises,
    news: db.news,
  } satisfies Record<FavouriteKind, Record<string, unknown>>;
  return Object.hasOwn(tables[kind], targetId);
}

export function parseKind(value: unknown): RuleResult<FavouriteKind> {
  if (value === undefined || value === null || value === '')
    return invalid('kind', 'field.required');
  return oneOf(value, FAVOURITE_KINDS) ? accept(value) : invalid('kind');
}

interface Target {
  kind: FavouriteKind;
  targetId: string;
}

function parseTarget(body: Record<string, unknown>): RuleResult<Target> {
  const kind = parseKind(body.kind);
  if (!kind.ok) return kind;
  const targetId = typeof body.targetId === 'string' ? body.targetId.trim() : '';
  if (!targetId) return invalid('targetId', 'field.required');
  return accept({ kind: kind.value, targetId });
}

function findOwn(db: Db, member: MemberRow, { kind, targetId }: Target): FavouriteRow | undefined {
  return Object.values(db.favourites).find(
    (row) => row.memberId === member.id && row.kind === kind && row.targetId === targetId,
  );
}

/** Adds a favourite; adding it again returns the one already there. 4004 for an unknown target. */
export const addFavourite: MemberWrite<FavouriteRow> = (db, member, body, now) => {
  const target = parseTarget(body);
  if (!target.ok) return target;
  const existing = findOwn(db, member, target.value);
  if (existing) return accept(existing);
  if (!targetExists(db, target.value.kind, target.value.targetId)) {
    return reject(BizCode.notFound, 'field.notFound', { field: 'targetId' });
  }
  const row: FavouriteRow = {
    id: nextId(db, 'favourite', FAVOURITE_ID_START),
    memberId: member.id,
    ...target.value,
    createdAt: now,
  };
  db.favourites[row.id] = row;
  return accept(row);
};

/** Removes a favourite; removing one that is not there (or whose target is gone) is fine. */
export function removeFavourite(
  db: Db,
  member: MemberRow,
  body: Record<string, unknown>,
): RuleResult<null> {
  const target = parseTarget(body);
  if (!target.ok) return target;
  const existing = findOwn(db, member, target.value);
  if (existing) db.favourites = keepRows(db.favourites, (row) => row !== existing);
  return accept(null);
}

/** Which of `targetIds` (comma-separated) the member has favourited, in the order asked. */
export function checkFavourites(
  db: Db,
  member: MemberRow,
  kindValue: unknown,
  targetIds: string,
): RuleResult<string[]> {
  const kind = parseKind(kindValue);
  if (!kind.ok) return kind;
  const ids = targetIds
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length > 100) return invalid('targetIds');
  const mine = new Set(
    Object.values(db.favourites)
      .filter((row) => row.memberId === member.id && row.kind === kind.value)
      .map((row) => row.targetId),
  );
  return accept(ids.filter((id) => mine.has(id)));
}

/** The member's favourites (of one kind, if given), newest first. */
export function myFavourites(
  db: Db,
  member: MemberRow,
  kindValue: string | null,
): RuleResult<FavouriteRow[]> {
  const kind = kindValue ? parseKind(kindValue) : undefined;
  if (kind && !kind.ok) return kind;
  const rows = Object.values(db.favourites).filter(
    (row) => row.memberId === member.id && (!kind || row.kind === kind.value),
  );
  rows.sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
  return accept(rows);
}
