/**
 * The demo accounts' year of trade before the live seed: tenders the demo shipper issued and paid
 * for in each of the 11 months before this one, tenders of seeded shippers the demo forwarder and
 * consolidator bid on (won, lost, withdrawn; the wins paid to them), and coupons of a past campaign
 * of each carrier redeemed on those orders or at the counter. Deterministic from its own seed, dated
 * from 00:00 China time of the seed day; the tenders run on lanes the market has a rate history
 * for, so their awarded prices can be set against the index of their week.
 */
import { addDays } from '@/contract/common/calendar';
import { fromCents, multiplyCents, toCents } from '@/contract/common/money';
import type { ContainerLine, Currency, FreightLine, SurchargeLine } from '@/contract/common/trade';
import { discountCents } from '@/contract/coupon/discount';
import { weekOf } from '@/contract/market/rate-index';
import { tenderUnits } from '@/contract/tender/market';

import { seededRng, type Rng } from '../core/rand';
import { nextId } from '../core/schema';
import { DAY, HOUR, MINUTE, cstDate, startOfCstDay } from '../core/time';
import { issueCoupon } from '../domains/coupon/issue';
import { couponWindow } from '../domains/coupon/validity';
import { issuedFields } from '../domains/invoice/answers';
import { addOrderApplication } from '../domains/invoice/seed';
import { laneIndexReader, type LaneIndexReader } from '../domains/market/rate-index';
import { exchangeRate } from '../domains/reference/data-exchange-rates';
import { addBid, addTender, awardSeed, pickSome } from './trade-build';
import { SEED_CARGO } from './trade-data';

import type { Db } from '../core/schema';
import type { CouponTemplateRow } from '../domains/coupon/schema';
import type { MemberRow } from '../domains/member/schema';
import type { TenderRow } from '../domains/tender/schema';

/** The history's own random stream (the other seeds' streams are never touched). */
const HISTORY_SEED = 20261128;
/** Months before the seed day's month that get a history. */
export const HISTORY_MONTHS = 11;
const CARRIERS = ['COSU', 'MSCU', 'MAEU', 'CMDU', 'ONEY', 'EGLV', 'HLCU'];
const DEMO = { shipper: '1001', forwarder: '1002', consolidator: '1003' } as const;

interface Lane {
  pol: string;
  pod: string;
  lcl: boolean;
}

/** The lanes with a rate history (past listings), each with its shipment type, in a fixed order. */
function historyLanes(db: Db): Lane[] {
  const found = new Map<string, Lane>();
  for (const row of Object.values(db.pastListings)) {
    const key = `${row.pol}-${row.pod}-${row.shipmentType}`;
    if (!found.has(key))
      found.set(key, { pol: row.pol, pod: row.pod, lcl: row.shipmentType === 'LCL' });
  }
  return [...found.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, lane]) => lane);
}

/** Container types the index prices (its history has these), 1–4 of one or two types. */
function containers(rng: Rng): ContainerLine[] {
  const types = pickSome(rng, ['20GP', '40GP', '40HQ'] as const, rng.next() < 0.3 ? 2 : 1);
  return types.map((type) => ({ type, quantity: rng.int(1, 4) }));
}

/** A closed tender on `lane`, issued `issuedAt`, its bidding over five days later. */
function pastTender(db: Db, rng: Rng, issuer: MemberRow, lane: Lane, issuedAt: number): TenderRow {
  const cargo = rng.pick(SEED_CARGO.filter((item) => item.cargoType !== 'reefer'));
  const deadline = issuedAt + 5 * DAY;
  const currency: Currency = rng.next() < 0.75 ? 'USD' : 'CNY';
  return addTender(db, issuer, {
    title: `${cargo.zh} ${lane.pol}-${lane.pod}${lane.lcl ? ' 拼箱' : ' 整箱'}`,
    shipmentType: lane.lcl ? 'LCL' : 'FCL',
    pol: lane.pol,
    pod: lane.pod,
    containers: lane.lcl ? [] : containers(rng),
    ...(lane.lcl
      ? {
          volumeCbm: String(rng.int(5, 24)),
          weightKg: String(rng.int(800, 6000)),
          packages: rng.int(10, 90),
        }
      : {}),
    cargoName: cargo.zh,
    cargoType: cargo.cargoType,
    hsCode: cargo.hsCode,
    incoterm: 'FOB',
    readyDate: cstDate(deadline + 7 * DAY),
    bidDeadline: deadline,
    currency,
    attachments: [],
    status: 'closed',
    createdAt: issuedAt,
    closedAt: deadline,
  });
}

/**
 * A bid's price level against the lane index median: most within 6 % of it, about one in seven
 * 7–15 % under it and as many 7–15 % over it, so the awarded prices sit around the market.
 */
function marketFactor(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.15) return 1 - rng.int(7, 15) / 100;
  if (roll < 0.3) return 1 + rng.int(7, 15) / 100;
  return 1 + rng.int(-6, 6) / 100;
}

/** Charges a history bid adds to its freight, in US dollar cents: per container or cbm, and per B/L. */
const CHARGES = {
  FCL: { perUnit: 12_500, perBl: 5_000 },
  LCL: { perUnit: 800, perBl: 3_500 },
} as const;

/** Steps a history bid's amounts are rounded to, in cents of their currency: whole containers, cbm. */
const STEP_CENTS: Record<'container' | 'cbm', Record<Currency, number>> = {
  container: { USD: 500, CNY: 1_000, EUR: 500 },
  cbm: { USD: 50, CNY: 100, EUR: 50 },
};

/** US dollar cents in `currency` at the stored rate of the day, to `step` cents (never below one step). */
function inCurrency(usdCents: number, currency: Currency, step: number): string {
  const cents = multiplyCents(usdCents, exchangeRate('USD', currency));
  return fromCents(Math.max(step, Math.round(cents / step) * step));
}

/**
 * A bid's lines priced off the lane index of the tender's issue week, so that its total is about
 * `factor` times the market's median for the tender's size: each unit's freight is its median
 * all-in price (which holds the per-unit charges) times `factor`, less the per-unit handling charge
 * listed beside it and the unit's share of the per-B/L fee; a quarter of the median at the least (a
 * small LCL shipment's fees put it above the market, as they do). Undefined when a unit's week is a
 * gap.
 */
function marketLines(
  readIndex: LaneIndexReader,
  tender: TenderRow,
  currency: Currency,
  factor: number,
): { freight: FreightLine[]; surcharges: SurchargeLine[] } | undefined {
  const week = weekOf(cstDate(tender.createdAt));
  const lcl = tender.shipmentType === 'LCL';
  const { perUnit, perBl } = CHARGES[tender.shipmentType];
  const step = STEP_CENTS[lcl ? 'cbm' : 'container'][currency];
  const units = tenderUnits(tender);
  const size = units.reduce((sum, { quantity }) => sum + Number(quantity), 0);
  const freight: FreightLine[] = [];
  for (const { unit } of units) {
    const median = readIndex(tender, unit, [week])[0]?.medianCents;
    if (median === undefined) return undefined;
    const cents = Math.round(median * factor - perUnit - perBl / Math.max(1, size));
    freight.push({
      unit,
      amount: inCurrency(Math.max(Math.round(median / 4), cents), currency, step),
    });
  }
  const surcharges: SurchargeLine[] = [
    {
      code: 'THC',
      amount: inCurrency(perUnit, currency, STEP_CENTS.cbm[currency]),
      unit: lcl ? 'per_cbm' : 'per_container',
    },
    { code: 'DOC', amount: inCurrency(perBl, currency, step), unit: 'per_bl' },
  ];
  return { freight, surcharges };
}

/**
 * Bids from `bidders` (the first one's withdrawn a few hours later when `withdrawFirst`), then the
 * award to `winnerOf` of the standing bids, paid a few hours later.
 */
function bidAndAward(
  db: Db,
  rng: Rng,
  readIndex: LaneIndexReader,
  tender: TenderRow,
  bidders: MemberRow[],
  winnerOf: (standing: ReturnType<typeof addBid>[]) => ReturnType<typeof addBid>,
  withdrawFirst = false,
): ReturnType<typeof awardSeed> | undefined {
  const bids = bidders.map((bidder, index) => {
    const currency = rng.next() < 0.8 ? tender.currency : 'USD';
    const factor = marketFactor(rng);
    const lines = marketLines(readIndex, tender, currency, factor);
    return addBid(db, tender, bidder, {
      currency,
      factor,
      ...(lines ? { lines } : {}),
      carrier: rng.pick(CARRIERS),
      createdAt: tender.createdAt + (index + 1) * 7 * HOUR,
      ...(withdrawFirst && index === 0
        ? { status: 'withdrawn' as const, updatedAt: tender.createdAt + (index + 4) * 7 * HOUR }
        : {}),
    });
  });
  const standing = bids.filter((bid) => bid.status === 'submitted');
  if (standing.length === 0) return undefined;
  const winner = winnerOf(standing);
  return awardSeed(
    db,
    tender,
    winner,
    tender.bidDeadline + rng.int(2, 30) * HOUR,
    'paid',
    rng.int(5, 240),
  );
}

/** A carrier's past campaign: a free cash coupon, over the history's months, ended a month ago. */
function pastCampaign(
  db: Db,
  issuer: MemberRow,
  base: number,
  currency: 'USD' | 'CNY',
): CouponTemplateRow {
  const today = cstDate(base);
  const from = addDays(today, -(HISTORY_MONTHS + 1) * 30);
  const template: CouponTemplateRow = {
    id: nextId(db, 'couponTemplate', 7000),
    issuerId: issuer.id,
    enterpriseId: issuer.enterpriseId,
    name: currency === 'USD' ? '往期活动 立减 USD 60' : '往期活动 立减 ¥400',
    kind: 'cash',
    currency,
    faceValue: currency === 'USD' ? '60' : '400',
    threshold: currency === 'USD' ? '600' : '4000',
    totalQuantity: 400,
    perUserLimit: 3,
    price: '0',
    validityKind: 'range',
    validFrom: from,
    validTo: addDays(today, -30),
    status: 'ended',
    createdAt: base - (HISTORY_MONTHS + 1) * 30 * DAY - 2 * DAY,
    updatedAt: base - 29 * DAY,
  };
  db.couponTemplates[template.id] = template;
  return template;
}

/**
 * Coupons of the past campaigns each member holds, by `${template}/${member}`: the campaigns are
 * the history's own, so every coupon of theirs is one redeem() issued.
 */
type Holdings = Map<string, number>;

const holding = (template: CouponTemplateRow, owner: MemberRow) => `${template.id}/${owner.id}`;

/** Whether `owner` may still hold one more coupon of `template` (its per-member limit). */
function hasRoom(held: Holdings, template: CouponTemplateRow, owner: MemberRow): boolean {
  return (held.get(holding(template, owner)) ?? 0) < template.perUserLimit;
}

/**
 * A coupon of `template` to a seeded shipper, claimed a few days before `at` and used at `at`: on
 * `order` (its payment charges the amount less the discount), or, without one, redeemed at the
 * issuer's counter. None when the shipper holds the most the template allows or `at` is past the
 * coupon's validity: the seed keeps the rules the live calls keep.
 */
function redeem(
  db: Db,
  rng: Rng,
  held: Holdings,
  template: CouponTemplateRow,
  owner: MemberRow,
  at: number,
  order?: ReturnType<typeof awardSeed>,
): void {
  const claimedAt = at - rng.int(1, 6) * DAY;
  const window = couponWindow(template, claimedAt);
  if (!hasRoom(held, template, owner) || at < window.validFrom || at > window.validTo) return;
  held.set(holding(template, owner), (held.get(holding(template, owner)) ?? 0) + 1);
  const coupon = issueCoupon(
    db,
    template,
    { ownerId: owner.id, ownerEnterpriseId: owner.enterpriseId, source: 'claimed', rng },
    claimedAt,
  );
  coupon.status = 'used';
  coupon.usedAt = at;
  if (!order) {
    coupon.redeemedBy = template.issuerId;
    return;
  }
  coupon.orderNo = order.orderNo;
  order.couponCode = coupon.code;
  const off = discountCents(template, toCents(order.amount) ?? 0);
  for (const payment of Object.values(db.payments)) {
    if (payment.orderNo === order.orderNo)
      payment.amount = fromCents((toCents(order.amount) ?? 0) - off);
  }
}

/**
 * The demo shipper's past orders invoiced: an application on its default title a day after each
 * payment, issued by the payee the day after. A shipper invoices what it paid as it goes, so only
 * the live seed's orders wait on the invoice page (whose order list the demo journeys go through).
 */
function invoicePast(db: Db, rng: Rng, orders: readonly ReturnType<typeof awardSeed>[]): void {
  for (const order of orders) {
    const title = Object.values(db.invoiceTitles).find(
      (row) => row.memberId === order.payerId && row.isDefault,
    );
    if (!title || order.paidAt === undefined) continue;
    const createdAt = order.paidAt + DAY;
    const row = addOrderApplication(db, order, title, createdAt);
    // The same PDF name on every start, like the rest of the seed.
    const pdfKey = rng.chars(32, '0123456789abcdef');
    Object.assign(row, issuedFields(db, row, order.payeeId, createdAt + DAY, pdfKey));
  }
}

export function seedTradeHistory(db: Db, now: number): void {
  const rng = seededRng(HISTORY_SEED);
  const base = startOfCstDay(now);
  const shipper = db.members[DEMO.shipper];
  const forwarder = db.members[DEMO.forwarder];
  const consolidator = db.members[DEMO.consolidator];
  const lanes = historyLanes(db);
  // The history adds tenders and orders, never prices: the index is read from one pass.
  const readIndex = laneIndexReader(db);
  // The trade seed's companies (members 1101–1299), not the directory's.
  const seeded = (type: number) =>
    Object.values(db.members)
      .filter(
        (member) =>
          member.userType === type && Number(member.id) >= 1101 && Number(member.id) < 1300,
      )
      .sort((a, b) => Number(a.id) - Number(b.id));
  const shippers = seeded(1);
  const forwarders = seeded(2);
  const consolidators = seeded(3);
  if (!shipper || !forwarder || !consolidator || lanes.length === 0 || shippers.length === 0)
    return;
  const fcl = lanes.filter((lane) => !lane.lcl);
  const lcl = lanes.filter((lane) => lane.lcl);
  const shipperLanes = pickSome(rng, fcl, 4).concat(pickSome(rng, lcl, 1));
  const campaigns = {
    [forwarder.id]: pastCampaign(db, forwarder, base, 'USD'),
    [consolidator.id]: pastCampaign(db, consolidator, base, 'CNY'),
  };

  const held: Holdings = new Map();
  const shipperOrders: ReturnType<typeof awardSeed>[] = [];
  for (let back = HISTORY_MONTHS; back >= 1; back -= 1) {
    const dayIn = () => base - (back * 30 + rng.int(0, 26)) * DAY + rng.int(9, 17) * HOUR;
    // The demo shipper's tenders: two to four a month on its usual lanes, the demo forwarder among
    // the bidders on some.
    for (let count = rng.int(2, 4); count > 0; count -= 1) {
      const lane = rng.pick(shipperLanes);
      const tender = pastTender(db, rng, shipper, lane, dayIn());
      const pool = lane.lcl ? [...consolidators, ...forwarders] : forwarders;
      const bidders = pickSome(rng, pool, rng.int(2, 3));
      if (!lane.lcl && rng.next() < 0.4) bidders.push(forwarder);
      const order = bidAndAward(db, rng, readIndex, tender, bidders, (standing) =>
        rng.pick(standing),
      );
      if (order) shipperOrders.push(order);
    }
    // Seeded shippers' tenders the demo carriers bid on: the forwarder on FCL and LCL, the
    // consolidator on LCL only; each wins about two in five.
    for (const carrier of [forwarder, consolidator]) {
      const own = carrier.id === forwarder.id ? lanes : lcl;
      for (let count = rng.int(3, 6); count > 0; count -= 1) {
        const lane = rng.pick(own);
        const tender = pastTender(db, rng, rng.pick(shippers), lane, dayIn());
        const pool = lane.lcl ? [...consolidators, ...forwarders] : forwarders;
        const bidders = [carrier, ...pickSome(rng, pool, rng.int(1, 3))];
        const withdraw = rng.next() < 0.1;
        const order = bidAndAward(
          db,
          rng,
          readIndex,
          tender,
          bidders,
          (standing) => {
            const mine = standing.find((bid) => bid.bidderId === carrier.id);
            return mine && rng.next() < 0.4 ? mine : rng.pick(standing);
          },
          withdraw,
        );
        const campaign = campaigns[carrier.id];
        const payer = order ? db.members[order.payerId] : undefined;
        // Half of the payers of its wins hold one of its coupons and use it that day: on the order
        // when the order meets its terms, else at its counter. The coupons drawn do not hang on the
        // prices, which follow the index of the weeks before the seed day: the codes stay the same
        // whichever day the seed runs.
        if (order && campaign && payer && order.payeeId === carrier.id && order.paidAt) {
          const fits =
            order.currency === campaign.currency &&
            (toCents(order.amount) ?? 0) >= (toCents(campaign.threshold) ?? 0);
          if (rng.next() < 0.5)
            redeem(db, rng, held, campaign, payer, order.paidAt, fits ? order : undefined);
        }
      }
      // At the counter: one to three of its campaign's coupons a month.
      const campaign = campaigns[carrier.id];
      for (let count = rng.int(1, 3); count > 0 && campaign; count -= 1) {
        const holders = shippers.filter((member) => hasRoom(held, campaign, member));
        if (holders.length === 0) break;
        redeem(db, rng, held, campaign, rng.pick(holders), dayIn() + rng.int(0, 3) * HOUR + MINUTE);
      }
    }
  }
  invoicePast(db, seededRng(HISTORY_SEED + 1), shipperOrders);
}
