import type { MemberCenter } from '@/contract/member/types';

import { lent } from '../../core/registry';

import type { Db } from '../../core/schema';
import type { MemberRow } from './schema';

/**
 * What the member centre counts of the member's: rows of every domain (tenders, bids, listings,
 * coupons, favourites, orders, invoices, uploads), read through core's tables as any domain reads
 * another's rows; the coupons still to use are counted by the coupon's own rule, which it lends
 * (their expiry is worked out when read).
 */
export function memberCentreCounts(db: Db, self: MemberRow, now: number): MemberCenter['counts'] {
  const uploads = Object.values(db.uploads).filter((row) => row.memberId === self.id).length;
  const count = <T>(rows: Record<string, T>, mine: (row: T) => boolean) =>
    Object.values(rows).filter(mine).length;
  const counts = {
    tenders: count(db.tenders, (row) => row.issuerId === self.id),
    bids: count(db.bids, (row) => row.bidderId === self.id),
    listings: count(db.listings, (row) => row.publisherId === self.id),
    // Coupons still to use: unused and within their validity.
    coupons: lent('coupon').couponCounts(db, self.id, now).unused,
    favourites: count(db.favourites, (row) => row.memberId === self.id),
    orders: count(db.orders, (row) => row.payerId === self.id || row.payeeId === self.id),
    // Invoice applications of the member's enterprise, and those it has to answer as payee.
    invoicesPending: count(
      db.invoiceApplications,
      (row) => row.payerEnterpriseId === self.enterpriseId && row.status === 'pending',
    ),
    invoicesIssued: count(
      db.invoiceApplications,
      (row) => row.payerEnterpriseId === self.enterpriseId && row.status === 'issued',
    ),
    invoicesToIssue: count(
      db.invoiceApplications,
      (row) => row.payeeEnterpriseId === self.enterpriseId && row.status === 'pending',
    ),
  };
  return { ...counts, uploads };
}
