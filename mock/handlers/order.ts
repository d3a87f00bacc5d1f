import { BizCode } from '@/contract/http';
import { OrderApi } from '@/contract/order/paths';
import { ORDER_STATUSES } from '@/contract/order/types';

import { cancelOrder, partyOrder, payOrder } from '../db/rules/order';
import { db } from '../db/store';
import { toOrder, toPayment } from '../db/trade-views';
import { endpoint } from '../lib/endpoint';
import { fail, fromRejection, ok, page } from '../lib/envelope';
import { currentMember } from '../lib/guard';
import { pageParams, str } from '../lib/parse';

/** Orders and the simulated payment gateway: any member, as payer or payee. */
export const order = [
  endpoint('get', OrderApi.detail, (ctx) => {
    const self = currentMember(ctx);
    const found = partyOrder(db, self, ctx.query.get('orderNo') ?? '');
    return found.ok ? ok(toOrder(db, found.value, self)) : fromRejection(found);
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
    return paid.ok ? ok(toPayment(db, paid.value)) : fromRejection(paid);
  }),

  endpoint('post', OrderApi.cancel, async (ctx) => {
    const self = currentMember(ctx);
    const body = await ctx.json();
    const cancelled = cancelOrder(db, self, str(body.orderNo), ctx.now);
    return cancelled.ok ? ok(toOrder(db, cancelled.value, self)) : fromRejection(cancelled);
  }),
];
