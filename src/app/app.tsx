import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { BusyIcon } from '@/components/busy-icon';
import { cspNonce } from '@/lib/csp/nonce';
import { LocaleProvider } from '@/lib/i18n/intl-provider';
import { loadReferenceDataOnce } from '@/lib/reference';
import { bindNavigator } from '@/lib/request';
import { FeedbackBridge } from '@/lib/request/feedback-bridge';
import { SessionProvider } from '@/lib/session';

import { antdTheme } from './antd-theme';
import { getBrowserRouter, type AppRouter } from './router';
import '@/lib/decorative-icons';
import '@/styles/global.css';
import '@/styles/filter-bar.css';
import '@/styles/schedule-start.css';

// Production builds load antd's component styles as style sheets written at build time with the
// same theme (build/antd-static-styles.ts) instead of generating them on the main thread; the dev
// server and tests keep antd's run-time styles.
const theme: ThemeConfig = { ...antdTheme, zeroRuntime: __ANTD_STATIC_STYLES__ };

// The style elements antd generates (and its icons') carry the nonce the page's Content-Security-Policy
// allows; without a nonce (tests, the dev server) they are inserted as they are.
const nonce = cspNonce();
const csp = nonce ? { nonce } : undefined;

// No space inserted between two CJK characters: button names read as words ('重试'). A busy
// button's spinner is named in the page's language.
const button = { autoInsertSpace: false, loadingIcon: <BusyIcon /> };

// No ripple spreads from a clicked button, checkbox, radio, switch or tag, like the rest of antd's
// motion (the theme's `motion: false`, which leaves the ripple on): each ripple rendered a React
// root of its own in the click's task. Production builds leave its code out (build/antd-trims.ts).
const wave = { disabled: true };

/** The providers around a router; tests render it with a memory router. */
export function AppRoot({ router }: { router: AppRouter }) {
  // The request client's 4098 redirect becomes a client-side navigation.
  useEffect(() => bindNavigator((to, options) => void router.navigate(to, options)), [router]);
  // Provinces, countries and dictionaries, silently, once per page load.
  useEffect(loadReferenceDataOnce, []);

  return (
    <LocaleProvider>
      <ConfigProvider theme={theme} button={button} wave={wave} csp={csp}>
        <AntdApp>
          <FeedbackBridge />
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </AntdApp>
      </ConfigProvider>
    </LocaleProvider>
  );
}

export function App() {
  const [router] = useState(getBrowserRouter);
  return <AppRoot router={router} />;
}
