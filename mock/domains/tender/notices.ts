/**
 * The notifications the tender's rules raise: its closing, its cancellation, its award (to every
 * bidder in the running, and to the payer the order the award opened).
 */
import { HOUR, isoCst } from '../../core/time';
import { partyName } from '../member/views';
import { notify } from '../notification/raise';

import type { Db } from '../../core/schema';
import type { TenderRow } from './schema';

/** How long before bidding closes the issuer of a tender with no award is reminded. */
export const CLOSING_NOTICE_HOURS = 24;

/** The tender's number and title, as every tender notification names it. */
export function tenderParams(tender: TenderRow): { tenderNo: string; tenderTitle: string } {
  return { tenderNo: tender.tenderNo, tenderTitle: tender.title };
}

/** Issuer, once per tender: bidding closes within 24 hours and nothing is awarded. */
export function noticeClosing(db: Db, tender: TenderRow, now: number): void {
  const left = tender.bidDeadline - now;
  if (tender.status !== 'open' || tender.awardedBidId || left <= 0) return;
  if (left > CLOSING_NOTICE_HOURS * HOUR) return;
  notify(
    db,
    {
      memberId: tender.issuerId,
      kind: 'tenderClosing',
      subject: { type: 'tender', id: tender.id },
      params: { ...tenderParams(tender), deadline: isoCst(tender.bidDeadline) },
      key: `tenderClosing:${tender.id}`,
    },
    now,
  );
}

/** Each bidder whose bid was still in the running: the issuer cancelled the tender. */
export function noticeCancelled(
  db: Db,
  tender: TenderRow,
  bids: Db['bids'][string][],
  now: number,
): void {
  for (const bid of bids) {
    notify(
      db,
      {
        memberId: bid.bidderId,
        kind: 'tenderCancelled',
        subject: { type: 'bid', id: bid.id },
        params: { ...tenderParams(tender), party: partyName(db, tender.enterpriseId) },
      },
      now,
    );
  }
}

/**
 * The award: the winner (with the order its payer will pay), every other bidder in the running,
 * and the payer, whose order now awaits payment.
 */
export function noticeAward(
  db: Db,
  tender: TenderRow,
  bids: { won: Db['bids'][string]; lost: Db['bids'][string][] },
  order: Db['orders'][string],
  now: number,
): void {
  const params = tenderParams(tender);
  notify(
    db,
    {
      memberId: bids.won.bidderId,
      kind: 'bidAwarded',
      subject: { type: 'bid', id: bids.won.id },
      params: {
        ...params,
        orderNo: order.orderNo,
        amount: order.amount,
        currency: order.currency,
        party: partyName(db, order.payerEnterpriseId),
      },
    },
    now,
  );
  for (const bid of bids.lost) {
    notify(
      db,
      {
        memberId: bid.bidderId,
        kind: 'bidNotAwarded',
        subject: { type: 'bid', id: bid.id },
        params,
      },
      now,
    );
  }
  notify(
    db,
    {
      memberId: order.payerId,
      kind: 'orderCreated',
      subject: { type: 'order', id: order.orderNo },
      params: {
        ...params,
        orderNo: order.orderNo,
        amount: order.amount,
        currency: order.currency,
        party: partyName(db, order.payeeEnterpriseId),
        deadline: isoCst(order.expiresAt),
      },
    },
    now,
  );
}
