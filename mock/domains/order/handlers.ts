import { fromCents } from '@/contract/common/money';
import { CouponApi } from '@/contract/coupon/paths';
import { BizCode } from '@/contract/http';
import { OrderApi } from '@/contract/order/paths';
import { ORDER_STATUSES } from '@/contract/order/types';
import { TenderApi } from '@/contract/tender/paths';
import type { TenderAward } from '@/contract/tender/types';

import { endpoint } from '../../core/endpoint';
import { fail, fromRejection, ok, page, reply } from '../../core/envelope';
import { currentMember, requireUserType } from '../../core/guard';
import { pageParams, str } from '../../core/parse';
import { db } from '../../core/store';
import { toUsableCoupon } from '../coupon/views';
import { toTenderDetail } from '../tender/views';
import { awardTender } from './award';
import { applyCoupon, usableCoupons } from './coupon-at-payment';
import { buyCoupons } from './pack-order';
import { cancelOrder, partyOrder, payOrder, readOrder } from './rules';
import { toOrder, toPayment } from './views';

/**
 * Orders and the simulated payment gateway: any member, as payer or payee; a coupon pack bought
 * is an order, and a coupon is applied to an order at payment. A tender's issuer (type 1)
 * awarding a bid opens its order.
 */
export const handlers = [
  endpoint('get', OrderApi.detail, (ctx) => {
    const self = currentMember(ctx);
    const found = partyOrder(db, self, ctx.query.get('orderNo') ?? '');
    return reply(found, (value) => toOrder(db, readOrder(db, value, ctx.now), self));
  }),

  endpoint('get', OrderApi.mine, (ctx) => {
    const self = currentMember(ctx);
    const { current, size } = pageParams(ctx.query);
    const role = ctx.query.get('role') ?? '';
    const status = ctx.query.get('status') ?? '';
    if (role && role !== 'payer' && role !== 'payee') {
      return fail(BizCode.validation, 'field.invalid', { field: 'role' });
    }
    if (status && !(ORDER_STATUSES as readonly string[]).includes(status)) {
      return fail(BizCode.validation, 'field.invalid', { field: 'status' });
    }
    const rows = Object.values(db.orders)
      .filter(
        (row) =>
          (role !== 'payee' && row.payerId === self.id) ||
          (role !== 'payer' && row.payeeId === self.id),
      )
      .filter((row) => !status || row.status === status)
      .sort((a, b) => b.createdAt - a.createdAt || b.orderNo.localeCompare(a.orderNo));
    const paged = page(rows, current, size);
    return ok({ ...paged, records: paged.records.map((row) => toOrder(db, row, self)) });
  }),

  endpoint('post', OrderApi.pay, async (ctx) => {
    const self = currentMember(ctx);
    const body = await ctx.json();
    const input = { orderNo: str(body.orderNo), method: body.method, requestId: body.requestId };
    const paid = payOrder(db, self, input, ctx.now);
    return reply(paid, (value) => toPayment(db, value));
  }),

  endpoint('post', OrderApi.cancel, async (ctx) => {
    const self = currentMember(ctx);
    const body = await ctx.json();
    const cancelled = cancelOrder(db, self, str(body.orderNo), ctx.now);
    return reply(cancelled, (value) => toOrder(db, value, self));
  }),

  endpoint('post', CouponApi.buy, async (ctx) => {
    const self = currentMember(ctx);
    const bought = buyCoupons(db, self, await ctx.json(), ctx.now);
    return reply(bought, (order) => toOrder(db, order, self));
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
    return reply(applied, (order) => toOrder(db, order, self));
  }),

  endpoint('post', TenderApi.award, async (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, [1]);
    const body = await ctx.json();
    const input = { tenderId: str(body.tenderId), bidId: str(body.bidId) };
    if (!input.tenderId) return fail(BizCode.validation, 'field.required', { field: 'tenderId' });
    const awarded = awardTender(db, self, input, ctx.now);
    if (!awarded.ok) return fromRejection(awarded);
    const result: TenderAward = {
      tender: toTenderDetail(db, awarded.value.tender, self),
      orderNo: awarded.value.order.orderNo,
    };
    return ok(result);
  }),
];
