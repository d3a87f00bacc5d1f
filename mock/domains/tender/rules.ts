import { BizCode } from '@/contract/http';

import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { nextId, type Db } from '../../core/schema';
import { businessNo } from '../../core/schema';
import { requireCertified } from '../member/certification';
import { validateTenderBody } from './body';
import { noticeCancelled, noticeClosing } from './notices';

import type { MemberWrite } from '../../core/input';
import type { MemberRow } from '../member/schema';
import type { TenderRow } from './schema';

/**
 * Open tenders whose deadline has passed are closed (run whenever data is read); the issuer of one
 * closing within a day with nothing awarded is reminded once.
 */
export function settleTenders(db: Db, now: number): void {
  for (const tender of Object.values(db.tenders)) {
    if (tender.status === 'open' && tender.bidDeadline <= now) {
      tender.status = 'closed';
      tender.closedAt = tender.bidDeadline;
    }
    noticeClosing(db, tender, now);
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
export const createTender: MemberWrite<TenderRow> = (db, member, body, now) => {
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
};

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

/** The tender's bids still in the running (submitted). */
export function liveBids(db: Db, tenderId: string) {
  return Object.values(db.bids).filter(
    (bid) => bid.tenderId === tenderId && bid.status === 'submitted',
  );
}

/** open/closed with no won bid → cancelled; its live bids become lost, their bidders told. */
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
  const live = liveBids(db, id);
  for (const bid of live) {
    bid.status = 'lost';
    bid.updatedAt = now;
  }
  noticeCancelled(db, tender, live, now);
  return accept(tender);
}

/** What issuing a tender is called in a refusal (4003 not certified). */
export const ISSUE_ACTION = { zh: '发布招标', en: 'issue tenders' };
