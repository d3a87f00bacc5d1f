import { MEMBER, pageRoute, type AppRoute } from '../route-builders';

/** The shipment domain's page: the member's shipments of paid freight orders, and one of them. */
export const shipmentPages: AppRoute[] = [
  pageRoute(
    'user.shipments',
    () => import('@/pages/user/shipments'),
    ['trade', 'shipment'],
    MEMBER,
  ),
];
