import type { Currency, Decimal, PartyRef } from '@/contract/common/trade';
import type { PageQuery } from '@/contract/http';

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

/** When coupons of a template are valid. */
export interface CouponValidity {
  validityKind: ValidityKind;
  /** range: 'YYYY-MM-DD' (China). */
  validFrom?: string;
  validTo?: string;
  /** days: 1–365. */
  validDays?: number;
}

/** What a coupon is worth and when it applies: the part a claimed template freezes. */
export interface CouponTerms {
  kind: CouponKind;
  currency: CouponCurrency;
  /** cash: the amount off. */
  faceValue?: Decimal;
  /** discount: the share taken off, 1–99 (15 = 15 % off). */
  percent?: number;
  /** discount: the most it takes off. */
  cap?: Decimal;
  /** The least order amount it applies to ('0': any amount). */
  threshold: Decimal;
}

/** What the issuer fills in to create or edit a template. */
export interface TemplateInput extends CouponTerms, CouponValidity {
  name: string;
  totalQuantity: number;
  perUserLimit: number;
  /** '0': free, collected in the collection centre; more: sold on the coupon market, per coupon. */
  price: Decimal;
  description?: string;
}

export interface SaveTemplateBody extends TemplateInput {
  /** Absent: a new draft. */
  id?: string;
}

export interface ChangeTemplateBody {
  id: string;
  action: TemplateAction;
}

/** How a template stands: each coupon counted once. */
export interface TemplateFigures {
  /** Coupons issued (claimed, or bought and paid). */
  claimed: number;
  /** Of those, used (paid orders and offline redeems). */
  used: number;
  /** Of those, reserved for an unpaid order. */
  reserved: number;
  /** Held by unpaid coupon-pack orders, not yet issued. */
  held: number;
  /** totalQuantity − claimed − held. */
  remaining: number;
  /** Paid coupon-pack orders, in the template's currency ('0' for free ones). */
  revenue: Decimal;
}

/** A template as its issuer sees it. */
export interface CouponTemplate extends TemplateInput, TemplateFigures {
  id: string;
  issuer: PartyRef;
  status: TemplateStatus;
  /** Once anything is claimed: kind, values, currency and threshold no longer change. */
  frozen: boolean;
  /** ISO 8601 with offset. */
  createdAt: string;
  updatedAt: string;
}

/** Claims and uses of one China calendar day. */
export interface TemplateDay {
  date: string;
  claimed: number;
  used: number;
}

export interface TemplateDetail extends CouponTemplate {
  /** The last 14 days, oldest first. */
  days: TemplateDay[];
}

/** A template on offer (collection centre or coupon market), as any member sees it. */
export interface CouponOffer extends CouponTerms, CouponValidity {
  id: string;
  name: string;
  issuer: PartyRef;
  price: Decimal;
  description?: string;
  perUserLimit: number;
  remaining: number;
  /** How many of it the reader holds or has on order (counted against perUserLimit). */
  taken: number;
  status: TemplateStatus;
}

export interface OfferQuery extends PageQuery {
  issuerId?: string;
  currency?: CouponCurrency;
}

/** A coupon a member holds. */
export interface MemberCoupon extends CouponTerms {
  /** 12 characters of COUPON_CODE_ALPHABET. */
  code: string;
  templateId: string;
  name: string;
  issuer: PartyRef;
  status: CouponStatus;
  /** ISO 8601 with offset: the instants it is usable between (a range template's days, in China time). */
  validFrom: string;
  validTo: string;
  /** How it was obtained. */
  source: 'claimed' | 'bought';
  claimedAt: string;
  /** reserved: the unpaid order; used: the paid order (absent when redeemed offline). */
  orderNo?: string;
  /** Expired while reserved for this unpaid order (taken off it then). */
  lapsedOrderNo?: string;
  usedAt?: string;
  /** used: redeemed offline by the issuer rather than on an order. */
  redeemedByIssuer?: boolean;
  description?: string;
}

export interface MyCouponQuery extends PageQuery {
  status?: CouponStatus;
}

export type CouponCounts = Record<CouponStatus, number>;

/** A coupon usable on an order, with what it takes off. */
export interface UsableCoupon extends MemberCoupon {
  discount: Decimal;
}

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

/** A coupon as its issuer sees it at the counter: the owner's enterprise, never more. */
export interface CouponCheck extends CouponTerms {
  code: string;
  name: string;
  templateId: string;
  owner: PartyRef;
  status: CouponStatus;
  validFrom: string;
  validTo: string;
  orderNo?: string;
  usedAt?: string;
  redeemedByIssuer?: boolean;
  /** Who redeemed it offline (the issuer's member name). */
  redeemedBy?: string;
}

export interface RedeemBody {
  code: string;
}
