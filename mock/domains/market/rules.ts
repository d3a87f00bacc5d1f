import { addDays } from '@/contract/common/calendar';
import { toCents } from '@/contract/common/money';
import type { FreightLine, SurchargeLine } from '@/contract/common/trade';
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
import type { ListingPriceRow, ListingRow } from './schema';

/** Listing ids run from 5001 (the seed's) upwards. */
export const LISTING_ID_START = 5000;

/** The listing's prices as they stand, dated `at` (a copy: the row may change later). */
export function priceRecord(row: ListingRow, at: number): ListingPriceRow {
  return {
    listingId: row.id,
    at,
    prices: row.prices.map((line) => ({ ...line })),
    surcharges: row.surcharges.map((line) => ({ ...line })),
    currency: row.currency,
  };
}

/** A line's place and amount in cents, so that '1200' and '1200.00', or another order, compare equal. */
function pricingKey(prices: readonly FreightLine[], surcharges: readonly SurchargeLine[]): string {
  const freight = prices.map((line) => `${line.unit}=${toCents(line.amount) ?? line.amount}`);
  const charges = surcharges.map(
    (line) => `${line.code}/${line.unit}=${toCents(line.amount) ?? line.amount}`,
  );
  return [...freight.sort(), '|', ...charges.sort()].join(',');
}

/** Whether an edit changed what the listing charges (freight or surcharges). */
export function pricingChanged(before: ListingRow, after: ListingRow): boolean {
  return (
    pricingKey(before.prices, before.surcharges) !== pricingKey(after.prices, after.surcharges)
  );
}

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
  db.listingPrices.push(priceRecord(row, now));
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
  // The rate history keeps every price the listing has had; other edits add nothing to it.
  if (pricingChanged(owned.value, row)) db.listingPrices.push(priceRecord(row, now));
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

/**
 * Deletes a listing. What it offered stays in the rate history: it is kept as a past listing, valid
 * until the day before (China time), when it was valid before today; the weeks before do not change.
 */
export function deleteListing(
  db: Db,
  member: MemberRow,
  id: string,
  now: number,
): RuleResult<null> {
  const owned = ownListing(db, member, id);
  if (!owned.ok) return owned;
  const row = owned.value;
  const yesterday = addDays(cstDate(now), -1);
  if (row.validFrom <= yesterday) {
    db.pastListings[id] = {
      id,
      pol: row.pol,
      pod: row.pod,
      shipmentType: row.shipmentType,
      validFrom: row.validFrom,
      validTo: row.validTo < yesterday ? row.validTo : yesterday,
    };
  }
  db.listings = keepRows(db.listings, (item) => item.id !== id);
  return accept(null);
}
