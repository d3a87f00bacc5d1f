import { BidApi } from '@/contract/bid/paths';
import { BID_STATUSES } from '@/contract/bid/types';
import { BizCode } from '@/contract/http';

import { endpoint } from '../../core/endpoint';
import { fail, ok, page, reply } from '../../core/envelope';
import { currentMember, requireUserType } from '../../core/guard';
import { pageParams, str } from '../../core/parse';
import { db } from '../../core/store';
import { reviseBid, submitBid, visibleBid, withdrawBid } from './rules';
import { toBid, toMyBid } from './views';

/**
 * Bids: forwarders (type 2) and consolidators (type 3, LCL tenders only) make them; a tender's
 * issuer (type 1) reads those on its tender through the tender's call, shown as this domain lends
 * (domain.ts).
 */
export const handlers = [
  endpoint('post', BidApi.submit, async (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, [2, 3]);
    const submitted = submitBid(db, self, await ctx.json(), ctx.now);
    return reply(submitted, (value) => toBid(db, value));
  }),

  endpoint('post', BidApi.revise, async (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, [2, 3]);
    const revised = reviseBid(db, self, await ctx.json(), ctx.now);
    return reply(revised, (value) => toBid(db, value));
  }),

  endpoint('post', BidApi.withdraw, async (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, [2, 3]);
    const body = await ctx.json();
    const withdrawn = withdrawBid(db, self, str(body.id), ctx.now);
    return reply(withdrawn, (value) => toBid(db, value));
  }),

  endpoint('get', BidApi.detail, (ctx) => {
    const self = currentMember(ctx);
    const found = visibleBid(db, self, ctx.query.get('id') ?? '');
    return reply(found, (value) => toBid(db, value));
  }),

  endpoint('get', BidApi.mine, (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, [2, 3]);
    const { current, size } = pageParams(ctx.query);
    const status = ctx.query.get('status') ?? '';
    if (status && !(BID_STATUSES as readonly string[]).includes(status)) {
      return fail(BizCode.validation, 'field.invalid', { field: 'status' });
    }
    const rows = Object.values(db.bids)
      .filter((row) => row.bidderId === self.id && (!status || row.status === status))
      .sort((a, b) => b.updatedAt - a.updatedAt || Number(b.id) - Number(a.id));
    const paged = page(rows, current, size);
    return ok({ ...paged, records: paged.records.map((row) => toMyBid(db, row)) });
  }),
];
