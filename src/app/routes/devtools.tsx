import { pageRoute, type AppRoute } from '../route-builders';

/** The diagnostics page (with the mock's panel in builds that hold the mock). */
export const devtoolsPages: AppRoute[] = [
  pageRoute('test', () => import('@/pages/test'), ['test']),
];
