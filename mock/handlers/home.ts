import { HomeApi } from '@/contract/home/paths';

import { attentionOf, platformFigures } from '../db/rules/home';
import { db } from '../db/store';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { currentMember } from '../lib/guard';

/** The home page's figures (public) and the landing's attention list (logged in). */
export const home = [
  endpoint('get', HomeApi.overview, (ctx) => ok(platformFigures(db, ctx.now))),

  endpoint('get', HomeApi.attention, (ctx) => {
    const self = currentMember(ctx);
    return ok(attentionOf(db, self, ctx.now));
  }),
];
