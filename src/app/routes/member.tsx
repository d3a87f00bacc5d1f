import { MEMBER, pageRoute, type AppRoute } from '../route-builders';

/** The member domain's pages: joining, the password, certification, the member centre, the profile. */
export const memberPages: AppRoute[] = [
  pageRoute('register', () => import('@/pages/register'), ['forms', 'member', 'account']),
  pageRoute('retrievePassword', () => import('@/pages/retrieve-password'), ['forms', 'account']),
  pageRoute(
    'subBaseInfo',
    () => import('@/pages/sub-base-info'),
    ['forms', 'member', 'enterprise', 'upload'],
    MEMBER,
  ),
  pageRoute(
    'user.personalCenter',
    () => import('@/pages/user/personal-center'),
    ['member', 'center'],
    MEMBER,
  ),
  pageRoute(
    'user.changeBaseInfo',
    () => import('@/pages/user/change-base-info'),
    ['forms', 'member', 'enterprise', 'upload'],
    MEMBER,
  ),
];
