import { DirectoryApi } from '@/contract/directory/paths';

import { toEnterpriseDetail, toEnterpriseSummary } from '../db/directory-views';
import { enterpriseCounts, findEnterprise, queryEnterprises } from '../db/rules/directory';
import { memberOfToken } from '../db/rules/token';
import { db } from '../db/store';
import { endpoint } from '../lib/endpoint';
import { fromRejection, ok, page } from '../lib/envelope';
import { pageParams } from '../lib/parse';
import { cstDate } from '../lib/time';

/** The enterprise directory: public; contact details only for a live token's member. */
export const enterprise = [
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
