import { useEffect, useLayoutEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';

import { dismissFirstScreen } from '@/lib/first-screen';

import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { DocumentTitle } from './document-title';
import { NavigationProgress } from './navigation-progress';

const MAIN_ID = 'main-content';

/** After a client-side navigation, keyboard and screen-reader users start at the new page. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return mainRef;
}

/** Header, content and footer around every page. */
export function GlobalLayout() {
  const mainRef = useFocusMainOnNavigation();
  // Before the browser paints the layout: the first screen goes in the frame the app comes in.
  useLayoutEffect(() => dismissFirstScreen(), []);

  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <DocumentTitle />
      <NavigationProgress />
      <ScrollRestoration />
      <AppHeader />
      <main ref={mainRef} id={MAIN_ID} className="app-main" tabIndex={-1}>
        <div className="app-container">
          <Outlet />
        </div>
      </main>
      <AppFooter />
    </div>
  );
}
