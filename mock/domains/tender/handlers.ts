import { BizCode } from '@/contract/http';
import { TenderApi } from '@/contract/tender/paths';
import { TENDER_STATUSES, type IssuerBidList, type TenderAward } from '@/contract/tender/types';

import { endpoint, type Ctx } from '../../core/endpoint';
import { fail, fromRejection, ok, page, reply } from '../../core/envelope';
import { currentMember, requireUserType } from '../../core/guard';
import { pageParams, str } from '../../core/parse';
import { lent, memberOfToken } from '../../core/registry';
import { db } from '../../core/store';
import { awardTender } from './award';
import { tenderMarket } from './market';
import { queryTenders } from './query';
import { bidCounts, cancelTender, createTender, findTender, ownTender } from './rules';
import { toTenderDetail, toTenderSummary } from './views';

import type { MemberRow } from '../member/schema';
import type { TenderRow } from './schema';

/** The reader of a public call: the member of a live token, else nobody (an expired token is ignored). */
function reader(ctx: Ctx): MemberRow | undefined {
  return memberOfToken(db, ctx.token, ctx.now);
}

function summaries(rows: TenderRow[], current: number, size: number, who?: MemberRow) {
  const counts = bidCounts(db);
  const paged = page(rows, current, size);
  return {
    ...paged,
    records: paged.records.map((row) => toTenderSummary(db, row, counts.get(row.id) ?? 0, who)),
  };
}

/**
 * Tenders: the public hall and detail, and the issuer's calls (type 1): its tenders, their bids
 * (shown as the bid domain shows them to an issuer), a tender against the market (the market's lane
 * index) and the award (which opens the order).
 */
export const handlers = [
  endpoint('get', TenderApi.page, (ctx) => {
    const { current, size } = pageParams(ctx.query);
    return reply(queryTenders(db, ctx.query), (value) =>
      summaries(value, current, size, reader(ctx)),
    );
  }),

  endpoint('get', TenderApi.detail, (ctx) => {
    return reply(findTender(db, ctx.query.get('id') ?? ''), (value) =>
      toTenderDetail(db, value, reader(ctx)),
    );
  }),

  endpoint('post', TenderApi.create, async (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, [1]);
    return reply(createTender(db, self, await ctx.json(), ctx.now), (value) =>
      toTenderDetail(db, value, self),
    );
  }),

  endpoint('post', TenderApi.cancel, async (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, [1]);
    const body = await ctx.json();
    return reply(cancelTender(db, self, str(body.id), ctx.now), (value) =>
      toTenderDetail(db, value, self),
    );
  }),

  endpoint('get', TenderApi.mine, (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, [1]);
    const { current, size } = pageParams(ctx.query);
    const status = ctx.query.get('status') ?? '';
    if (status && !(TENDER_STATUSES as readonly string[]).includes(status)) {
      return fail(BizCode.validation, 'field.invalid', { field: 'status' });
    }
    const rows = Object.values(db.tenders)
      .filter((row) => row.issuerId === self.id && (!status || row.status === status))
      .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
    return ok(summaries(rows, current, size, self));
  }),

  endpoint('get', TenderApi.bids, (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, [1]);
    const owned = ownTender(db, self, ctx.query.get('tenderId') ?? '');
    if (!owned.ok) return fromRejection(owned);
    const { toIssuerBid } = lent('bid');
    const bids = Object.values(db.bids)
      .filter((bid) => bid.tenderId === owned.value.id && bid.status !== 'withdrawn')
      .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id))
      .map((bid) => toIssuerBid(db, bid, owned.value, ctx.now));
    const list: IssuerBidList = { tender: toTenderDetail(db, owned.value, self), bids };
    return ok(list);
  }),

  endpoint('get', TenderApi.market, (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, [1]);
    return reply(tenderMarket(db, self, ctx.query.get('id') ?? '', ctx.now));
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
