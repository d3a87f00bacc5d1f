import { BizCode } from '@/contract/http';
import type { StoredListingStatus } from '@/contract/market/types';
import { LISTING_CURRENCY } from '@/contract/market/types';
import { isExpired } from '@/contract/market/validity';

import { accept, reject, type RuleResult } from '../../core/result';
import { keepRows, nextId } from '../../core/schema';
import { cstDate } from '../../core/time';
import { validateListingBody } from './body';

import type { MemberWrite } from '../../core/input';
import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { ListingRow } from './schema';

/** Listing ids run from 5001 (the seed's) upwards. */
export const LISTING_ID_START = 5000;

export function findListing(db: Db, id: string): RuleResult<ListingRow> {
  const row = id ? db.listings[id] : undefined;
  return row ? accept(row) : reject(BizCode.notFound, 'listing.notFound');
}

/** The listing, if `member`'s enterprise published it: 4004 unknown, 4003 someone else's. */
export function ownListing(db: Db, member: MemberRow, id: string): RuleResult<ListingRow> {
  const found = findListing(db, id);
  if (!found.ok) return found;
  if (found.value.enterpriseId !== member.enterpriseId) {
    return reject(BizCode.forbidden, 'listing.notOwner');
  }
  return found;
}

export const createListing: MemberWrite<ListingRow> = (db, member, body, now) => {
  const checked = validateListingBody(body, cstDate(now));
  if (!checked.ok) return checked;
  const id = nextId(db, 'listing', LISTING_ID_START);
  const row: ListingRow = {
    id,
    publisherId: member.id,
    enterpriseId: member.enterpriseId,
    ...checked.value,
    currency: LISTING_CURRENCY,
    status: 'on',
    createdAt: now,
    updatedAt: now,
  };
  db.listings[id] = row;
  return accept(row);
};

export const updateListing: MemberWrite<ListingRow> = (db, member, body, now) => {
  const owned = ownListing(db, member, typeof body.id === 'string' ? body.id : '');
  if (!owned.ok) return owned;
  const checked = validateListingBody(body, cstDate(now), owned.value.validFrom);
  if (!checked.ok) return checked;
  const { remarks, ...fields } = checked.value;
  const row: ListingRow = {
    ...owned.value,
    ...fields,
    ...(remarks ? { remarks } : {}),
    updatedAt: now,
  };
  if (!remarks) delete row.remarks;
  db.listings[row.id] = row;
  return accept(row);
};

/** On or off the shelf; an expired listing cannot go on (4009). */
export function setListingStatus(
  db: Db,
  member: MemberRow,
  id: string,
  status: StoredListingStatus,
  now: number,
): RuleResult<ListingRow> {
  const owned = ownListing(db, member, id);
  if (!owned.ok) return owned;
  if (status === 'on' && isExpired(owned.value.validTo, cstDate(now))) {
    return reject(BizCode.conflict, 'listing.expiredShelf');
  }
  const row = { ...owned.value, status, updatedAt: now };
  db.listings[id] = row;
  return accept(row);
}

export function deleteListing(db: Db, member: MemberRow, id: string): RuleResult<null> {
  const owned = ownListing(db, member, id);
  if (!owned.ok) return owned;
  db.listings = keepRows(db.listings, (row) => row.id !== id);
  return accept(null);
}
