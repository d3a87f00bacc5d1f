import { computeBidTotal } from '@/contract/bid/total';
import type { ContainerLine, Currency, FreightLine, SurchargeLine } from '@/contract/common/trade';
import { ORDER_PAY_WINDOW_MINUTES } from '@/contract/order/types';

import { nextId, type Db } from '../core/schema';
import { businessNo } from '../core/schema';
import { MINUTE } from '../core/time';
import { bidLines, sizeOf } from '../domains/bid/lines';
import { exchangeRate } from '../domains/reference/data-exchange-rates';
import { CONTAINER_RATE, SEED_PODS } from './trade-data';

import type { Rng } from '../core/rand';
import type { BidRow } from '../domains/bid/schema';
import type { MemberRow } from '../domains/member/schema';
import type { OrderRow } from '../domains/order/schema';
import type { TenderRow } from '../domains/tender/schema';

/** Builders shared by the random and the demo trade seed (rows written straight into the db). */

export type TenderSpec = Omit<TenderRow, 'id' | 'tenderNo' | 'issuerId' | 'enterpriseId'>;

export function addTender(db: Db, issuer: MemberRow, spec: TenderSpec): TenderRow {
  const tender: TenderRow = {
    id: nextId(db, 'tender', 5000),
    tenderNo: businessNo(db, 'T', spec.createdAt),
    issuerId: issuer.id,
    enterpriseId: issuer.enterpriseId,
    ...spec,
  };
  db.tenders[tender.id] = tender;
  return tender;
}

const TO_CURRENCY: Record<Currency, [factor: number, step: number]> = {
  USD: [1, 5],
  CNY: [7.1, 10],
  EUR: [0.92, 5],
};

/** A price in `currency` from a USD amount, rounded to a plausible step (seed pricing only). */
export function price(usd: number, currency: Currency): string {
  const [factor, step] = TO_CURRENCY[currency];
  return String(Math.max(step, Math.round((usd * factor) / step) * step));
}

/** The 40HQ rate (USD) and transit days of a destination. */
export function laneOf(pod: string): [number, number] {
  const lane = SEED_PODS.find(([code]) => code === pod);
  return lane ? [lane[1], lane[2]] : [1500, 20];
}

export interface BidSpec {
  currency: Currency;
  /** Multiplies the going rate (0.8–1.25). */
  factor: number;
  carrier: string;
  createdAt: number;
  status?: BidRow['status'];
  updatedAt?: number;
  remarks?: string;
  /** Price lines of its own, in `currency`, instead of the going rate times `factor`. */
  lines?: { freight: FreightLine[]; surcharges: SurchargeLine[] };
}

function pricing(tender: TenderRow, currency: Currency, factor: number) {
  const [rate] = laneOf(tender.pod);
  if (tender.shipmentType === 'FCL') {
    const freight: FreightLine[] = tender.containers.map((line: ContainerLine) => ({
      unit: line.type,
      amount: price(rate * factor * (CONTAINER_RATE[line.type] ?? 1), currency),
    }));
    const surcharges: SurchargeLine[] = [
      { code: 'BAF', amount: price(rate * 0.08, currency), unit: 'per_container' },
      { code: 'THC', amount: price(125, currency), unit: 'per_container' },
      { code: 'DOC', amount: price(50, currency), unit: 'per_bl' },
    ];
    if (factor > 1.05)
      surcharges.push({ code: 'ISPS', amount: price(12, currency), unit: 'per_container' });
    return { freight, surcharges };
  }
  const freight: FreightLine[] = [
    { unit: 'cbm', amount: price(Math.max(12, (rate / 55) * factor), currency) },
  ];
  const surcharges: SurchargeLine[] = [
    { code: 'THC', amount: price(8, currency), unit: 'per_cbm' },
    { code: 'DOC', amount: price(35, currency), unit: 'per_bl' },
  ];
  if (factor < 1) surcharges.push({ code: 'CAF', amount: price(3, currency), unit: 'per_cbm' });
  return { freight, surcharges };
}

const DAY_MS = 24 * 60 * MINUTE;
const date = (ms: number) => new Date(ms + 8 * 60 * MINUTE).toISOString().slice(0, 10);

/**
 * The bids addBid made, by tender, for each database it seeded: an award settles its tender's bids
 * without reading every bid of the database (hundreds of awards over a thousand bids a reseed).
 */
const madeBids = new WeakMap<Db, Map<string, BidRow[]>>();

function bidsMadeOn(db: Db, tenderId: string): BidRow[] {
  let byTender = madeBids.get(db);
  if (!byTender) {
    byTender = new Map();
    madeBids.set(db, byTender);
  }
  let bids = byTender.get(tenderId);
  if (!bids) {
    bids = [];
    byTender.set(tenderId, bids);
  }
  return bids;
}

export function addBid(db: Db, tender: TenderRow, bidder: MemberRow, spec: BidSpec): BidRow {
  const { freight, surcharges } = spec.lines ?? pricing(tender, spec.currency, spec.factor);
  const total = computeBidTotal(sizeOf(tender), { freight, surcharges });
  if (!total.ok) throw new Error(`seed bid on ${tender.id} does not total`);
  const [, transit] = laneOf(tender.pod);
  const readyAt = Date.parse(`${tender.readyDate}T00:00:00+08:00`);
  const bid: BidRow = {
    id: nextId(db, 'bid', 10000),
    bidNo: businessNo(db, 'B', spec.createdAt),
    tenderId: tender.id,
    bidderId: bidder.id,
    enterpriseId: bidder.enterpriseId,
    currency: spec.currency,
    freight,
    surcharges,
    total: total.total,
    carrier: spec.carrier,
    transitDays: Math.max(1, Math.round(transit * (2.1 - spec.factor))),
    etd: date(readyAt + 2 * DAY_MS),
    validUntil: date(readyAt + 14 * DAY_MS),
    freeDays: spec.factor < 1 ? 7 : 14,
    ...(spec.remarks ? { remarks: spec.remarks } : {}),
    status: spec.status ?? 'submitted',
    revision: 0,
    createdAt: spec.createdAt,
    updatedAt: spec.updatedAt ?? spec.createdAt,
  };
  db.bids[bid.id] = bid;
  bidsMadeOn(db, tender.id).push(bid);
  return bid;
}

/**
 * Awards `winner` at `at`: the other live bids lose; the order is `unpaid`, `paid` (by WeChat Pay,
 * `paidAfter` minutes later) or `cancelled` (timeout).
 */
export function awardSeed(
  db: Db,
  tender: TenderRow,
  winner: BidRow,
  at: number,
  outcome: 'unpaid' | 'paid' | 'cancelled',
  paidAfter = 6,
): OrderRow {
  for (const bid of bidsMadeOn(db, tender.id)) {
    if (bid.status !== 'submitted') continue;
    bid.status = bid.id === winner.id ? 'won' : 'lost';
    bid.updatedAt = at;
  }
  const expiresAt = at + ORDER_PAY_WINDOW_MINUTES * MINUTE;
  const order: OrderRow = {
    orderNo: businessNo(db, 'O', at),
    tenderId: tender.id,
    bidId: winner.id,
    payerId: tender.issuerId,
    payerEnterpriseId: tender.enterpriseId,
    payeeId: winner.bidderId,
    payeeEnterpriseId: winner.enterpriseId,
    amount: winner.total,
    currency: winner.currency,
    lines: bidLines(tender, winner),
    status: outcome,
    createdAt: at,
    expiresAt,
    ...(outcome === 'cancelled'
      ? { cancelledAt: expiresAt, cancelReason: 'timeout' as const }
      : {}),
  };
  db.orders[order.orderNo] = order;
  if (outcome === 'paid') {
    const paidAt = at + paidAfter * MINUTE;
    order.paidAt = paidAt;
    if (order.currency !== 'CNY') order.yuanRate = exchangeRate(order.currency, 'CNY');
    const paymentNo = businessNo(db, 'P', paidAt, 6);
    db.payments[paymentNo] = {
      paymentNo,
      orderNo: order.orderNo,
      method: 'wechat',
      amount: order.amount,
      currency: order.currency,
      status: 'succeeded',
      requestIds: [`seed-${order.orderNo}`],
      createdAt: paidAt - MINUTE,
      paidAt,
    };
  }
  Object.assign(tender, {
    status: 'awarded',
    awardedBidId: winner.id,
    awardedAt: at,
    orderNo: order.orderNo,
  });
  return order;
}

/** `count` distinct items of `items`, in random order. */
export function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  }
  return picked;
}
