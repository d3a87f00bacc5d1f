import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';

import type { AppLocale } from '@/config/constants';
import { API_PREFIX } from '@/contract/http';
import { bindNavigator } from '@/lib/request';
import { FeedbackBridge } from '@/lib/request/feedback-bridge';

import { WithoutAntdStyles } from '../../../utils/antd-styles';
import { CATALOGUE_OF } from '../../../utils/catalogues';

/** The msw pattern of an API path, as the client sends it (any origin, under the prefix). */
export function api(path: string): string {
  return `*${API_PREFIX}${path}`;
}

export function ok(data: JsonBodyType, key: 'data' | 'result' = 'data') {
  return HttpResponse.json({ code: 200, message: 'ok', [key]: data });
}

export function fail(code: number, message: string, data?: JsonBodyType) {
  return HttpResponse.json({ code, message, data: data ?? null });
}

export { http, HttpResponse };

/**
 * Renders what the app shell renders for toasts (antd App + react-intl + FeedbackBridge) and binds a
 * navigator that records where login navigation went.
 */
export function renderFeedback(locale: AppLocale = 'zh-CN') {
  const destinations: string[] = [];
  const view = render(
    <IntlProvider locale={locale} messages={CATALOGUE_OF[locale]}>
      {/* Without motion, a dismissed toast leaves the document at once (jsdom runs no transitions). */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <FeedbackBridge />
          <RecordNavigation into={destinations} />
        </App>
      </ConfigProvider>
    </IntlProvider>,
    { wrapper: WithoutAntdStyles },
  );
  return { ...view, destinations };
}

/** Binds the login navigator while mounted, recording each destination. */
function RecordNavigation({ into }: { into: string[] }) {
  useEffect(
    () =>
      bindNavigator((to) => {
        into.push(to);
      }),
    [into],
  );
  return null;
}

/** A promise resolved from outside, to hold a reply until the test lets it go. */
export function deferred() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * Runs a call whose toasts update antd's message list from outside React, as in the app. Wrapping
 * it in act() keeps antd's toast from mounting, so like Testing Library's own `waitFor`, this turns
 * React's act() checks off while the call runs; `findByText` then waits for the toast.
 */
export async function run<T>(call: () => Promise<T>): Promise<T> {
  const previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await call();
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 0));
    globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}
