import { BizCode } from '@/contract/http';
import { AWARD_GRACE_DAYS } from '@/contract/tender/types';

import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { nextId, type Db } from '../../core/schema';
import { businessNo } from '../../core/schema';
import { DAY } from '../../core/time';
import { requireCertified } from '../member/certification';
import { createOrder } from '../order/rules';
import { validateTenderBody } from './body';

import type { Input } from '../../core/input';
import type { BidRow } from '../bid/schema';
import type { MemberRow } from '../member/schema';
import type { OrderRow } from '../order/schema';
import type { TenderRow } from './schema';

/** Open tenders whose deadline has passed are closed (run whenever data is read). */
export function settleTenders(db: Db, now: number): void {
  for (const tender of Object.values(db.tenders)) {
    if (tender.status === 'open' && tender.bidDeadline <= now) {
      tender.status = 'closed';
      tender.closedAt = tender.bidDeadline;
    }
  }
}

/** Open and before its deadline: bids may be made, revised and withdrawn. */
export function isBiddable(tender: TenderRow, now: number): boolean {
  return tender.status === 'open' && now < tender.bidDeadline;
}

/** Live bids (not withdrawn) per tender id. */
export function bidCounts(db: Db): Map<string, number> {
  const counts = new Map<string, number>();
  for (const bid of Object.values(db.bids)) {
    if (bid.status !== 'withdrawn') counts.set(bid.tenderId, (counts.get(bid.tenderId) ?? 0) + 1);
  }
  return counts;
}

/** Issuers only: type 1 is checked by the handler; here the certification and the body. */
export function createTender(
  db: Db,
  member: MemberRow,
  body: Input,
  now: number,
): RuleResult<TenderRow> {
  const uncertified = requireCertified(db, member, ISSUE_ACTION);
  if (uncertified) return uncertified;
  const fields = validateTenderBody(db, body, now);
  if (!fields.ok) return fields;
  const tender: TenderRow = {
    id: nextId(db, 'tender', 5000),
    tenderNo: businessNo(db, 'T', now),
    issuerId: member.id,
    enterpriseId: member.enterpriseId,
    ...fields.value,
    status: 'open',
    createdAt: now,
  };
  db.tenders[tender.id] = tender;
  return accept(tender);
}

export function findTender(db: Db, id: string): RuleResult<TenderRow> {
  if (!id) return invalid('id', 'field.required');
  const tender = db.tenders[id];
  return tender
    ? accept(tender)
    : reject(BizCode.notFound, 'field.notFound', { field: 'tenderId' });
}

/** The tender, if `member` issued it (4004 unknown, 4003 someone else's). */
export function ownTender(db: Db, member: MemberRow, id: string): RuleResult<TenderRow> {
  const found = findTender(db, id);
  if (!found.ok) return found;
  if (found.value.issuerId !== member.id) return reject(BizCode.forbidden, 'tender.notIssuer');
  return found;
}

function liveBids(db: Db, tenderId: string): BidRow[] {
  return Object.values(db.bids).filter(
    (bid) => bid.tenderId === tenderId && bid.status === 'submitted',
  );
}

/** open/closed with no won bid → cancelled; its live bids become lost. */
export function cancelTender(
  db: Db,
  member: MemberRow,
  id: string,
  now: number,
): RuleResult<TenderRow> {
  const owned = ownTender(db, member, id);
  if (!owned.ok) return owned;
  const tender = owned.value;
  const won = Object.values(db.bids).some((bid) => bid.tenderId === id && bid.status === 'won');
  if ((tender.status !== 'open' && tender.status !== 'closed') || won) {
    return reject(BizCode.conflict, 'tender.cannotCancel');
  }
  tender.status = 'cancelled';
  tender.cancelledAt = now;
  for (const bid of liveBids(db, id)) {
    bid.status = 'lost';
    bid.updatedAt = now;
  }
  return accept(tender);
}

/**
 * Awards a live bid: the tender must be open, or closed less than AWARD_GRACE_DAYS after its
 * deadline. The bid wins, the other live bids lose, and an order for its total is created.
 */
export function awardTender(
  db: Db,
  member: MemberRow,
  input: { tenderId: string; bidId: string },
  now: number,
): RuleResult<{ tender: TenderRow; order: OrderRow }> {
  const owned = ownTender(db, member, input.tenderId);
  if (!owned.ok) return owned;
  const tender = owned.value;
  if (tender.status === 'awarded') return reject(BizCode.conflict, 'tender.alreadyAwarded');
  const inGrace = tender.status === 'closed' && now < tender.bidDeadline + AWARD_GRACE_DAYS * DAY;
  if (tender.status !== 'open' && !inGrace) {
    return reject(BizCode.conflict, 'tender.awardWindowOver', {
      params: { days: AWARD_GRACE_DAYS },
    });
  }
  if (!input.bidId) return invalid('bidId', 'field.required');
  const bid = db.bids[input.bidId];
  if (!bid) return reject(BizCode.notFound, 'field.notFound', { field: 'bidId' });
  if (bid.tenderId !== tender.id || bid.status !== 'submitted') {
    return reject(BizCode.conflict, 'bid.notOnTender');
  }
  for (const other of liveBids(db, tender.id)) {
    other.status = other.id === bid.id ? 'won' : 'lost';
    other.updatedAt = now;
  }
  const order = createOrder(db, tender, bid, now);
  tender.status = 'awarded';
  tender.awardedBidId = bid.id;
  tender.awardedAt = now;
  tender.orderNo = order.orderNo;
  return accept({ tender, order });
}

/** What issuing a tender is called in a refusal (4003 not certified). */
export const ISSUE_ACTION = { zh: '发布招标', en: 'issue tenders' };
