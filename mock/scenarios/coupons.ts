import { addDays } from '@/contract/common/calendar';
import { fromCents, toCents } from '@/contract/common/money';
import { ORDER_PAY_WINDOW_MINUTES } from '@/contract/order/types';

import { seededRng, type Rng } from '../core/rand';
import { nextId, businessNo } from '../core/schema';
import { DAY, HOUR, MINUTE, cstDate, startOfCstDay } from '../core/time';
import { issueCoupon } from '../domains/coupon/issue';
import { couponWindow } from '../domains/coupon/validity';
import { orderPayable } from '../domains/order/payable';
import {
  SEED_ISSUER_MEMBERS,
  TEMPLATE_PLANS,
  type SeedIssuer,
  type TemplatePlan,
} from './coupons-data';
import { DEMO_TENDERS } from './trade-demo';

import type { Db } from '../core/schema';
import type { CouponRow, CouponTemplateRow } from '../domains/coupon/schema';
import type { MemberRow } from '../domains/member/schema';
import type { OrderRow } from '../domains/order/schema';

/** The coupon seed's own random stream. */
const COUPON_SEED = 20260213;

/** Template ids in TEMPLATE_PLANS order (7001 on). */
export const DEMO_TEMPLATES = {
  /** Forwarder, free USD 100 off from 1,000, date range, active (limit 2). */
  forwarderCash: '7001',
  /** Forwarder, free 5 % off (cap 300) from USD 2,000, 30 days, active (limit 1). */
  forwarderDiscount: '7002',
  /** Forwarder, sold (USD 150) USD 200 off from 3,000, 60 days, active (limit 5). */
  forwarderSold: '7003',
  /** Forwarder, free CNY 500 off from 5,000, active. */
  forwarderCny: '7004',
  /** Forwarder, free USD 50 off from 500, paused. */
  forwarderPaused: '7005',
  /** Forwarder, draft. */
  forwarderDraft: '7006',
  /** Forwarder, ended (its range is over). */
  forwarderEnded: '7007',
  /** Forwarder, active but every coupon claimed. */
  forwarderSoldOut: '7008',
  /** Consolidator, free CNY 100 off from 800, 15 days, active. */
  consolidatorCash: '7009',
  /** Consolidator, sold (USD 5) 10 % off, active. */
  consolidatorSold: '7010',
  /** Consolidator, sold, paused. */
  consolidatorPaused: '7011',
  /** Consolidator, draft. */
  consolidatorDraft: '7012',
  /** Consolidator, ended. */
  consolidatorEnded: '7013',
} as const;

/**
 * The demo shipper's coupons with fixed codes: one of each status. `reserved` is reserved for the
 * unpaid order of DEMO_TENDERS.awardedUnpaid (paid to the demo forwarder), where `unused` is
 * usable too; `used` paid the order of DEMO_TENDERS.awardedPaid.
 */
export const DEMO_COUPONS = {
  /** Forwarder's USD 100 off from 1,000 (7001), claimed 5 days ago. */
  unused: 'YH7K2MQ4RT8W',
  /** Forwarder's 5 % off, at most USD 300 (7002), reserved for the unpaid demo order. */
  reserved: 'YH5P9XC3NV6D',
  /** Forwarder's USD 50 off (7005), used on the paid demo order. */
  used: 'YH3RA8TZ5MKE',
  /** Forwarder's USD 50 off (7005), redeemed offline by the forwarder 3 days ago. */
  redeemed: 'YH6WQ2HG9BJS',
  /** Forwarder's year-end USD 80 off (7007), expired 10 days ago. */
  expired: 'YH4NE7VU2CPX',
} as const;

const DEMO_MEMBERS = { shipper: '1001', forwarder: '1002', consolidator: '1003' } as const;
const memberOf: Record<SeedIssuer, string> = {
  forwarder: DEMO_MEMBERS.forwarder,
  consolidator: DEMO_MEMBERS.consolidator,
  ...SEED_ISSUER_MEMBERS,
};

function addTemplate(db: Db, plan: TemplatePlan, base: number): CouponTemplateRow | undefined {
  const issuer = db.members[memberOf[plan.issuer]];
  if (!issuer) return undefined;
  const today = cstDate(base);
  const [kind, first, last] = plan.validity;
  const createdAt = base - plan.createdDaysAgo * DAY + 9 * HOUR;
  const updatedAt =
    plan.status === 'paused'
      ? base - 2 * DAY + 11 * HOUR
      : plan.status === 'ended' && kind === 'range'
        ? base + (last ?? 0) * DAY + 18 * HOUR
        : createdAt + (plan.status === 'draft' ? 0 : HOUR);
  const template: CouponTemplateRow = {
    id: nextId(db, 'couponTemplate', 7000),
    issuerId: issuer.id,
    enterpriseId: issuer.enterpriseId,
    ...plan.input,
    ...(kind === 'range'
      ? {
          validityKind: 'range',
          validFrom: addDays(today, first),
          validTo: addDays(today, last ?? 0),
        }
      : { validityKind: 'days', validDays: first }),
    status: plan.status,
    createdAt,
    updatedAt,
  };
  db.couponTemplates[template.id] = template;
  return template;
}

/** A coupon with a fixed code (the demo shipper's). */
function giveCoupon(
  db: Db,
  template: CouponTemplateRow | undefined,
  code: string,
  owner: MemberRow,
  claimedAt: number,
): CouponRow | undefined {
  if (!template) return undefined;
  const coupon: CouponRow = {
    code,
    templateId: template.id,
    ownerId: owner.id,
    ownerEnterpriseId: owner.enterpriseId,
    status: 'unused',
    source: 'claimed',
    claimedAt,
    ...couponWindow(template, claimedAt),
  };
  db.coupons[code] = coupon;
  return coupon;
}

/** A coupon pack bought and paid `paidAt` (WeChat Pay), its coupons issued then. */
function paidPack(
  db: Db,
  buyer: MemberRow,
  template: CouponTemplateRow,
  quantity: number,
  paidAt: number,
  rng: Rng,
): CouponRow[] {
  const createdAt = paidAt - 3 * MINUTE;
  const orderNo = businessNo(db, 'O', createdAt);
  const order: OrderRow = {
    orderNo,
    pack: {
      templateId: template.id,
      quantity,
      unitPrice: template.price,
      requestId: `seed-${orderNo}`,
    },
    payerId: buyer.id,
    payerEnterpriseId: buyer.enterpriseId,
    payeeId: template.issuerId,
    payeeEnterpriseId: template.enterpriseId,
    amount: fromCents((toCents(template.price) ?? 0) * quantity),
    currency: template.currency,
    lines: [],
    status: 'paid',
    createdAt,
    expiresAt: createdAt + ORDER_PAY_WINDOW_MINUTES * MINUTE,
    paidAt,
  };
  db.orders[orderNo] = order;
  const paymentNo = businessNo(db, 'P', paidAt, 6);
  db.payments[paymentNo] = {
    paymentNo,
    orderNo,
    method: rng.next() < 0.6 ? 'wechat' : 'alipay',
    amount: order.amount,
    currency: order.currency,
    status: 'succeeded',
    requestIds: [`seed-${orderNo}`],
    createdAt: paidAt - MINUTE,
    paidAt,
  };
  return Array.from({ length: quantity }, () =>
    issueCoupon(
      db,
      template,
      {
        ownerId: buyer.id,
        ownerEnterpriseId: buyer.enterpriseId,
        source: 'bought',
        packOrderNo: orderNo,
        rng,
      },
      paidAt,
    ),
  );
}

/** A moment in [from, to] on the minute. */
const between = (rng: Rng, from: number, to: number) =>
  Math.floor((from + rng.next() * Math.max(0, to - from)) / MINUTE) * MINUTE;

/** Seeded shippers claim (or buy, for sold templates) `plan.issued` coupons; the issuer redeems some. */
function seedHolders(
  db: Db,
  rng: Rng,
  template: CouponTemplateRow,
  plan: TemplatePlan,
  shippers: MemberRow[],
  now: number,
): void {
  const free = (toCents(template.price) ?? 0) === 0;
  const taken = new Map<string, number>();
  const end = Math.min(now - HOUR, couponWindow(template, template.createdAt).validTo - HOUR);
  const issued: CouponRow[] = [];
  for (let tries = 0; issued.length < plan.issued && tries < 200; tries += 1) {
    const buyer = rng.pick(shippers);
    const room = template.perUserLimit - (taken.get(buyer.id) ?? 0);
    if (room <= 0) continue;
    const at = between(rng, template.createdAt + HOUR, end);
    const quantity = free ? 1 : Math.min(room, rng.int(1, 3), plan.issued - issued.length);
    taken.set(buyer.id, (taken.get(buyer.id) ?? 0) + quantity);
    if (free) {
      issued.push(
        issueCoupon(
          db,
          template,
          { ownerId: buyer.id, ownerEnterpriseId: buyer.enterpriseId, source: 'claimed', rng },
          at,
        ),
      );
    } else {
      issued.push(...paidPack(db, buyer, template, quantity, at, rng));
    }
  }
  for (const coupon of issued.slice(0, plan.redeemed)) {
    const from = Math.max(coupon.claimedAt, coupon.validFrom) + HOUR;
    const to = Math.min(coupon.validTo, now) - HOUR;
    if (to <= from) continue;
    coupon.status = 'used';
    coupon.usedAt = between(rng, from, to);
    coupon.redeemedBy = template.issuerId;
  }
}

/** The demo shipper's coupons: one of each status, some usable on its unpaid order. */
function seedDemoShipper(
  db: Db,
  rng: Rng,
  templates: Map<string, CouponTemplateRow>,
  base: number,
): void {
  const shipper = db.members[DEMO_MEMBERS.shipper];
  if (!shipper) return;
  const t = (id: string) => templates.get(id);
  // Every coupon below is the shipper's, of a demo template, claimed at a fixed demo moment.
  const give = (template: string, code: string, claimedAt: number) =>
    giveCoupon(db, t(template), code, shipper, claimedAt);
  const orderOf = (tenderId: string) => db.orders[db.tenders[tenderId]?.orderNo ?? ''];
  give(DEMO_TEMPLATES.forwarderCash, DEMO_COUPONS.unused, base - 5 * DAY + 10 * HOUR);
  const unpaid = orderOf(DEMO_TENDERS.awardedUnpaid);
  const reserved = give(
    DEMO_TEMPLATES.forwarderDiscount,
    DEMO_COUPONS.reserved,
    base - 3 * DAY + 15 * HOUR,
  );
  if (unpaid?.status === 'unpaid' && reserved) {
    reserved.status = 'reserved';
    reserved.orderNo = unpaid.orderNo;
    unpaid.couponCode = reserved.code;
  }
  const paid = orderOf(DEMO_TENDERS.awardedPaid);
  const used = give(DEMO_TEMPLATES.forwarderPaused, DEMO_COUPONS.used, base - 7 * DAY + 9 * HOUR);
  if (paid?.status === 'paid' && paid.paidAt !== undefined && used) {
    Object.assign(used, { status: 'used', orderNo: paid.orderNo, usedAt: paid.paidAt });
    paid.couponCode = used.code;
    // The seeded payment charged the payable: the amount less the coupon.
    for (const payment of Object.values(db.payments)) {
      if (payment.orderNo === paid.orderNo) payment.amount = orderPayable(db, paid);
    }
  }
  const redeemed = give(
    DEMO_TEMPLATES.forwarderPaused,
    DEMO_COUPONS.redeemed,
    base - 6 * DAY + 16 * HOUR,
  );
  if (redeemed) {
    Object.assign(redeemed, {
      status: 'used',
      usedAt: base - 3 * DAY + 15 * HOUR + 30 * MINUTE,
      redeemedBy: DEMO_MEMBERS.forwarder,
    });
  }
  give(DEMO_TEMPLATES.forwarderEnded, DEMO_COUPONS.expired, base - 40 * DAY + 11 * HOUR);
  // More to show: bought ones, other issuers', another expired one.
  const sold = t(DEMO_TEMPLATES.forwarderSold);
  if (sold) paidPack(db, shipper, sold, 2, base - 4 * DAY + 14 * HOUR, rng);
  const more: [string | undefined, number][] = [
    [DEMO_TEMPLATES.consolidatorCash, base - 2 * DAY + 10 * HOUR],
    [DEMO_TEMPLATES.consolidatorEnded, base - 30 * DAY + 10 * HOUR],
    [
      [...templates.values()].find((row) => row.issuerId === SEED_ISSUER_MEMBERS.jinqiao)?.id,
      base - DAY + 16 * HOUR,
    ],
  ];
  for (const [id, at] of more) {
    const template = id ? t(id) : undefined;
    if (!template) continue;
    issueCoupon(
      db,
      template,
      { ownerId: shipper.id, ownerEnterpriseId: shipper.enterpriseId, source: 'claimed', rng },
      at,
    );
  }
}

/**
 * Coupon templates of every kind and state from the demo forwarder and consolidator and three
 * seeded companies (TEMPLATE_PLANS, ids 7001 on); the demo shipper's coupons (DEMO_COUPONS);
 * coupons claimed, bought (paid packs) and redeemed by seeded shippers. Dates are relative to 00:00
 * China time of `now`, so the same day gives the same data.
 */
export function seedCoupons(db: Db, now: number): void {
  const rng = seededRng(COUPON_SEED);
  const base = startOfCstDay(now);
  const templates = new Map<string, CouponTemplateRow>();
  const plans = new Map<string, TemplatePlan>();
  for (const plan of TEMPLATE_PLANS) {
    const template = addTemplate(db, plan, base);
    if (!template) continue;
    templates.set(template.id, template);
    plans.set(template.id, plan);
  }
  seedDemoShipper(db, rng, templates, base);
  const shippers = Object.values(db.members)
    .filter((row) => row.userType === 1 && Number(row.id) > 1100 && Number(row.id) < 1300)
    .sort((a, b) => Number(a.id) - Number(b.id));
  if (shippers.length === 0) return;
  for (const [id, template] of templates) {
    const plan = plans.get(id);
    if (plan && plan.issued > 0) seedHolders(db, rng, template, plan, shippers, now);
  }
}
