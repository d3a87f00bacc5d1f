/**
 * The shipper's dashboard: what it paid per month and per lane, and what its paid tender orders
 * were awarded at against the lane index median of the week each tender was issued (the index the
 * market shows, which the market lends: the member may not import it).
 */
import { fromCents, multiplyCents, sumCents, toCents } from '@/contract/common/money';
import { weekOf } from '@/contract/market/rate-index';
import {
  DASHBOARD_CURRENCY,
  DASHBOARD_TOP_LANES,
  type AgainstMarket,
  type LaneSpend,
  type ShipperDashboard,
} from '@/contract/member/dashboard';
import { tenderUnits } from '@/contract/tender/market';

import { lent, type Lent } from '../../core/registry';
import { cstDate } from '../../core/time';
import { portRef } from '../reference/ports';
import { monthOf, monthTotals, type YuanBook } from './dashboard-money';

import type { Db } from '../../core/schema';

/** The market's lane index reader (lent: the member domain may not import the market). */
type LaneIndexReader = ReturnType<Lent['market']['laneIndexReader']>;

type Order = Db['orders'][string];
type Tender = Db['tenders'][string];

/** Volumes multiply to the litre (3 decimals of a cbm), as a bid's total does. */
const VOLUME_PLACES = 3;

/**
 * What the payments of `order` charged, in cents of its currency: its succeeded payments (the
 * amount after any coupon), or the order's amount when no payment row is kept.
 */
export function paidCents(db: Db, order: Order): number {
  const charged = Object.values(db.payments)
    .filter((payment) => payment.orderNo === order.orderNo && payment.status === 'succeeded')
    .map((payment) => toCents(payment.amount) ?? 0);
  return charged.length > 0 ? sumCents(charged) : (toCents(order.amount) ?? 0);
}

/** The member's paid orders whose payment falls in `months`, as payer or as payee. */
export function paidOrders(
  db: Db,
  memberId: string,
  side: 'payerId' | 'payeeId',
  months: readonly string[],
): (Order & { paidAt: number })[] {
  const window = new Set(months);
  return Object.values(db.orders).filter(
    (order): order is Order & { paidAt: number } =>
      order[side] === memberId &&
      order.status === 'paid' &&
      order.paidAt !== undefined &&
      window.has(monthOf(order.paidAt)),
  );
}

/**
 * The market's all-in median for the tender's whole size in the week it was issued, in US dollar
 * cents: Σ quantity × each unit's median; undefined when any unit's week is a gap.
 */
export function tenderMedianCents(readIndex: LaneIndexReader, tender: Tender): number | undefined {
  const week = weekOf(cstDate(tender.createdAt));
  const parts = tenderUnits(tender).map(({ unit, quantity }) => {
    const median = readIndex(tender, unit, [week])[0]?.medianCents;
    return median === undefined ? undefined : multiplyCents(median, quantity, VOLUME_PLACES);
  });
  return parts.length > 0 && parts.every((part): part is number => part !== undefined)
    ? sumCents(parts)
    : undefined;
}

interface LaneSum {
  pol: string;
  pod: string;
  orders: number;
  cents: number;
  medianCents: number;
}

/** Adds one order to its lane's sum. */
function addTo(sums: Map<string, LaneSum>, tender: Tender, cents: number, medianCents = 0): void {
  const key = `${tender.pol}-${tender.pod}`;
  const sum = sums.get(key) ?? {
    pol: tender.pol,
    pod: tender.pod,
    orders: 0,
    cents: 0,
    medianCents: 0,
  };
  sum.orders += 1;
  sum.cents += cents;
  sum.medianCents += medianCents;
  sums.set(key, sum);
}

/** Largest first; equal ones by lane, so the order never depends on the rows' order. */
function ranked(sums: Map<string, LaneSum>): LaneSum[] {
  return [...sums.values()].sort(
    (a, b) => b.cents - a.cents || `${a.pol}-${a.pod}`.localeCompare(`${b.pol}-${b.pod}`),
  );
}

/**
 * Each paid tender order against the market: the awarded amount (the order's amount, before any
 * coupon: the price agreed) at the order's stored rate, the median at the stored US dollar rate.
 */
export function againstMarket(db: Db, orders: readonly Order[], book: YuanBook): AgainstMarket {
  const sums = new Map<string, LaneSum>();
  let uncompared = 0;
  const readIndex = lent('market').laneIndexReader(db);
  for (const order of orders) {
    const tender = order.tenderId ? db.tenders[order.tenderId] : undefined;
    if (!tender) continue;
    const median = tenderMedianCents(readIndex, tender);
    if (median === undefined) {
      uncompared += 1;
      continue;
    }
    const awarded = book.toYuan(toCents(order.amount) ?? 0, order.currency, order.yuanRate);
    addTo(sums, tender, awarded, book.toYuan(median, 'USD'));
  }
  const lanes = ranked(sums);
  const awarded = sumCents(lanes.map((lane) => lane.cents));
  const median = sumCents(lanes.map((lane) => lane.medianCents));
  return {
    compared: sumCents(lanes.map((lane) => lane.orders)),
    uncompared,
    awarded: fromCents(awarded),
    median: fromCents(median),
    difference: fromCents(awarded - median),
    lanes: lanes.map((lane) => ({
      pol: portRef(lane.pol),
      pod: portRef(lane.pod),
      orders: lane.orders,
      awarded: fromCents(lane.cents),
      median: fromCents(lane.medianCents),
      difference: fromCents(lane.cents - lane.medianCents),
    })),
  };
}

/** The shipper's dashboard over `months`: only orders it paid. */
export function shipperDashboard(
  db: Db,
  memberId: string,
  months: readonly string[],
  book: YuanBook,
): ShipperDashboard {
  const orders = paidOrders(db, memberId, 'payerId', months);
  const spent = orders.map((order) => ({
    order,
    cents: book.toYuan(paidCents(db, order), order.currency, order.yuanRate),
  }));
  const totals = monthTotals(
    months,
    spent.map(({ order, cents }) => ({ month: monthOf(order.paidAt), cents })),
  );
  const laneSums = new Map<string, LaneSum>();
  for (const { order, cents } of spent) {
    const tender = order.tenderId ? db.tenders[order.tenderId] : undefined;
    if (tender) addTo(laneSums, tender, cents);
  }
  const lanes: LaneSpend[] = ranked(laneSums)
    .slice(0, DASHBOARD_TOP_LANES)
    .map((lane) => ({
      pol: portRef(lane.pol),
      pod: portRef(lane.pod),
      orders: lane.orders,
      spend: fromCents(lane.cents),
    }));
  const market = againstMarket(db, orders, book);
  return {
    role: 'shipper',
    currency: DASHBOARD_CURRENCY,
    rates: book.rates(),
    months: months.map((month, index) => ({
      month,
      orders: totals[index]?.count ?? 0,
      spend: fromCents(totals[index]?.cents ?? 0),
    })),
    lanes,
    market,
  };
}
