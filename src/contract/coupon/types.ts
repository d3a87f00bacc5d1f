import * as v from 'valibot';

import { PartyRefSchema, type Currency } from '@/contract/common/trade';
import type { PageQuery } from '@/contract/http';
import {
  count,
  decimal,
  entityId,
  filled,
  integer,
  isoDate,
  isoDateTime,
  listOf,
  optional,
  text,
  timestamps,
} from '@/contract/schema';
import type { Infer } from '@/contract/schema';

import { couponCodeProblem } from './code';
import { COUPON_LIMITS } from './limits';

/** cash: a face value off; discount: a percentage off, never more than its cap. */
export const COUPON_KINDS = ['cash', 'discount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Coupons are in the currencies orders of tenders are in. */
export const COUPON_CURRENCIES = ['USD', 'CNY'] as const satisfies readonly Currency[];
export type CouponCurrency = (typeof COUPON_CURRENCIES)[number];

/** draft → active ⇄ paused → ended (final). */
export const TEMPLATE_STATUSES = ['draft', 'active', 'paused', 'ended'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export const TEMPLATE_ACTIONS = ['publish', 'pause', 'resume', 'end'] as const;
export type TemplateAction = (typeof TEMPLATE_ACTIONS)[number];

/**
 * unused → reserved (chosen for an unpaid order) → used (order paid) | back to unused (choice
 * changed, order cancelled or expired); unused → used (redeemed offline by the issuer);
 * unused → expired (validity over).
 */
export const COUPON_STATUSES = ['unused', 'reserved', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** range: China calendar days validFrom–validTo, both included; days: validDays days from the claim. */
export const VALIDITY_KINDS = ['range', 'days'] as const;
export type ValidityKind = (typeof VALIDITY_KINDS)[number];

/** How a member came by a coupon. */
export const COUPON_SOURCES = ['claimed', 'bought'] as const;
export type CouponSource = (typeof COUPON_SOURCES)[number];

/** A whole number within [min, max], both included. */
const between = ([min, max]: readonly [number, number]) =>
  v.pipe(integer, v.minValue(min), v.maxValue(max));

/** A code as a coupon carries it: COUPON_CODE_LENGTH characters of COUPON_CODE_ALPHABET. */
const couponCode = v.pipe(
  v.string(),
  v.check((code) => couponCodeProblem(code) === undefined, 'not a coupon code'),
);

/** When coupons of a template are valid. */
export const CouponValiditySchema = v.object({
  validityKind: v.picklist(VALIDITY_KINDS),
  /** range: 'YYYY-MM-DD' (China). */
  validFrom: optional(isoDate),
  validTo: optional(isoDate),
  /** days: 1–365. */
  validDays: optional(between(COUPON_LIMITS.validDays)),
});
export type CouponValidity = Infer<typeof CouponValiditySchema>;

/** What a coupon is worth and when it applies: the part a claimed template freezes. */
export const CouponTermsSchema = v.object({
  kind: v.picklist(COUPON_KINDS),
  currency: v.picklist(COUPON_CURRENCIES),
  /** cash: the amount off. */
  faceValue: optional(decimal),
  /** discount: the share taken off, 1–99 (15 = 15 % off). */
  percent: optional(between(COUPON_LIMITS.percent)),
  /** discount: the most it takes off. */
  cap: optional(decimal),
  /** The least order amount it applies to ('0': any amount). */
  threshold: decimal,
});
export type CouponTerms = Infer<typeof CouponTermsSchema>;

/** What the issuer fills in to create or edit a template. */
export const TemplateInputSchema = v.object({
  ...CouponTermsSchema.entries,
  ...CouponValiditySchema.entries,
  name: filled,
  totalQuantity: count,
  perUserLimit: count,
  /** '0': free, collected in the collection centre; more: sold on the coupon market, per coupon. */
  price: decimal,
  description: optional(text),
});
export type TemplateInput = Infer<typeof TemplateInputSchema>;

export interface SaveTemplateBody extends TemplateInput {
  /** Absent: a new draft. */
  id?: string;
}

export interface ChangeTemplateBody {
  id: string;
  action: TemplateAction;
}

/** How a template stands: each coupon counted once. */
export const TemplateFiguresSchema = v.object({
  /** Coupons issued (claimed, or bought and paid). */
  claimed: count,
  /** Of those, used (paid orders and offline redeems). */
  used: count,
  /** Of those, reserved for an unpaid order. */
  reserved: count,
  /** Held by unpaid coupon-pack orders, not yet issued. */
  held: count,
  /** totalQuantity − claimed − held. */
  remaining: count,
  /** Paid coupon-pack orders, in the template's currency ('0' for free ones). */
  revenue: decimal,
});
export type TemplateFigures = Infer<typeof TemplateFiguresSchema>;

/** A template as its issuer sees it. */
export const CouponTemplateSchema = v.object({
  ...TemplateInputSchema.entries,
  ...TemplateFiguresSchema.entries,
  id: entityId,
  issuer: PartyRefSchema,
  status: v.picklist(TEMPLATE_STATUSES),
  /** Once anything is claimed: kind, values, currency and threshold no longer change. */
  frozen: v.boolean(),
  ...timestamps,
});
export type CouponTemplate = Infer<typeof CouponTemplateSchema>;

/** Claims and uses of one China calendar day. */
export const TemplateDaySchema = v.object({
  date: isoDate,
  claimed: count,
  used: count,
});
export type TemplateDay = Infer<typeof TemplateDaySchema>;

export const TemplateDetailSchema = v.object({
  ...CouponTemplateSchema.entries,
  /** The last 14 days, oldest first. */
  days: listOf(TemplateDaySchema),
});
export type TemplateDetail = Infer<typeof TemplateDetailSchema>;

/**
 * A template on offer (collection centre or coupon market), as any member sees it: these fields of
 * the template, and how many of it the reader has taken.
 */
export const CouponOfferSchema = v.object({
  ...CouponTermsSchema.entries,
  ...CouponValiditySchema.entries,
  ...v.pick(CouponTemplateSchema, [
    'id',
    'name',
    'issuer',
    'price',
    'description',
    'perUserLimit',
    'remaining',
    'status',
  ]).entries,
  /** How many of it the reader holds or has on order (counted against perUserLimit). */
  taken: count,
});
export type CouponOffer = Infer<typeof CouponOfferSchema>;

export interface OfferQuery extends PageQuery {
  issuerId?: string;
  currency?: CouponCurrency;
}

/** A coupon a member holds. */
export const MemberCouponSchema = v.object({
  ...CouponTermsSchema.entries,
  /** 12 characters of COUPON_CODE_ALPHABET. */
  code: couponCode,
  templateId: entityId,
  name: filled,
  issuer: PartyRefSchema,
  status: v.picklist(COUPON_STATUSES),
  /** ISO 8601 with offset: the instants it is usable between (a range template's days, in China time). */
  validFrom: isoDateTime,
  validTo: isoDateTime,
  /** How it was obtained. */
  source: v.picklist(COUPON_SOURCES),
  claimedAt: isoDateTime,
  /** reserved: the unpaid order; used: the paid order (absent when redeemed offline). */
  orderNo: optional(filled),
  /** Expired while reserved for this unpaid order (taken off it then). */
  lapsedOrderNo: optional(filled),
  usedAt: optional(isoDateTime),
  /** used: redeemed offline by the issuer rather than on an order. */
  redeemedByIssuer: optional(v.boolean()),
  description: optional(text),
});
export type MemberCoupon = Infer<typeof MemberCouponSchema>;

export interface MyCouponQuery extends PageQuery {
  status?: CouponStatus;
}

/** How many coupons the member holds, per status (every status, 0 included). */
export const CouponCountsSchema = v.object({
  unused: count,
  reserved: count,
  used: count,
  expired: count,
} satisfies Record<CouponStatus, typeof count>);
export type CouponCounts = Infer<typeof CouponCountsSchema>;

/** A coupon usable on an order, with what it takes off. */
export const UsableCouponSchema = v.object({
  ...MemberCouponSchema.entries,
  discount: decimal,
});
export type UsableCoupon = Infer<typeof UsableCouponSchema>;

export interface ClaimBody {
  templateId: string;
}

export interface BuyBody {
  templateId: string;
  quantity: number;
  /** Made once per click: the same id twice gives the same order. */
  requestId: string;
}

export interface ApplyBody {
  orderNo: string;
  /** null: pay without a coupon (releases the one chosen). */
  code: string | null;
}

/**
 * A coupon as its issuer sees it at the counter: these fields of the member's coupon, and the
 * owner's enterprise, never more.
 */
export const CouponCheckSchema = v.object({
  ...CouponTermsSchema.entries,
  ...v.pick(MemberCouponSchema, [
    'code',
    'name',
    'templateId',
    'status',
    'validFrom',
    'validTo',
    'orderNo',
    'usedAt',
    'redeemedByIssuer',
  ]).entries,
  owner: PartyRefSchema,
  /** Who redeemed it offline (the issuer's member name). */
  redeemedBy: optional(filled),
});
export type CouponCheck = Infer<typeof CouponCheckSchema>;

export interface RedeemBody {
  code: string;
}

/** How a coupon was used: taken off an order at payment, or redeemed by its issuer at the counter. */
export const REDEMPTION_WAYS = ['order', 'counter'] as const;
export type RedemptionWay = (typeof REDEMPTION_WAYS)[number];

/**
 * One of the issuer's coupons that was used, as the issuer's records show it: the coupon, its
 * template's terms and the holder's enterprise, how and when it was used and what it took off.
 */
export const CouponRedemptionSchema = v.object({
  ...CouponTermsSchema.entries,
  code: couponCode,
  templateId: entityId,
  name: filled,
  holder: PartyRefSchema,
  way: v.picklist(REDEMPTION_WAYS),
  /** order: the paid order it was used on. */
  orderNo: optional(filled),
  /**
   * What it took off, in `currency`: on an order, the order's discount; at the counter, a cash
   * coupon's face value. Absent when not known: a percentage coupon redeemed at the counter (no
   * amount to take a share of), never '0'.
   */
  discount: optional(decimal),
  /** When it was used (the order paid, or redeemed at the counter). */
  usedAt: isoDateTime,
});
export type CouponRedemption = Infer<typeof CouponRedemptionSchema>;

/** The issuer's redemption records, filtered: `from`/`to` are China calendar days, both included. */
export interface RedemptionQuery extends PageQuery {
  templateId?: string;
  way?: RedemptionWay;
  from?: string;
  to?: string;
}
