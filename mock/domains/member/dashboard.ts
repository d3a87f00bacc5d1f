/**
 * GET member/dashboard: the caller's figures by its user type, from its own records only (rows of
 * the trade's domains read through core's tables, as the member centre's counts are, and the lane
 * index the market lends). A shipper's answer holds no other party's orders; a carrier's no other
 * bidder's bids, payee's orders or issuer's coupons.
 */
import { dashboardMonths, type MemberDashboard } from '@/contract/member/dashboard';

import { cstDate } from '../../core/time';
import { carrierDashboard } from './dashboard-carrier';
import { yuanBook } from './dashboard-money';
import { shipperDashboard } from './dashboard-shipper';

import type { Db } from '../../core/schema';
import type { MemberRow } from './schema';

export function memberDashboard(db: Db, member: MemberRow, now: number): MemberDashboard {
  const months = dashboardMonths(cstDate(now));
  const book = yuanBook();
  return member.userType === 1
    ? shipperDashboard(db, member.id, months, book)
    : carrierDashboard(db, member, months, book);
}
