import { HomeApi } from '@/contract/home/paths';

import { endpoint } from '../../core/endpoint';
import { ok } from '../../core/envelope';
import { currentMember } from '../../core/guard';
import { db } from '../../core/store';
import { attentionOf, platformFigures } from './rules';

/**
 * The home page's figures (public) and the landing's attention list (logged in): overviews across
 * the domains.
 */
export const handlers = [
  endpoint('get', HomeApi.overview, (ctx) => ok(platformFigures(db, ctx.now))),

  endpoint('get', HomeApi.attention, (ctx) => {
    const self = currentMember(ctx);
    return ok(attentionOf(db, self, ctx.now));
  }),
];
