import { BizCode } from '@/contract/http';
import { AWARD_GRACE_DAYS } from '@/contract/tender/types';

import { lent } from '../../core/registry';
import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { DAY } from '../../core/time';
import { noticeAward } from './notices';
import { liveBids, ownTender } from './rules';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { TenderRow } from './schema';

/**
 * Awards a live bid: the tender must be open, or closed less than AWARD_GRACE_DAYS after its
 * deadline. The bid wins, the other live bids lose (the bids' rows, as the cancellation writes
 * them), and the order domain opens an order for its total (what it lends: the order builds on
 * the tender); every bidder in the running and the payer are told.
 */
export function awardTender(
  db: Db,
  member: MemberRow,
  input: { tenderId: string; bidId: string },
  now: number,
): RuleResult<{ tender: TenderRow; order: Db['orders'][string] }> {
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
    return reject(BizCode.conflict, 'tender.bidNotLive');
  }
  const live = liveBids(db, tender.id);
  for (const other of live) {
    other.status = other.id === bid.id ? 'won' : 'lost';
    other.updatedAt = now;
  }
  const order = lent('order').openAwardOrder(db, tender, bid, now);
  tender.status = 'awarded';
  tender.awardedBidId = bid.id;
  tender.awardedAt = now;
  tender.orderNo = order.orderNo;
  const lost = live.filter((other) => other.id !== bid.id);
  noticeAward(db, tender, { won: bid, lost }, order, now);
  return accept({ tender, order });
}
