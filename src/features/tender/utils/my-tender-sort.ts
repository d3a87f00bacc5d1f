/**
 * Comparing the bids on one tender: totals in the tender's currency (the server's converted total
 * when a bid is in another currency), compared as integer cents, never as floats.
 */
import type { IssuerBid } from '@/contract/bid/types';
import { toCents } from '@/contract/common/money';
import type { Currency, Decimal } from '@/contract/common/trade';
import { AWARD_GRACE_DAYS, type TenderSummary } from '@/contract/tender/types';

const DAY_MS = 24 * 3600 * 1000;

/** The bid's total in the tender's currency, or undefined when it cannot be compared. */
export function comparableTotal(
  bid: Pick<IssuerBid, 'currency' | 'total' | 'converted'>,
  tenderCurrency: Currency,
): { amount: Decimal; cents: number } | undefined {
  const amount =
    bid.currency === tenderCurrency
      ? bid.total
      : bid.converted?.currency === tenderCurrency
        ? bid.converted.amount
        : undefined;
  if (amount === undefined) return undefined;
  const cents = toCents(amount);
  return cents === undefined ? undefined : { amount, cents };
}

/**
 * Orders two bids by their total in the tender's currency (ascending); a bid that cannot be
 * compared (no conversion given) comes after every comparable one.
 */
export function compareByTotal(
  a: Pick<IssuerBid, 'currency' | 'total' | 'converted'>,
  b: Pick<IssuerBid, 'currency' | 'total' | 'converted'>,
  tenderCurrency: Currency,
): number {
  const left = comparableTotal(a, tenderCurrency);
  const right = comparableTotal(b, tenderCurrency);
  if (!left || !right) return Number(!left) - Number(!right);
  return Math.sign(left.cents - right.cents);
}

/** Orders two bids by transit days (ascending). */
export function compareByTransit(
  a: Pick<IssuerBid, 'transitDays'>,
  b: Pick<IssuerBid, 'transitDays'>,
): number {
  return Math.sign(a.transitDays - b.transitDays);
}

/** The orders a phone offers for the bids (the table sorts by its headers instead). */
export const BID_ORDERS = ['totalAsc', 'totalDesc', 'transitAsc', 'transitDesc'] as const;
export type BidOrder = (typeof BID_ORDERS)[number];

/**
 * The bids in `order`, as the table's sorters would put them: a descending order is its ascending
 * one reversed, so a bid that cannot be compared comes first there, as it does in the table.
 */
export function sortBids<
  T extends Pick<IssuerBid, 'currency' | 'total' | 'converted' | 'transitDays'>,
>(bids: readonly T[], order: BidOrder, tenderCurrency: Currency): T[] {
  const compare = order.startsWith('total')
    ? (a: T, b: T) => compareByTotal(a, b, tenderCurrency)
    : compareByTransit;
  const sign = order.endsWith('Desc') ? -1 : 1;
  return [...bids].sort((a, b) => sign * compare(a, b));
}

/**
 * Whether the issuer can still award `bid`: a live bid on an open tender, or on a closed one within
 * AWARD_GRACE_DAYS of its deadline (the server has the last word).
 */
export function canAward(
  bid: Pick<IssuerBid, 'status'>,
  tender: Pick<TenderSummary, 'status' | 'bidDeadline'>,
  nowMs: number = Date.now(),
): boolean {
  if (bid.status !== 'submitted') return false;
  if (tender.status === 'open') return true;
  if (tender.status !== 'closed') return false;
  return nowMs < Date.parse(tender.bidDeadline) + AWARD_GRACE_DAYS * DAY_MS;
}

/** Whether the issuer can cancel a tender: open or closed, and no bid has won. */
export function canCancel(
  tenderStatus: 'open' | 'awarded' | 'closed' | 'cancelled',
  bids: readonly Pick<IssuerBid, 'status'>[],
): boolean {
  return (
    (tenderStatus === 'open' || tenderStatus === 'closed') &&
    !bids.some((bid) => bid.status === 'won')
  );
}
