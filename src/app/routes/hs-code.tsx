import { startHsChapters } from '@/features/hs-code/early';

import { pageRoute, startingEarly, type AppRoute } from '../route-builders';

/** The HS code domain's page: codes and tariffs. */
export const hsCodePages: AppRoute[] = [
  startingEarly(
    pageRoute('tool.customs', () => import('@/pages/tool/customs'), ['hs-code']),
    startHsChapters,
  ),
];
