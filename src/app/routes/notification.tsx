import { startNotificationPage } from '@/features/notification/early';

import { MEMBER, pageRoute, startingEarly, type AppRoute } from '../route-builders';

/** The notification domain's page: the member's notifications and delivery preferences. */
export const notificationPages: AppRoute[] = [
  startingEarly(
    pageRoute(
      'user.notifications',
      () => import('@/pages/user/notifications'),
      ['notification'],
      MEMBER,
    ),
    (_, url) => startNotificationPage(url),
  ),
];
