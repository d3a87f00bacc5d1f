import type { Attention, AttentionTender, PlatformFigures } from '@/contract/home/types';
import { AWARD_GRACE_DAYS } from '@/contract/tender/types';

import { DAY, HOUR, cstDate, isoCst } from '../../core/time';
import { countBids } from '../tender/views';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';

/** "Closing soon": a bid deadline within this window from now. */
export const CLOSING_SOON_MS = 48 * HOUR;
/** "Expiring": a listing's last valid day within this many days from today. */
export const EXPIRING_DAYS = 7;
export const CLOSING_SOON_MAX = 5;

/** A listing is on the market when it is on the shelf and its last valid day is not past. */
export function listingOnMarket(db: Db, id: string, now: number): boolean {
  const row = db.listings[id];
  return row?.status === 'on' && row.validTo >= cstDate(now);
}

/** Platform figures: approved enterprises, open tenders, listings on the market, paid orders. */
export function platformFigures(db: Db, now: number): PlatformFigures {
  const count = <T>(rows: Record<string, T>, keep: (row: T) => boolean) =>
    Object.values(rows).filter(keep).length;
  return {
    enterprises: count(db.enterprises, (row) => row.certStatus === 'approved'),
    openTenders: count(db.tenders, (row) => row.status === 'open'),
    listings: count(db.listings, (row) => listingOnMarket(db, row.id, now)),
    paidOrders: count(db.orders, (row) => row.status === 'paid'),
  };
}

function shipperAttention(db: Db, member: MemberRow, now: number) {
  const mine = Object.values(db.tenders).filter((row) => row.issuerId === member.id);
  const closingSoon: AttentionTender[] = mine
    .filter(
      (row) =>
        row.status === 'open' && row.bidDeadline > now && row.bidDeadline <= now + CLOSING_SOON_MS,
    )
    .sort((a, b) => a.bidDeadline - b.bidDeadline)
    .slice(0, CLOSING_SOON_MAX)
    .map((row) => ({
      id: row.id,
      tenderNo: row.tenderNo,
      title: row.title,
      bidDeadline: isoCst(row.bidDeadline),
      bidCount: countBids(db, row.id),
    }));
  const awaitingAward = mine.filter(
    (row) =>
      (row.status === 'open' ||
        (row.status === 'closed' && now < row.bidDeadline + AWARD_GRACE_DAYS * DAY)) &&
      countBids(db, row.id) > 0,
  ).length;
  return { closingSoon, awaitingAward };
}

function carrierAttention(db: Db, member: MemberRow, now: number) {
  const bidsClosingSoon = Object.values(db.bids).filter((bid) => {
    if (bid.bidderId !== member.id || bid.status !== 'submitted') return false;
    const tender = db.tenders[bid.tenderId];
    return (
      tender?.status === 'open' &&
      tender.bidDeadline > now &&
      tender.bidDeadline <= now + CLOSING_SOON_MS
    );
  }).length;
  const today = cstDate(now);
  const lastDay = cstDate(now + EXPIRING_DAYS * DAY);
  const listingsExpiring = Object.values(db.listings).filter(
    (row) =>
      row.publisherId === member.id &&
      row.status === 'on' &&
      row.validTo >= today &&
      row.validTo <= lastDay,
  ).length;
  return { bidsClosingSoon, listingsExpiring };
}

/** What needs the member's attention; zeros and [] where it does not concern their type. */
export function attentionOf(db: Db, member: MemberRow, now: number): Attention {
  const shipper = member.userType === 1;
  const unpaidOrders = Object.values(db.orders).filter(
    (row) =>
      row.status === 'unpaid' && (shipper ? row.payerId === member.id : row.payeeId === member.id),
  ).length;
  const empty = { closingSoon: [], awaitingAward: 0, bidsClosingSoon: 0, listingsExpiring: 0 };
  return shipper
    ? { ...empty, ...shipperAttention(db, member, now), unpaidOrders }
    : { ...empty, ...carrierAttention(db, member, now), unpaidOrders };
}
