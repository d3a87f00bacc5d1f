import { COUPON_CODE_ALPHABET, COUPON_CODE_LENGTH } from '@/contract/coupon/code';

import { secureRng, type Rng } from '../../core/rand';
import { couponWindow } from './validity';

import type { Db } from '../../core/schema';
import type { CouponRow, CouponTemplateRow } from './schema';

/** A code no coupon has yet: 12 characters of the look-alike-free alphabet. */
export function newCouponCode(db: Db, rng: Rng = secureRng): string {
  for (;;) {
    const code = rng.chars(COUPON_CODE_LENGTH, COUPON_CODE_ALPHABET);
    if (!db.coupons[code]) return code;
  }
}

export interface IssueSpec {
  ownerId: string;
  ownerEnterpriseId: string;
  source: CouponRow['source'];
  packOrderNo?: string;
  rng?: Rng;
}

/** Issues one coupon of `template` at `at` (claimed, or bought and paid): unused, valid per the template. */
export function issueCoupon(
  db: Db,
  template: CouponTemplateRow,
  spec: IssueSpec,
  at: number,
): CouponRow {
  const coupon: CouponRow = {
    code: newCouponCode(db, spec.rng),
    templateId: template.id,
    ownerId: spec.ownerId,
    ownerEnterpriseId: spec.ownerEnterpriseId,
    status: 'unused',
    source: spec.source,
    claimedAt: at,
    ...couponWindow(template, at),
    ...(spec.packOrderNo ? { packOrderNo: spec.packOrderNo } : {}),
  };
  db.coupons[coupon.code] = coupon;
  return coupon;
}
