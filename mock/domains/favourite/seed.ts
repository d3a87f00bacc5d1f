import type { FavouriteKind } from '@/contract/favourite/types';

import { nextId, type Db } from '../../core/schema';
import { HOUR } from '../../core/time';
import { FAVOURITE_ID_START } from './rules';

/** Per kind, how many of the first rows each seeded member favourites. */
const PER_KIND = 2;
/** A listing id below the listings' sequence: never a row, so its favourite shows "no longer exists". */
export const GONE_LISTING_ID = '4999';

const byId = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b);

/**
 * The demo shipper's and forwarder's favourites: the first rows of each table (tenders, listings,
 * other enterprises, news), plus one listing that has since been deleted. Deterministic: no random
 * numbers, so it needs no seed of its own. Runs after the other seeds; an empty table gives fewer.
 */
export function seedFavourites(db: Db, at: number): void {
  const firstIds = (table: Record<string, unknown>, skip: string) =>
    Object.keys(table)
      .filter((id) => id !== skip)
      .sort(byId)
      .slice(0, PER_KIND);
  // The demo accounts by username (seed.ts calls this function, so it is not imported here).
  const demos = Object.values(db.members).filter(
    (member) => member.username === 'shipper' || member.username === 'forwarder',
  );
  for (const { id: memberId, enterpriseId } of demos) {
    const targets: [FavouriteKind, string][] = [
      ['listing', GONE_LISTING_ID],
      ...firstIds(db.news, '').map((id): [FavouriteKind, string] => ['news', id]),
      ...firstIds(db.enterprises, enterpriseId).map((id): [FavouriteKind, string] => [
        'enterprise',
        id,
      ]),
      ...firstIds(db.listings, '').map((id): [FavouriteKind, string] => ['listing', id]),
      ...firstIds(db.tenders, '').map((id): [FavouriteKind, string] => ['tender', id]),
    ];
    // Oldest first, an hour apart, so the newest (the tenders) come first in the list.
    targets.forEach(([targetKind, targetId], index) => {
      const id = nextId(db, 'favourite', FAVOURITE_ID_START);
      db.favourites[id] = {
        id,
        memberId,
        kind: targetKind,
        targetId,
        createdAt: at - (targets.length - index) * HOUR,
      };
    });
  }
}
