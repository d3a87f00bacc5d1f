import { MEMBER, pageRoute, type AppRoute } from '../route-builders';

/** The notification domain's page: the member's notifications and delivery preferences. */
export const notificationPages: AppRoute[] = [
  pageRoute(
    'user.notifications',
    () => import('@/pages/user/notifications'),
    ['notification'],
    MEMBER,
  ),
];
