import { ConfigProvider } from 'antd';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, type ResolvedIntlConfig } from 'react-intl';

import { DEFAULT_LOCALE } from '@/config/constants';
import { dismissFirstScreen } from '@/lib/first-screen';
import { toastMessage } from '@/lib/request';
import type { MessageId } from '@/locales/message-id';

import { firstCatalogueFailed, getCatalogue, loadCatalogue, subscribeCatalogue } from './catalogue';
import {
  applyDocumentLocale,
  directionOf,
  formattingLocale,
  getLocale,
  setLocale,
  subscribeLocale,
} from './locale';

// Shown only until the first catalogue arrives, so it cannot come from a catalogue; same as index.html.
const BOOT_TEXT = '加载中… Loading…';
const BOOT_FAILED_TEXT =
  '页面资源加载失败，请检查网络后重试。The page could not load; check your connection and try again.';
const RETRY_TEXT = '重试 Retry';

const onIntlError: ResolvedIntlConfig['onError'] = (error) => {
  if (import.meta.env.DEV && error.code === 'MISSING_TRANSLATION') console.warn(error.message);
};

/**
 * The current locale (lib/i18n/locale.ts) applied everywhere: react-intl messages, antd texts and
 * direction, dayjs (set by the catalogue loader), `<html lang dir>`. A switch keeps the old texts
 * until the new catalogue has loaded; if it fails to load (or times out: catalogue.ts), an error
 * toast says so and the old language stays. If the first catalogue fails, the app cannot start:
 * a bilingual message says so with a Retry that loads it again in place (a reload would show the
 * browser's own error page while the network is gone).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  const catalogue = useSyncExternalStore(subscribeCatalogue, getCatalogue, getCatalogue);
  // The load before the first render (main.tsx) failed: the failure shows at once.
  const [failed, setFailed] = useState(firstCatalogueFailed);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Loaded before the first render (main.tsx) or by a switch that has already published it.
    if (getCatalogue()?.locale === locale) return;
    if (attempt === 0 && firstCatalogueFailed()) return;
    let active = true;
    loadCatalogue(locale).then(
      () => {
        if (active) setFailed(false);
      },
      (error: unknown) => {
        console.error('[i18n] the catalogue failed to load', error);
        if (!active) return;
        const kept = getCatalogue()?.locale;
        if (!kept) {
          setFailed(true);
          return;
        }
        // A switch failed: the page keeps its language, says so, and the switch can be tried again.
        toastMessage('error', { id: 'errors.localeLoadFailed' });
        if (kept !== locale) setLocale(kept);
      },
    );
    return () => {
      active = false;
    };
  }, [locale, attempt]);

  // Without a catalogue the app cannot start: the failure shows instead of the first screen.
  useLayoutEffect(() => {
    if (failed) dismissFirstScreen();
  }, [failed]);

  const shown = catalogue?.locale;
  useEffect(() => {
    if (shown) applyDocumentLocale(document.documentElement, shown);
  }, [shown]);

  if (!catalogue) {
    if (failed) {
      return (
        <div id="boot" role="alert">
          <p>{BOOT_FAILED_TEXT}</p>
          <button
            type="button"
            onClick={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            {RETRY_TEXT}
          </button>
        </div>
      );
    }
    return (
      <div id="boot" role="status">
        {BOOT_TEXT}
      </div>
    );
  }

  return (
    <IntlProvider
      locale={formattingLocale(catalogue.locale)}
      defaultLocale={DEFAULT_LOCALE}
      // Lazy areas are absent until a route asks for them; their pages wait for them.
      messages={catalogue.messages as Record<MessageId, string>}
      onError={onIntlError}
    >
      <ConfigProvider locale={catalogue.antdLocale} direction={directionOf(catalogue.locale)}>
        {children}
      </ConfigProvider>
    </IntlProvider>
  );
}
