import { fromCents } from '@/contract/common/money';
import type { Decimal } from '@/contract/common/trade';
import type {
  CouponCheck,
  CouponOffer,
  CouponRedemption,
  CouponTemplate,
  TemplateDetail,
  UsableCoupon,
  MemberCoupon,
} from '@/contract/coupon/types';

import { isoCst } from '../../core/time';
import { partyRef } from '../member/views';
import { figuresOf, templateDays, type FigureIndex } from './figures';
import { inputOf, termsOf } from './terms';
import { lapsedOrderOf, statusOf } from './validity';

import type { Db } from '../../core/schema';
import type { Redemption } from './redemptions';
import type { CouponRow, CouponTemplateRow } from './schema';

export function toTemplate(
  db: Db,
  template: CouponTemplateRow,
  figures: FigureIndex,
): CouponTemplate {
  const counted = figuresOf(figures, template);
  return {
    id: template.id,
    ...inputOf(template),
    ...counted,
    issuer: partyRef(db, template.enterpriseId),
    status: template.status,
    frozen: counted.claimed + counted.held > 0,
    createdAt: isoCst(template.createdAt),
    updatedAt: isoCst(template.updatedAt),
  };
}

export function toTemplateDetail(
  db: Db,
  template: CouponTemplateRow,
  figures: FigureIndex,
  now: number,
): TemplateDetail {
  return { ...toTemplate(db, template, figures), days: templateDays(db, template, now) };
}

export function toOffer(
  db: Db,
  template: CouponTemplateRow,
  figures: FigureIndex,
  taken: number,
): CouponOffer {
  return {
    id: template.id,
    name: template.name,
    ...termsOf(template),
    validityKind: template.validityKind,
    ...(template.validFrom ? { validFrom: template.validFrom } : {}),
    ...(template.validTo ? { validTo: template.validTo } : {}),
    ...(template.validDays !== undefined ? { validDays: template.validDays } : {}),
    issuer: partyRef(db, template.enterpriseId),
    price: template.price,
    ...(template.description ? { description: template.description } : {}),
    perUserLimit: template.perUserLimit,
    remaining: figuresOf(figures, template).remaining,
    taken,
    status: template.status,
  };
}

/** What a holder and an issuer both see of a coupon. */
function couponFacts(coupon: CouponRow, now: number) {
  return {
    code: coupon.code,
    templateId: coupon.templateId,
    status: statusOf(coupon, now),
    validFrom: isoCst(coupon.validFrom),
    validTo: isoCst(coupon.validTo),
    ...(coupon.orderNo ? { orderNo: coupon.orderNo } : {}),
    ...(lapsedOrderOf(coupon, now) ? { lapsedOrderNo: lapsedOrderOf(coupon, now) } : {}),
    ...(coupon.usedAt !== undefined ? { usedAt: isoCst(coupon.usedAt) } : {}),
    ...(coupon.status === 'used' && !coupon.orderNo ? { redeemedByIssuer: true } : {}),
  };
}

export function toMemberCoupon(
  db: Db,
  coupon: CouponRow,
  template: CouponTemplateRow,
  now: number,
): MemberCoupon {
  return {
    ...termsOf(template),
    ...couponFacts(coupon, now),
    name: template.name,
    issuer: partyRef(db, template.enterpriseId),
    source: coupon.source,
    claimedAt: isoCst(coupon.claimedAt),
    ...(template.description ? { description: template.description } : {}),
  };
}

export function toUsableCoupon(
  db: Db,
  coupon: CouponRow,
  template: CouponTemplateRow,
  now: number,
  discount: Decimal,
): UsableCoupon {
  return { ...toMemberCoupon(db, coupon, template, now), discount };
}

/** The issuer's view at the counter: the owner's enterprise and who redeemed it, nothing more. */
export function toCouponCheck(
  db: Db,
  coupon: CouponRow,
  template: CouponTemplateRow,
  now: number,
): CouponCheck {
  const redeemer = coupon.redeemedBy ? db.members[coupon.redeemedBy] : undefined;
  return {
    ...termsOf(template),
    ...couponFacts(coupon, now),
    name: template.name,
    owner: partyRef(db, coupon.ownerEnterpriseId),
    ...(redeemer ? { redeemedBy: redeemer.nickname || redeemer.username } : {}),
  };
}

/** A redemption record: the coupon, its terms, the holder's enterprise, how, when and how much. */
export function toRedemption(db: Db, row: Redemption): CouponRedemption {
  const { coupon, template, way, discountCents } = row;
  return {
    ...termsOf(template),
    code: coupon.code,
    templateId: template.id,
    name: template.name,
    holder: partyRef(db, coupon.ownerEnterpriseId),
    way,
    ...(way === 'order' && coupon.orderNo ? { orderNo: coupon.orderNo } : {}),
    ...(discountCents !== undefined ? { discount: fromCents(discountCents) } : {}),
    usedAt: isoCst(coupon.usedAt ?? 0),
  };
}
