import { FavouriteApi } from '@/contract/favourite/paths';

import {
  addFavourite,
  checkFavourites,
  myFavourites,
  removeFavourite,
} from '../db/rules/favourite';
import { toFavourite } from '../db/rules/favourite-view';
import { db } from '../db/store';
import { endpoint } from '../lib/endpoint';
import { fromRejection, ok, page } from '../lib/envelope';
import { currentMember } from '../lib/guard';
import { pageParams } from '../lib/parse';

/** Favourites: every call is the logged-in member's own (4098 otherwise). */
export const collect = [
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
    return ids.ok ? ok(ids.value) : fromRejection(ids);
  }),

  endpoint('post', FavouriteApi.add, async (ctx) => {
    const self = currentMember(ctx);
    const added = addFavourite(db, self, await ctx.json(), ctx.now);
    if (!added.ok) return fromRejection(added);
    return ok(toFavourite(db, added.value, ctx.lang, ctx.now));
  }),

  endpoint('post', FavouriteApi.remove, async (ctx) => {
    const self = currentMember(ctx);
    const removed = removeFavourite(db, self, await ctx.json());
    return removed.ok ? ok(null) : fromRejection(removed);
  }),
];
