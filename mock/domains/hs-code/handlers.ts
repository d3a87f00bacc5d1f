import { HsCodeApi } from '@/contract/hs-code/paths';
import { DEFAULT_PAGE_SIZE } from '@/contract/http';

import { endpoint } from '../../core/endpoint';
import { ok, reply } from '../../core/envelope';
import { intParam } from '../../core/parse';
import { hsMeta, hsTree, searchHs } from './rules';

/** The largest page of HS codes. */
export const HS_PAGE_MAX = 50;

/** HS codes and tariff (HsCodeApi): public, static sample data. */
export const handlers = [
  endpoint('get', HsCodeApi.search, (ctx) => {
    const current = intParam(ctx.query, 'current', 1, [1, 100_000]);
    const size = intParam(ctx.query, 'size', DEFAULT_PAGE_SIZE, [1, HS_PAGE_MAX]);
    return reply(searchHs(ctx.query.get('keyword') ?? '', current, size));
  }),

  endpoint('get', HsCodeApi.tree, (ctx) => reply(hsTree(ctx.query.get('parent') ?? ''))),

  endpoint('get', HsCodeApi.meta, () => ok(hsMeta())),
];
