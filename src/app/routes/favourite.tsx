import { MEMBER, pageRoute, type AppRoute } from '../route-builders';

/** The favourite domain's page. */
export const favouritePages: AppRoute[] = [
  pageRoute('user.myCollect', () => import('@/pages/user/my-collect'), ['favourite'], MEMBER),
];
