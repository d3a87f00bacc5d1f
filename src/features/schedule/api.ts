import type { Page } from '@/contract/http';
import { ScheduleApi } from '@/contract/schedule/paths';
import type {
  Sailing,
  SailingQuery,
  SailingWeekQuery,
  ScheduleMeta,
} from '@/contract/schedule/types';
import { request, type RequestOptions } from '@/lib/request';

/** Sailings, paged. GET /trading/api/schedule/page */
export function getSailingPage(query: SailingQuery, options?: RequestOptions) {
  return request.get<Page<Sailing>>(ScheduleApi.page, query, options);
}

/** The sailings of one week. GET /trading/api/schedule/week */
export function getSailingWeek(query: SailingWeekQuery, options?: RequestOptions) {
  return request.get<Sailing[]>(ScheduleApi.week, query, options);
}

/** What the schedule data is. GET /trading/api/schedule/meta */
export function getScheduleMeta(options?: RequestOptions) {
  return request.get<ScheduleMeta>(ScheduleApi.meta, undefined, options);
}
