import { FavouriteApi } from '@/contract/favourite/paths';

import { endpoint } from '../../core/endpoint';
import { fromRejection, ok, page, reply } from '../../core/envelope';
import { currentMember } from '../../core/guard';
import { pageParams } from '../../core/parse';
import { db } from '../../core/store';
import { addFavourite, checkFavourites, myFavourites, removeFavourite } from './rules';
import { toFavourite } from './views';

/** Favourites: every call is the logged-in member's own (4098 otherwise). */
export const handlers = [
  endpoint('get', FavouriteApi.page, (ctx) => {
    const self = currentMember(ctx);
    const { current, size } = pageParams(ctx.query);
    const rows = myFavourites(db, self, ctx.query.get('kind'));
    if (!rows.ok) return fromRejection(rows);
    const paged = page(rows.value, current, size);
    return ok({
      ...paged,
      records: paged.records.map((row) => toFavourite(db, row, ctx.lang, ctx.now)),
    });
  }),

  endpoint('get', FavouriteApi.check, (ctx) => {
    const self = currentMember(ctx);
    const ids = checkFavourites(db, self, ctx.query.get('kind'), ctx.query.get('targetIds') ?? '');
    return reply(ids);
  }),

  endpoint('post', FavouriteApi.add, async (ctx) => {
    const self = currentMember(ctx);
    return reply(addFavourite(db, self, await ctx.json(), ctx.now), (value) =>
      toFavourite(db, value, ctx.lang, ctx.now),
    );
  }),

  endpoint('post', FavouriteApi.remove, async (ctx) => {
    const self = currentMember(ctx);
    const removed = removeFavourite(db, self, await ctx.json());
    return reply(removed, () => null);
  }),
];
