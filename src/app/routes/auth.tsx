import { pageRoute, type AppRoute } from '../route-builders';

/** The auth domain's pages. */
export const authPages: AppRoute[] = [
  pageRoute('login', () => import('@/pages/login'), ['auth', 'account', 'forms', 'wechat']),
];
