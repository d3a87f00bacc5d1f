import { BizCode } from '@/contract/http';
import { OrderApi } from '@/contract/order/paths';
import { ORDER_STATUSES } from '@/contract/order/types';

import { endpoint } from '../../core/endpoint';
import { fail, ok, page, reply } from '../../core/envelope';
import { currentMember } from '../../core/guard';
import { pageParams, str } from '../../core/parse';
import { db } from '../../core/store';
import { cancelOrder, partyOrder, payOrder, readOrder } from './rules';
import { toOrder, toPayment } from './views';

/**
 * Orders and the simulated payment gateway: any member, as payer or payee. The orders are opened
 * by the tender's award and the coupon's purchase, and the coupon at payment is chosen through the
 * coupon's calls; this domain lends them what they need of an order (domain.ts).
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
];
