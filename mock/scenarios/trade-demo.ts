import type { Currency } from '@/contract/common/trade';
import { ORDER_PAY_WINDOW_MINUTES } from '@/contract/order/types';

import { DAY, HOUR, MINUTE, cstDate } from '../core/time';
import { addBid, addTender, awardSeed, type TenderSpec } from './trade-build';

import type { Db } from '../core/schema';
import type { BidRow } from '../domains/bid/schema';
import type { MemberRow } from '../domains/member/schema';

/**
 * The demo accounts' trade data, created first so the ids are fixed (page tests rely on them).
 * Dates are relative to the start of today (China time), so the open tenders stay open; the unpaid
 * order is re-dated to two minutes before every (re)seed.
 */
export const DEMO_TENDERS = {
  /** open FCL Ningbo → Los Angeles, 2×40HQ + 1×20GP, USD, budget 9800; bids: forwarder (USD), CNY, EUR, USD, one withdrawn. */
  openFcl: '5001',
  /** open LCL Ningbo → Singapore, 12.5 cbm, CNY; bids: consolidator (CNY), USD, EUR; the forwarder's withdrawn. */
  openLcl: '5002',
  /** open FCL Shanghai → Rotterdam, no bids yet. */
  openNoBids: '5003',
  /** closed 2 days ago (still awardable), FCL Ningbo → Hamburg; the forwarder's bid is submitted. */
  closedAwardable: '5004',
  /** awarded to the forwarder two minutes before the seed: order UNPAID (payer: shipper). */
  awardedUnpaid: '5005',
  /** awarded to the forwarder 5 days ago: order PAID. */
  awardedPaid: '5006',
  /** cancelled; the forwarder's bid is lost. */
  cancelled: '5007',
  /** awarded to another forwarder (paid); the forwarder's bid is lost. */
  awardedToOther: '5008',
  /** closed 12 days ago: beyond the 7-day award window. */
  closedExpired: '5009',
  /** LCL awarded to the consolidator: order PAID. */
  lclAwardedConsolidator: '5010',
} as const;

type Who = 'forwarder' | 'consolidator' | 'f1' | 'f2' | 'f3' | 'f4' | 'c1';
/** [bidder, currency, price factor, carrier, created (ms after 00:00 today), status, updated]. */
type BidPlan = [Who, Currency, number, string, number, BidRow['status']?, number?];

interface Plan {
  title: string;
  lane: [pol: string, pod: string];
  /** FCL containers, or LCL [volume, weight, packages]. */
  size: TenderSpec['containers'] | [string, string, number];
  cargo: [name: string, hsCode: string];
  created: number;
  deadline: number;
  extra?: Partial<TenderSpec>;
  bids?: BidPlan[];
  /** Index of the winning bid, when (ms after 00:00 today, or 'recent'), the order's outcome. */
  award?: [number, number | 'recent', 'unpaid' | 'paid', number];
  cancelledAt?: number;
}

const d = (days: number, hours = 0) => days * DAY + hours * HOUR;

const PLANS: Plan[] = [
  {
    title: '宁波至洛杉矶整箱运输招标 - 小家电',
    lane: ['CNNGB', 'USLAX'],
    size: [
      { type: '40HQ', quantity: 2 },
      { type: '20GP', quantity: 1 },
    ],
    cargo: ['家用电风扇及小家电', '841451'],
    created: d(-2, 10),
    deadline: d(5, 17),
    extra: {
      budget: '9800',
      remarks: '要求直航，周班；目的港需含 THC。Direct weekly service preferred.',
    },
    bids: [
      ['forwarder', 'USD', 1, 'COSU', d(-1, 9)],
      ['f1', 'CNY', 0.93, 'MSCU', d(-1, 11)],
      ['f2', 'EUR', 0.97, 'CMDU', d(-1, 15)],
      ['f3', 'USD', 1.12, 'ONEY', d(0, -20)],
      ['f4', 'USD', 1.2, 'EGLV', d(-2, 18), 'withdrawn', d(0, -10)],
    ],
  },
  {
    title: '宁波至新加坡拼箱 - 五金配件',
    lane: ['CNNGB', 'SGSIN'],
    size: ['12.5', '3260.5', 86],
    cargo: ['五金配件', '830241'],
    created: d(-3, 14),
    deadline: d(3, 18),
    extra: { currency: 'CNY', incoterm: 'CIF' },
    bids: [
      ['consolidator', 'CNY', 0.95, 'SITC', d(-2, 10)],
      ['c1', 'USD', 1.02, 'PCIU', d(-2, 16)],
      ['f1', 'EUR', 1.1, 'OOLU', d(-1, 8)],
      ['forwarder', 'CNY', 1.05, 'COSU', d(-2, 9), 'withdrawn', d(-1, 9)],
    ],
  },
  {
    title: '上海至鹿特丹整箱 - 电动工具',
    lane: ['CNSHA', 'NLRTM'],
    size: [{ type: '40HQ', quantity: 1 }],
    cargo: ['电动工具', '846729'],
    created: d(0, -5),
    deadline: d(9, 17),
    extra: { incoterm: 'FCA' },
  },
  {
    title: 'Ningbo to Hamburg FCL - LED lighting',
    lane: ['CNNGB', 'DEHAM'],
    size: [{ type: '40GP', quantity: 2 }],
    cargo: ['LED lighting fixtures', '940542'],
    created: d(-8, 10),
    deadline: d(-2, 17),
    bids: [
      ['forwarder', 'USD', 0.98, 'HLCU', d(-4, 10)],
      ['f2', 'EUR', 0.94, 'MAEU', d(-3, 10)],
      ['f3', 'CNY', 1.06, 'YMLU', d(-3, 16)],
    ],
  },
  {
    title: '宁波至长滩整箱 - 户外家具',
    lane: ['CNNGB', 'USLGB'],
    size: [{ type: '40HQ', quantity: 3 }],
    cargo: ['户外家具', '940379'],
    created: d(-6, 9),
    deadline: d(-1, 17),
    extra: { budget: '8000' },
    bids: [
      ['forwarder', 'USD', 0.96, 'COSU', d(-3, 10)],
      ['f1', 'USD', 1.04, 'MSCU', d(-3, 14)],
    ],
    award: [0, 'recent', 'unpaid', 0],
  },
  {
    title: '上海至安特卫普整箱 - 陶瓷餐具',
    lane: ['CNSHA', 'BEANR'],
    size: [{ type: '20GP', quantity: 2 }],
    cargo: ['陶瓷餐具', '691110'],
    created: d(-12, 9),
    deadline: d(-6, 17),
    bids: [
      ['forwarder', 'USD', 0.92, 'CMDU', d(-9, 10)],
      ['f4', 'USD', 1.01, 'HDMU', d(-8, 10)],
    ],
    award: [0, d(-5, 10), 'paid', 12],
  },
  {
    title: '宁波至悉尼整箱 - 竹制家居用品',
    lane: ['CNNGB', 'AUSYD'],
    size: [{ type: '40GP', quantity: 1 }],
    cargo: ['竹制家居用品', '442191'],
    created: d(-10, 9),
    deadline: d(-4, 17),
    bids: [['forwarder', 'USD', 1, 'ONEY', d(-8, 9), 'lost', d(-6)]],
    cancelledAt: d(-6),
  },
  {
    title: '深圳盐田至迪拜整箱 - 锂离子电池',
    lane: ['CNYTN', 'AEJEA'],
    size: [{ type: '20GP', quantity: 4 }],
    cargo: ['锂离子电池（UN3480）', '850760'],
    created: d(-15, 9),
    deadline: d(-9, 17),
    extra: { cargoType: 'dangerous', currency: 'CNY' },
    bids: [
      ['forwarder', 'CNY', 1.08, 'COSU', d(-12, 9)],
      ['f2', 'CNY', 0.95, 'EGLV', d(-11, 9)],
    ],
    award: [1, d(-8, 11), 'paid', 20],
  },
  {
    title: '青岛至釜山整箱 - 冷冻虾仁',
    lane: ['CNTAO', 'KRPUS'],
    size: [{ type: '40RF', quantity: 2 }],
    cargo: ['冷冻虾仁', '030617'],
    created: d(-18, 9),
    deadline: d(-12, 17),
    extra: { cargoType: 'reefer' },
    bids: [['f3', 'USD', 1, 'SITC', d(-14, 9)]],
  },
  {
    title: 'Ningbo to Jebel Ali LCL - glassware',
    lane: ['CNNGB', 'AEJEA'],
    size: ['6.875', '1420', 54],
    cargo: ['Glassware', '701337'],
    created: d(-14, 9),
    deadline: d(-7, 17),
    bids: [
      ['consolidator', 'USD', 0.97, 'PCIU', d(-10, 9)],
      ['c1', 'USD', 1.03, 'WHLC', d(-9, 9)],
    ],
    award: [0, d(-6, 15), 'paid', 8],
  },
];

export interface DemoParties {
  shipper: MemberRow;
  forwarder: MemberRow;
  consolidator: MemberRow;
  /** Seeded type-2 bidders (at least 4) and type-3 bidders (at least 1). */
  forwarders: MemberRow[];
  consolidators: MemberRow[];
}

function tenderSpec(plan: Plan, base: number, now: number): TenderSpec {
  const deadline = base + plan.deadline;
  const lcl = plan.size.length === 3 && typeof plan.size[0] === 'string';
  const [volumeCbm, weightKg, packages] = plan.size as [string, string, number];
  return {
    title: plan.title,
    shipmentType: lcl ? 'LCL' : 'FCL',
    pol: plan.lane[0],
    pod: plan.lane[1],
    containers: lcl ? [] : (plan.size as TenderSpec['containers']),
    ...(lcl ? { volumeCbm, weightKg, packages } : {}),
    cargoName: plan.cargo[0],
    hsCode: plan.cargo[1],
    cargoType: 'general',
    incoterm: 'FOB',
    readyDate: cstDate(deadline + 7 * DAY),
    bidDeadline: deadline,
    currency: 'USD',
    attachments: [],
    status: deadline > now ? 'open' : 'closed',
    createdAt: base + plan.created,
    ...(deadline <= now ? { closedAt: deadline } : {}),
    ...plan.extra,
  };
}

export function seedDemoTrade(db: Db, parties: DemoParties, now: number, base: number): void {
  const [f1, f2, f3, f4] = parties.forwarders;
  const who: Record<Who, MemberRow | undefined> = {
    ...parties,
    f1,
    f2,
    f3,
    f4,
    c1: parties.consolidators[0],
  };
  for (const plan of PLANS) {
    const tender = addTender(db, parties.shipper, tenderSpec(plan, base, now));
    const bids = (plan.bids ?? []).map(
      ([bidder, currency, factor, carrier, created, status, updated]) =>
        addBid(db, tender, who[bidder] as MemberRow, {
          currency,
          factor,
          carrier,
          createdAt: base + created,
          ...(status ? { status } : {}),
          ...(updated !== undefined ? { updatedAt: base + updated } : {}),
        }),
    );
    if (plan.award) {
      const [index, at, outcome, paidAfter] = plan.award;
      const time = at === 'recent' ? now - 2 * MINUTE : base + at;
      awardSeed(db, tender, bids[index] as BidRow, time, outcome, paidAfter);
    }
    if (plan.cancelledAt !== undefined) {
      tender.status = 'cancelled';
      tender.cancelledAt = base + plan.cancelledAt;
      delete tender.closedAt;
    }
  }
}

/** The demo's unpaid order was created two minutes before the (re)seed, so it has not expired. */
export function freshenDemoAward(db: Db, now: number): void {
  const tender = db.tenders[DEMO_TENDERS.awardedUnpaid];
  const order = tender?.orderNo ? db.orders[tender.orderNo] : undefined;
  if (!tender || !order) return;
  const at = now - 2 * MINUTE;
  tender.awardedAt = at;
  Object.assign(order, { createdAt: at, expiresAt: at + ORDER_PAY_WINDOW_MINUTES * MINUTE });
  for (const bid of Object.values(db.bids)) {
    if (bid.tenderId === tender.id && (bid.status === 'won' || bid.status === 'lost')) {
      bid.updatedAt = at;
    }
  }
}
