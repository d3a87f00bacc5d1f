import { MEMBER, pageRoute, type AppRoute } from '../route-builders';

/** The order domain's page: orders and their payment, with the payer's coupons. */
export const orderPages: AppRoute[] = [
  pageRoute(
    'business.payment',
    () => import('@/pages/business/payment'),
    ['trade', 'order', 'coupon', 'shipment', 'export', 'print'],
    MEMBER,
  ),
];
