import { pageRoute, type AppRoute } from '../route-builders';

/** The schedule domain's page: sailing schedules. */
export const schedulePages: AppRoute[] = [
  pageRoute('tool.shipDate', () => import('@/pages/tool/ship-date'), ['trade', 'schedule']),
];
