import { lazy, Suspense, type ComponentType } from 'react';

import { PageWaiting } from '../page-waiting';
import { page, type PageImporter } from './page';

/**
 * A page component that loads its chunk when it first renders, not when the router resolves the
 * route: a members' page opened by a visitor is only passed through on the way to login, and the
 * router keeps whatever its route resolved to for its whole life, so after a log-in the same
 * component loads the page (with the same time-out and retry as any page).
 */
export function pageOnDemand(importer: PageImporter): ComponentType {
  const Page = lazy(async () => ({ default: (await page(importer)()).Component }));
  return function PageOnDemand() {
    return (
      <Suspense
        fallback={<PageWaiting labelId="common.loading" testId="route-loading" inSection />}
      >
        <Page />
      </Suspense>
    );
  };
}
