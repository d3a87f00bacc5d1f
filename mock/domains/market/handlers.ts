import { BizCode } from '@/contract/http';
import { MarketApi } from '@/contract/market/paths';
import type { InstantQuoteResult } from '@/contract/market/types';

import { endpoint, type Ctx } from '../../core/endpoint';
import { fail, fromRejection, ok, page, reply } from '../../core/envelope';
import { currentMember, requireUserType } from '../../core/guard';
import { intParam, pageParams, str } from '../../core/parse';
import { memberOfToken } from '../../core/registry';
import { db } from '../../core/store';
import { laneIndex, laneTrends } from './lane-index';
import { hotLanes, instantQuote, queryListings, queryMyListings, similarListings } from './query';
import {
  createListing,
  deleteListing,
  findListing,
  setListingStatus,
  updateListing,
} from './rules';
import { toListingDetail, toListingSummary } from './views';

import type { MemberRow } from '../member/schema';
import type { ListingRow } from './schema';

const PUBLISHERS = [2, 3] as const;

/** The reader of a public call: the member of a live token, else nobody. */
function reader(ctx: Ctx): MemberRow | undefined {
  return memberOfToken(db, ctx.token, ctx.now);
}

function summaries(ctx: Ctx, rows: ListingRow[], who?: MemberRow) {
  const { current, size } = pageParams(ctx.query);
  const paged = page(rows, current, size);
  return {
    ...paged,
    records: paged.records.map((row) => toListingSummary(db, row, ctx.now, who)),
  };
}

/**
 * The freight market: public search, detail, similar, instant quote, hot lanes and the lane index
 * (weekly and as trends); types 2 and 3 publish.
 */
export const handlers = [
  endpoint('get', MarketApi.page, (ctx) => {
    return reply(queryListings(db, ctx.query, ctx.now), (value) =>
      summaries(ctx, value, reader(ctx)),
    );
  }),

  endpoint('get', MarketApi.detail, (ctx) => {
    const found = findListing(db, ctx.query.get('id') ?? '');
    if (!found.ok) return fromRejection(found);
    const who = reader(ctx);
    const row = found.value;
    // Off the shelf: only its publisher still sees it.
    if (row.status === 'off' && who?.enterpriseId !== row.enterpriseId) {
      return fail(BizCode.notFound, 'listing.notFound');
    }
    return ok(toListingDetail(db, row, ctx.now, who));
  }),

  endpoint('get', MarketApi.similar, (ctx) => {
    const found = findListing(db, ctx.query.get('id') ?? '');
    if (!found.ok) return fromRejection(found);
    const size = intParam(ctx.query, 'size', 4, [1, 20]);
    const who = reader(ctx);
    return ok(
      similarListings(db, found.value, size, ctx.now).map((row) =>
        toListingSummary(db, row, ctx.now, who),
      ),
    );
  }),

  endpoint('get', MarketApi.quote, (ctx) => {
    const matches = instantQuote(db, ctx.query, ctx.now);
    if (!matches.ok) return fromRejection(matches);
    const who = reader(ctx);
    const result: InstantQuoteResult = {
      rows: matches.value.map(({ listing, quote }) => ({
        listing: toListingSummary(db, listing, ctx.now, who),
        lines: quote.lines,
        total: quote.total,
        currency: listing.currency,
      })),
    };
    return ok(result);
  }),

  endpoint('get', MarketApi.hotLanes, (ctx) => {
    const size = intParam(ctx.query, 'size', 6, [1, 20]);
    return ok(hotLanes(db, size, ctx.now));
  }),

  endpoint('get', MarketApi.laneIndex, (ctx) => reply(laneIndex(db, ctx.query, ctx.now))),

  endpoint('get', MarketApi.laneTrends, (ctx) => reply(laneTrends(db, ctx.query, ctx.now))),

  endpoint('get', MarketApi.mine, (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, PUBLISHERS);
    return reply(queryMyListings(db, self.enterpriseId, ctx.query, ctx.now), (value) =>
      summaries(ctx, value, self),
    );
  }),

  endpoint('post', MarketApi.create, async (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, PUBLISHERS);
    return reply(createListing(db, self, await ctx.json(), ctx.now), (value) =>
      toListingDetail(db, value, ctx.now, self),
    );
  }),

  endpoint('post', MarketApi.update, async (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, PUBLISHERS);
    return reply(updateListing(db, self, await ctx.json(), ctx.now), (value) =>
      toListingDetail(db, value, ctx.now, self),
    );
  }),

  endpoint('post', MarketApi.setStatus, async (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, PUBLISHERS);
    const body = await ctx.json();
    const status = str(body.status);
    if (status !== 'on' && status !== 'off') {
      return fail(BizCode.validation, status ? 'field.invalid' : 'field.required', {
        field: 'status',
      });
    }
    return reply(setListingStatus(db, self, str(body.id), status, ctx.now), (value) =>
      toListingDetail(db, value, ctx.now, self),
    );
  }),

  endpoint('post', MarketApi.remove, async (ctx) => {
    const self = currentMember(ctx);
    requireUserType(self, PUBLISHERS);
    const body = await ctx.json();
    return reply(deleteListing(db, self, str(body.id), ctx.now), () => null);
  }),
];
