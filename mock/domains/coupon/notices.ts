/** The notifications the coupon's rules raise: to its holder, as it nears expiry and when redeemed. */
import { DAY, isoCst } from '../../core/time';
import { partyName } from '../member/views';
import { notify } from '../notification/raise';

import type { Db } from '../../core/schema';
import type { CouponRow, CouponTemplateRow } from './schema';

/** How long before an unused coupon expires its holder is reminded. */
export const EXPIRING_NOTICE_DAYS = 3;

/**
 * Holder, once per coupon: an unused coupon (claimed or bought) expires within 3 days. Run before
 * every request, like the other time-based state; a coupon reserved for an order is being used.
 */
export function settleCoupons(db: Db, now: number): void {
  for (const coupon of Object.values(db.coupons)) {
    const left = coupon.validTo - now;
    if (coupon.status !== 'unused' || left < 0 || left > EXPIRING_NOTICE_DAYS * DAY) continue;
    const template = db.couponTemplates[coupon.templateId];
    if (!template) continue;
    notify(
      db,
      {
        memberId: coupon.ownerId,
        kind: 'couponExpiring',
        subject: { type: 'coupon', id: coupon.code },
        params: { couponName: template.name, deadline: isoCst(coupon.validTo) },
        key: `couponExpiring:${coupon.code}`,
      },
      now,
    );
  }
}

/** Holder: the issuer redeemed the coupon at its counter. */
export function noticeRedeemed(
  db: Db,
  coupon: CouponRow,
  template: CouponTemplateRow,
  now: number,
): void {
  notify(
    db,
    {
      memberId: coupon.ownerId,
      kind: 'couponRedeemed',
      subject: { type: 'coupon', id: coupon.code },
      params: { couponName: template.name, party: partyName(db, template.enterpriseId) },
    },
    now,
  );
}
