import { pageRoute, type AppRoute } from '../route-builders';

/** The platform's own pages: about, contact, terms. */
export const otherPages: AppRoute[] = [
  pageRoute('other.about', () => import('@/pages/other/about'), ['other']),
  pageRoute('other.contact', () => import('@/pages/other/contact'), ['other']),
  pageRoute('other.clause', () => import('@/pages/other/clause'), ['other']),
];
