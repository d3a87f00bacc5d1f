import type { CouponForOrder } from '@/contract/coupon/eligibility';
import type { CouponTerms, TemplateInput } from '@/contract/coupon/types';

import { isoCst } from '../../core/time';
import { statusOf } from './validity';

import type { CouponRow, CouponTemplateRow } from './schema';

/** What a template's coupons are worth (frozen once one is claimed, so read from the template). */
export function termsOf(template: CouponTemplateRow): CouponTerms {
  return {
    kind: template.kind,
    currency: template.currency,
    ...(template.kind === 'cash'
      ? { faceValue: template.faceValue ?? '0' }
      : { percent: template.percent ?? 0, cap: template.cap ?? '0' }),
    threshold: template.threshold,
  };
}

/** A coupon as the shared eligibility rules read it. */
export function forOrder(
  coupon: CouponRow,
  template: CouponTemplateRow,
  now: number,
): CouponForOrder {
  return {
    ...termsOf(template),
    code: coupon.code,
    issuerEnterpriseId: template.enterpriseId,
    status: statusOf(coupon, now),
    validFrom: isoCst(coupon.validFrom),
    validTo: isoCst(coupon.validTo),
    ...(coupon.orderNo ? { orderNo: coupon.orderNo } : {}),
  };
}

/** A template's own fields as an input (what the issuer filled in). */
export function inputOf(template: CouponTemplateRow): TemplateInput {
  const input: TemplateInput = {
    name: template.name,
    kind: template.kind,
    currency: template.currency,
    threshold: template.threshold,
    totalQuantity: template.totalQuantity,
    perUserLimit: template.perUserLimit,
    price: template.price,
    validityKind: template.validityKind,
  };
  const optional = ['faceValue', 'percent', 'cap', 'validFrom', 'validTo', 'validDays'] as const;
  for (const field of optional) {
    if (template[field] !== undefined) Object.assign(input, { [field]: template[field] });
  }
  if (template.description) input.description = template.description;
  return input;
}
