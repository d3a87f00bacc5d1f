/** Templates on offer: the collection centre (free) and the coupon market (sold); claim and buy. */
import { toCents } from '@/contract/common/money';
import type { PartyRef } from '@/contract/common/trade';
import { COUPON_CURRENCIES, type CouponCurrency } from '@/contract/coupon/types';
import { BizCode } from '@/contract/http';

import { oneOf, type MemberWrite } from '../../core/input';
import { accept, reject, type RuleResult } from '../../core/result';
import { partyRef } from '../member/views';
import { figureIndex, figuresOf, type FigureIndex } from './figures';
import { issueCoupon } from './issue';
import { couponConflict, couponInvalid } from './problems';
import { takenIndex } from './taken';
import { validityOver } from './validity';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { CouponRow, CouponTemplateRow } from './schema';

/** free: price 0, collected in the centre; sold: price > 0, bought on the market. */
export type OfferKind = 'free' | 'sold';

export const isFree = (template: CouponTemplateRow) => (toCents(template.price) ?? 0) === 0;

/** Active, of that kind, with stock left and a validity that is not over. */
function onOffer(
  template: CouponTemplateRow,
  offer: OfferKind,
  figures: FigureIndex,
  now: number,
): boolean {
  return (
    template.status === 'active' &&
    isFree(template) === (offer === 'free') &&
    figuresOf(figures, template).remaining > 0 &&
    !validityOver(template, now)
  );
}

export interface OfferFilter {
  issuerId: string;
  currency: string;
}

/** The templates on offer, newest first, by issuer and currency (4000 for an unknown currency). */
export function queryOffers(
  db: Db,
  offer: OfferKind,
  filter: OfferFilter,
  now: number,
): RuleResult<{ rows: CouponTemplateRow[]; figures: FigureIndex }> {
  const { issuerId, currency } = filter;
  if (currency && !oneOf<CouponCurrency>(currency, COUPON_CURRENCIES)) {
    return couponInvalid('currency');
  }
  const figures = figureIndex(db);
  const rows = Object.values(db.couponTemplates)
    .filter((row) => onOffer(row, offer, figures, now))
    .filter((row) => !issuerId || row.enterpriseId === issuerId)
    .filter((row) => !currency || row.currency === currency)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
  return accept({ rows, figures });
}

/** The issuers that have templates of that kind on offer, by name. */
export function offerIssuers(db: Db, offer: OfferKind, now: number): PartyRef[] {
  const figures = figureIndex(db);
  const ids = new Set(
    Object.values(db.couponTemplates)
      .filter((row) => onOffer(row, offer, figures, now))
      .map((row) => row.enterpriseId),
  );
  return [...ids]
    .map((id) => partyRef(db, id))
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, 'zh-CN') || a.enterpriseId.localeCompare(b.enterpriseId),
    );
}

/**
 * The template a member wants to claim or buy: 4004 unknown or a draft; 4003 its own company's;
 * 4009 of the other kind, paused, ended or with its validity over.
 */
export function offeredTemplate(
  db: Db,
  member: MemberRow,
  templateId: unknown,
  offer: OfferKind,
  now: number,
): RuleResult<CouponTemplateRow> {
  const id = typeof templateId === 'string' ? templateId.trim() : '';
  if (!id) return couponInvalid('templateId', 'field.required');
  const template = db.couponTemplates[id];
  if (!template || template.status === 'draft') {
    return reject(BizCode.notFound, 'coupon.offerNotFound');
  }
  if (template.enterpriseId === member.enterpriseId) {
    return reject(BizCode.forbidden, 'coupon.ownOffer');
  }
  if (offer === 'free' && !isFree(template)) return couponConflict('coupon.notFree');
  if (offer === 'sold' && isFree(template)) return couponConflict('coupon.notForSale');
  if (template.status === 'paused') return couponConflict('coupon.paused');
  if (template.status === 'ended') return couponConflict('coupon.ended');
  if (validityOver(template, now)) return couponConflict('coupon.validityOver');
  return accept(template);
}

/**
 * Claims one free coupon: stock left (4009 sold out) and fewer than the per-member limit taken,
 * counting every coupon of it the member ever got (4009 limit reached).
 */
export const claimCoupon: MemberWrite<{ coupon: CouponRow; template: CouponTemplateRow }> = (
  db,
  member,
  body,
  now,
) => {
  const found = offeredTemplate(db, member, body.templateId, 'free', now);
  if (!found.ok) return found;
  const template = found.value;
  if (figuresOf(figureIndex(db), template).remaining <= 0) return couponConflict('coupon.soldOut');
  const taken = takenIndex(db, member.id).get(template.id) ?? 0;
  if (taken >= template.perUserLimit) {
    return couponConflict('coupon.limitReached', { limit: template.perUserLimit });
  }
  const coupon = issueCoupon(
    db,
    template,
    { ownerId: member.id, ownerEnterpriseId: member.enterpriseId, source: 'claimed' },
    now,
  );
  return accept({ coupon, template });
};
