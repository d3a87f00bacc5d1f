import { ScheduleApi } from '@/contract/schedule/paths';

import { sailingWeek, scheduleMeta, searchSailings } from '../db/rules/schedule';
import { endpoint } from '../lib/endpoint';
import { ok, reply } from '../lib/envelope';

/** Sailing schedules (ScheduleApi): public, computed on demand from the service table. */
export const schedule = [
  endpoint('get', ScheduleApi.page, (ctx) => reply(searchSailings(ctx.query, ctx.now, ctx.lang))),
  endpoint('get', ScheduleApi.week, (ctx) => reply(sailingWeek(ctx.query, ctx.now, ctx.lang))),
  endpoint('get', ScheduleApi.meta, (ctx) => ok(scheduleMeta(ctx.now))),
];
