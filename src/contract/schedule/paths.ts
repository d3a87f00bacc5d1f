/** Paths of the sailing-schedule calls (under API_PREFIX); all public. */
export const ScheduleApi = {
  /** GET (SailingQuery): sailings, paged. */
  page: '/trading/api/schedule/page',
  /** GET (SailingWeekQuery): the sailings of one week, for the calendar. */
  week: '/trading/api/schedule/week',
  /** GET: what the data is (sample or live, last update, size). */
  meta: '/trading/api/schedule/meta',
} as const;
