import { ScheduleApi } from '@/contract/schedule/paths';

import { endpoint } from '../../core/endpoint';
import { ok, reply } from '../../core/envelope';
import { sailingWeek, scheduleMeta, searchSailings } from './rules';

/** Sailing schedules (ScheduleApi): public, computed on demand from the service table. */
export const handlers = [
  endpoint('get', ScheduleApi.page, (ctx) => reply(searchSailings(ctx.query, ctx.now, ctx.lang))),
  endpoint('get', ScheduleApi.week, (ctx) => reply(sailingWeek(ctx.query, ctx.now, ctx.lang))),
  endpoint('get', ScheduleApi.meta, (ctx) => ok(scheduleMeta(ctx.now))),
];
