import { DirectoryApi } from '@/contract/directory/paths';

import { endpoint } from '../../core/endpoint';
import { fromRejection, ok, page } from '../../core/envelope';
import { pageParams } from '../../core/parse';
import { memberOfToken } from '../../core/registry';
import { db } from '../../core/store';
import { cstDate } from '../../core/time';
import { enterpriseCounts, findEnterprise, queryEnterprises } from './rules';
import { toEnterpriseDetail, toEnterpriseSummary } from './views';

/** The enterprise directory: public; contact details only for a live token's member. */
export const handlers = [
  endpoint('get', DirectoryApi.page, (ctx) => {
    const { current, size } = pageParams(ctx.query);
    const rows = queryEnterprises(db, ctx.query);
    if (!rows.ok) return fromRejection(rows);
    const counts = enterpriseCounts(db, cstDate(ctx.now));
    const paged = page(rows.value, current, size);
    return ok({ ...paged, records: paged.records.map((row) => toEnterpriseSummary(row, counts)) });
  }),

  endpoint('get', DirectoryApi.detail, (ctx) => {
    const found = findEnterprise(db, ctx.query.get('id') ?? '');
    if (!found.ok) return fromRejection(found);
    const reader = memberOfToken(db, ctx.token, ctx.now);
    return ok(toEnterpriseDetail(found.value, enterpriseCounts(db, cstDate(ctx.now)), reader));
  }),
];
