import { ScheduleApi } from '@/contract/schedule/paths';
import { ScheduleReplies } from '@/contract/schedule/replies';
import type { SailingQuery, SailingWeekQuery } from '@/contract/schedule/types';
import { request, type RequestOptions } from '@/lib/request';

/** Sailings, paged. GET /trading/api/schedule/page */
export function getSailingPage(query: SailingQuery, options?: RequestOptions) {
  return request.get(ScheduleApi.page, ScheduleReplies.page, query, options);
}

/** The sailings of one week. GET /trading/api/schedule/week */
export function getSailingWeek(query: SailingWeekQuery, options?: RequestOptions) {
  return request.get(ScheduleApi.week, ScheduleReplies.week, query, options);
}

/** What the schedule data is. GET /trading/api/schedule/meta */
export function getScheduleMeta(options?: RequestOptions) {
  return request.get(ScheduleApi.meta, ScheduleReplies.meta, undefined, options);
}
