/** The issuer at the counter: look a code up, and redeem it offline once. */
import { normalizeCouponCode } from '@/contract/coupon/code';
import { BizCode } from '@/contract/http';

import { accept, reject, type RuleResult } from '../../core/result';
import { codeProblem } from './codes';
import { noticeRedeemed } from './notices';
import { couponConflict, whenText } from './problems';
import { statusOf } from './validity';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { Held } from './holdings';

/**
 * One of the issuer's coupons by code (typed, pasted or scanned; normalized): 4000 for a code of
 * the wrong form, 4004 for one nobody has, 4003 with the same words for any other issuer's code,
 * so nothing about it is revealed.
 */
export function issuerCoupon(db: Db, member: MemberRow, raw: unknown): RuleResult<Held> {
  const code = normalizeCouponCode(typeof raw === 'string' ? raw : '');
  const problem = codeProblem(code);
  if (problem) return problem;
  const coupon = db.coupons[code];
  if (!coupon) return reject(BizCode.notFound, 'coupon.codeNotFound', { field: 'code' });
  const template = db.couponTemplates[coupon.templateId];
  if (!template || template.enterpriseId !== member.enterpriseId) {
    return reject(BizCode.forbidden, 'coupon.foreign');
  }
  return accept({ coupon, template });
}

/**
 * unused → used, redeemed by the issuer's member now; its holder is told. A used coupon answers
 * 4009 saying when and by whom (or on which order); a reserved, expired or not-yet-valid one 4009
 * too.
 */
export function redeemCoupon(
  db: Db,
  member: MemberRow,
  raw: unknown,
  now: number,
): RuleResult<Held> {
  const found = issuerCoupon(db, member, raw);
  if (!found.ok) return found;
  const { coupon } = found.value;
  const status = statusOf(coupon, now);
  if (status === 'used') {
    const when = whenText(coupon.usedAt ?? now);
    const redeemer = coupon.redeemedBy ? db.members[coupon.redeemedBy] : undefined;
    if (!coupon.orderNo) {
      const who = redeemer ? redeemer.nickname || redeemer.username : '';
      const enterprise = redeemer ? db.enterprises[redeemer.enterpriseId] : undefined;
      const company = enterprise?.name ?? '';
      return couponConflict('coupon.alreadyRedeemed', {
        when,
        who: {
          zh: company ? `${company} ${who}` : who,
          en: enterprise ? `${who} (${enterprise.nameEn ?? company})` : who,
        },
      });
    }
    return couponConflict('coupon.alreadyUsedOnOrder', { when, orderNo: coupon.orderNo });
  }
  if (status === 'reserved') return couponConflict('coupon.reservedNoRedeem');
  if (status === 'expired') {
    return couponConflict('coupon.expiredNoRedeem', { when: whenText(coupon.validTo) });
  }
  if (now < coupon.validFrom) {
    return couponConflict('coupon.notYetNoRedeem', { when: whenText(coupon.validFrom) });
  }
  coupon.status = 'used';
  coupon.usedAt = now;
  coupon.redeemedBy = member.id;
  noticeRedeemed(db, coupon, found.value.template, now);
  return accept(found.value);
}
