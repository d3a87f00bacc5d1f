import { MEMBER, pageRoute, type AppRoute } from '../route-builders';

/** The invoice domain's page: titles, applications and issued invoices. */
export const invoicePages: AppRoute[] = [
  pageRoute(
    'user.invoice',
    () => import('@/pages/user/invoice'),
    ['invoice', 'export', 'print'],
    MEMBER,
  ),
];
