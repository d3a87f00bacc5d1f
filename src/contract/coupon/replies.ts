import { PartyRefSchema } from '@/contract/common/trade';
import { OrderSchema } from '@/contract/order/types';
import { ignored, listOf, pageOf, type RepliesOf } from '@/contract/schema';

import {
  CouponCheckSchema,
  CouponCountsSchema,
  CouponOfferSchema,
  CouponRedemptionSchema,
  CouponTemplateSchema,
  MemberCouponSchema,
  TemplateDetailSchema,
  UsableCouponSchema,
} from './types';

import type { CouponApi } from './paths';

/** The reply of each coupon call, by its key in CouponApi. */
export const CouponReplies = {
  templates: pageOf(CouponTemplateSchema),
  template: TemplateDetailSchema,
  saveTemplate: CouponTemplateSchema,
  changeTemplate: ignored,
  collectable: pageOf(CouponOfferSchema),
  forSale: pageOf(CouponOfferSchema),
  issuers: listOf(PartyRefSchema),
  claim: ignored,
  buy: OrderSchema,
  mine: pageOf(MemberCouponSchema),
  counts: CouponCountsSchema,
  usable: listOf(UsableCouponSchema),
  apply: OrderSchema,
  check: CouponCheckSchema,
  redeem: CouponCheckSchema,
  redemptions: pageOf(CouponRedemptionSchema),
} as const satisfies RepliesOf<typeof CouponApi>;
