import { BidApi } from '@/contract/bid/paths';
import { BID_STATUSES } from '@/contract/bid/types';
import { BizCode } from '@/contract/http';
import { TenderApi } from '@/contract/tender/paths';
import type { IssuerBidList } from '@/contract/tender/types';

import { endpoint } from '../../core/endpoint';
import { fail, fromRejection, ok, page, reply } from '../../core/envelope';
import { currentMember, requireUserType } from '../../core/guard';
import { pageParams, str } from '../../core/parse';
import { db } from '../../core/store';
import { ownTender } from '../tender/rules';
import { toTenderDetail } from '../tender/views';
import { reviseBid, submitBid, visibleBid, withdrawBid } from './rules';
import { toBid, toIssuerBid, toMyBid } from './views';

/**
 * Bids: forwarders (type 2) and consolidators (type 3, LCL tenders only) make them; a tender's
 * issuer (type 1) reads those on its tender.
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

  endpoint('get', TenderApi.bids, (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, [1]);
    const owned = ownTender(db, self, ctx.query.get('tenderId') ?? '');
    if (!owned.ok) return fromRejection(owned);
    const bids = Object.values(db.bids)
      .filter((bid) => bid.tenderId === owned.value.id && bid.status !== 'withdrawn')
      .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id))
      .map((bid) => toIssuerBid(db, bid, owned.value, ctx.now));
    const list: IssuerBidList = { tender: toTenderDetail(db, owned.value, self), bids };
    return ok(list);
  }),
];
