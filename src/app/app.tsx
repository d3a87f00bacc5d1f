import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { cspNonce } from '@/lib/csp/nonce';
import { LocaleProvider } from '@/lib/i18n/intl-provider';
import { loadReferenceData } from '@/lib/reference';
import { bindNavigator } from '@/lib/request';
import { FeedbackBridge } from '@/lib/request/feedback-bridge';
import { SessionProvider } from '@/lib/session';

import { getBrowserRouter, type AppRouter } from './router';
import '@/styles/global.css';

// Links, secondary texts, error and success colours darker than antd's defaults, to reach the WCAG AA contrast of 4.5:1.
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1456f0',
    colorLink: '#1456f0',
    colorError: '#cf1322',
    // A darker green for text and icons; the light background and border stay antd's.
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    // antd's placeholder grey (#bfbfbf) is below 4.5:1 on white; #767676 is the lightest that passes.
    colorTextPlaceholder: '#767676',
    borderRadius: 6,
    // The page's font (src/styles/global.css), so antd's text and the first screen's match.
    fontFamily: 'var(--app-font-family)',
    // Dialogs, drawers and drop-downs appear at once instead of zooming or sliding in: a click that
    // lands while one is still moving can miss its button (it grows from the pointer), and on a
    // phone each animation costs main-thread time.
    motion: false,
  },
};

// The style elements antd generates (and its icons') carry the nonce the page's Content-Security-Policy
// allows; without a nonce (tests, the dev server) they are inserted as they are.
const nonce = cspNonce();
const csp = nonce ? { nonce } : undefined;

/** The providers around a router; tests render it with a memory router. */
export function AppRoot({ router }: { router: AppRouter }) {
  // The request client's 4098 redirect becomes a client-side navigation.
  useEffect(() => bindNavigator((to, options) => void router.navigate(to, options)), [router]);
  // Provinces, countries and dictionaries, silently, once per page load.
  useEffect(() => {
    void loadReferenceData();
  }, []);

  return (
    <LocaleProvider>
      {/* No space inserted between two CJK characters: button names read as words ('重试'). */}
      <ConfigProvider theme={theme} button={{ autoInsertSpace: false }} csp={csp}>
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
