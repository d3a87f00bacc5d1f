import type { HttpHandler } from 'msw';

/** Sailing schedules (ScheduleApi): public. Filled in by the schedule mock. */
export const schedule: HttpHandler[] = [];
