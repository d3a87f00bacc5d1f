import { fromCents } from '@/contract/common/money';
import { CouponApi } from '@/contract/coupon/paths';
import { TEMPLATE_STATUSES, type TemplateStatus } from '@/contract/coupon/types';

import { endpoint, type Ctx } from '../../core/endpoint';
import { fromRejection, ok, page, reply } from '../../core/envelope';
import { currentMember, requireUserType } from '../../core/guard';
import { oneOf } from '../../core/input';
import { pageParams } from '../../core/parse';
import { lent } from '../../core/registry';
import { db } from '../../core/store';
import { applyCoupon, usableCoupons } from './at-payment';
import { figureIndex } from './figures';
import { couponCounts, myCoupons } from './holdings';
import { claimCoupon, offerIssuers, queryOffers, type OfferKind } from './offers';
import { buyCoupons } from './pack';
import { couponInvalid } from './problems';
import { issuerCoupon, redeemCoupon } from './redeem';
import { issuerRedemptions, readRedemptionFilter } from './redemptions';
import { takenIndex } from './taken';
import { changeTemplate, ownTemplate, saveTemplate } from './templates';
import {
  toCouponCheck,
  toMemberCoupon,
  toOffer,
  toRedemption,
  toTemplate,
  toTemplateDetail,
  toUsableCoupon,
} from './views';

import type { MemberRow } from '../member/schema';

/** Coupon templates are issued and coupons verified by freight forwarders and consolidators. */
const ISSUERS = [2, 3] as const;

function issuer(ctx: Ctx): MemberRow {
  const self = currentMember(ctx);
  requireUserType(self, ISSUERS);
  return self;
}

function offers(ctx: Ctx, offer: OfferKind) {
  const self = currentMember(ctx);
  const { current, size } = pageParams(ctx.query);
  const filter = {
    issuerId: ctx.query.get('issuerId')?.trim() ?? '',
    currency: ctx.query.get('currency')?.trim() ?? '',
  };
  return reply(queryOffers(db, offer, filter, ctx.now), ({ rows, figures }) => {
    const paged = page(rows, current, size);
    const taken = takenIndex(db, self.id);
    return {
      ...paged,
      records: paged.records.map((row) => toOffer(db, row, figures, taken.get(row.id) ?? 0)),
    };
  });
}

/**
 * Coupons: issuers' templates and the counter; members collect, buy, hold and use them. A pack
 * bought is an order to pay, and a coupon chosen at payment goes on an order: both answer the
 * order as the order domain shows it (what it lends, `lent('order')`).
 */
export const handlers = [
  endpoint('get', CouponApi.templates, (ctx) => {
    const self = issuer(ctx);
    const { current, size } = pageParams(ctx.query);
    const status = ctx.query.get('status')?.trim() ?? '';
    if (status && !oneOf<TemplateStatus>(status, TEMPLATE_STATUSES)) {
      return fromRejection(couponInvalid('status'));
    }
    const rows = Object.values(db.couponTemplates)
      .filter((row) => row.enterpriseId === self.enterpriseId)
      .filter((row) => !status || row.status === status)
      .sort((a, b) => b.updatedAt - a.updatedAt || Number(b.id) - Number(a.id));
    const paged = page(rows, current, size);
    const figures = figureIndex(db);
    return ok({ ...paged, records: paged.records.map((row) => toTemplate(db, row, figures)) });
  }),

  endpoint('get', CouponApi.template, (ctx) => {
    const self = issuer(ctx);
    const found = ownTemplate(db, self, ctx.query.get('id')?.trim() ?? '');
    return reply(found, (row) => toTemplateDetail(db, row, figureIndex(db), ctx.now));
  }),

  endpoint('post', CouponApi.saveTemplate, async (ctx) => {
    const self = issuer(ctx);
    const saved = saveTemplate(db, self, await ctx.json(), ctx.now);
    return reply(saved, (row) => toTemplate(db, row, figureIndex(db)));
  }),

  endpoint('post', CouponApi.changeTemplate, async (ctx) => {
    const self = issuer(ctx);
    const changed = changeTemplate(db, self, await ctx.json(), ctx.now);
    return reply(changed, (row) => toTemplate(db, row, figureIndex(db)));
  }),

  endpoint('get', CouponApi.collectable, (ctx) => offers(ctx, 'free')),

  endpoint('get', CouponApi.forSale, (ctx) => offers(ctx, 'sold')),

  endpoint('get', CouponApi.issuers, (ctx) => {
    currentMember(ctx);
    const offer = ctx.query.get('offer')?.trim() ?? '';
    if (offer !== 'free' && offer !== 'sold') {
      return fromRejection(couponInvalid('offer', offer ? 'field.invalid' : 'field.required'));
    }
    return ok(offerIssuers(db, offer, ctx.now));
  }),

  endpoint('post', CouponApi.claim, async (ctx) => {
    const self = currentMember(ctx);
    const claimed = claimCoupon(db, self, await ctx.json(), ctx.now);
    return reply(claimed, ({ coupon, template }) => toMemberCoupon(db, coupon, template, ctx.now));
  }),

  endpoint('post', CouponApi.buy, async (ctx) => {
    const self = currentMember(ctx);
    const bought = buyCoupons(db, self, await ctx.json(), ctx.now);
    return reply(bought, (order) => lent('order').toOrder(db, order, self));
  }),

  endpoint('get', CouponApi.mine, (ctx) => {
    const self = currentMember(ctx);
    const { current, size } = pageParams(ctx.query);
    const held = myCoupons(db, self.id, ctx.query.get('status')?.trim() ?? '', ctx.now);
    return reply(held, (rows) => {
      const paged = page(rows, current, size);
      return {
        ...paged,
        records: paged.records.map(({ coupon, template }) =>
          toMemberCoupon(db, coupon, template, ctx.now),
        ),
      };
    });
  }),

  endpoint('get', CouponApi.counts, (ctx) => {
    const self = currentMember(ctx);
    return ok(couponCounts(db, self.id, ctx.now));
  }),

  endpoint('get', CouponApi.usable, (ctx) => {
    const self = currentMember(ctx);
    const usable = usableCoupons(db, self, ctx.query.get('orderNo'), ctx.now);
    return reply(usable, (rows) =>
      rows.map(({ coupon, template, discountCents }) =>
        toUsableCoupon(db, coupon, template, ctx.now, fromCents(discountCents)),
      ),
    );
  }),

  endpoint('post', CouponApi.apply, async (ctx) => {
    const self = currentMember(ctx);
    const applied = applyCoupon(db, self, await ctx.json(), ctx.now);
    return reply(applied, (order) => lent('order').toOrder(db, order, self));
  }),

  endpoint('get', CouponApi.check, (ctx) => {
    const self = issuer(ctx);
    const found = issuerCoupon(db, self, ctx.query.get('code'));
    return reply(found, ({ coupon, template }) => toCouponCheck(db, coupon, template, ctx.now));
  }),

  endpoint('post', CouponApi.redeem, async (ctx) => {
    const self = issuer(ctx);
    const body = await ctx.json();
    const redeemed = redeemCoupon(db, self, body.code, ctx.now);
    return reply(redeemed, ({ coupon, template }) => toCouponCheck(db, coupon, template, ctx.now));
  }),

  endpoint('get', CouponApi.redemptions, (ctx) => {
    const self = issuer(ctx);
    const { current, size } = pageParams(ctx.query);
    const filter = readRedemptionFilter(db, self, ctx.query);
    return reply(filter, (value) => {
      const paged = page(issuerRedemptions(db, self, value), current, size);
      return { ...paged, records: paged.records.map((row) => toRedemption(db, row)) };
    });
  }),
];
