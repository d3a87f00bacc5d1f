import { HomeApi } from '@/contract/home/paths';
import { BizCode } from '@/contract/http';
import { MemberApi } from '@/contract/member/paths';

import { endpoint } from '../../core/endpoint';
import { fail, ok } from '../../core/envelope';
import { currentMember } from '../../core/guard';
import { db } from '../../core/store';
import { toMemberInfo } from '../member/views';
import { memberCentreCounts } from './member-centre';
import { attentionOf, platformFigures } from './rules';

/**
 * The home page's figures (public), the landing's attention list and the member centre (logged
 * in): overviews across the domains.
 */
export const handlers = [
  endpoint('get', HomeApi.overview, (ctx) => ok(platformFigures(db, ctx.now))),

  endpoint('get', HomeApi.attention, (ctx) => {
    const self = currentMember(ctx);
    return ok(attentionOf(db, self, ctx.now));
  }),

  endpoint('post', MemberApi.memCenter, (ctx) => {
    const self = currentMember(ctx);
    const info = toMemberInfo(db, self, ctx.lang);
    if (!info) return fail(BizCode.notFound, 'field.notFound', { field: 'enterpriseId' });
    return ok({ ...info, counts: memberCentreCounts(db, self, ctx.now) });
  }),
];
