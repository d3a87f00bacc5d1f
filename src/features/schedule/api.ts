import type { Page } from '@/contract/http';
import { ScheduleApi } from '@/contract/schedule/paths';
import type {
  Sailing,
  SailingQuery,
  SailingWeekQuery,
  ScheduleMeta,
} from '@/contract/schedule/types';
import { unchecked } from '@/contract/schema';
import { request, type RequestOptions } from '@/lib/request';

/** Sailings, paged. GET /trading/api/schedule/page */
export function getSailingPage(query: SailingQuery, options?: RequestOptions) {
  return request.get(ScheduleApi.page, unchecked<Page<Sailing>>(), query, options);
}

/** The sailings of one week. GET /trading/api/schedule/week */
export function getSailingWeek(query: SailingWeekQuery, options?: RequestOptions) {
  return request.get(ScheduleApi.week, unchecked<Sailing[]>(), query, options);
}

/** What the schedule data is. GET /trading/api/schedule/meta */
export function getScheduleMeta(options?: RequestOptions) {
  return request.get(ScheduleApi.meta, unchecked<ScheduleMeta>(), undefined, options);
}
