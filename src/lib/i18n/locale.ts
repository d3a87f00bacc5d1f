import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  type AppLocale,
} from '@/config/constants';

import { directionOf, isRtl } from './direction';
import { pickLocale } from './pick-locale';

export { directionOf, isRtl };

type LocaleListener = (locale: AppLocale) => void;

const listeners = new Set<LocaleListener>();
// The choice made in this page when storage refused to save it.
let unsaved: AppLocale | undefined;

/** Maps any language tag onto a supported locale: zh* → zh-CN, en* → en-US, else undefined. */
export function toSupportedLocale(tag: string | null | undefined): AppLocale | undefined {
  return pickLocale(tag, [], SUPPORTED_LOCALES, undefined);
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The current locale: `umi_locale` in localStorage, else the browser's languages, else zh-CN. */
export function getLocale(): AppLocale {
  return unsaved ?? pickLocale(readStored(), browserLanguages(), SUPPORTED_LOCALES, DEFAULT_LOCALE);
}

/**
 * Saves the locale, then either reloads the page (`reload: true`) or tells the subscribers, which
 * update the page in place (the default).
 */
export function setLocale(locale: AppLocale, { reload = false }: { reload?: boolean } = {}): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    unsaved = undefined;
  } catch {
    unsaved = locale;
  }
  if (reload) {
    window.location.reload();
    return;
  }
  notify(locale);
}

function notify(locale: AppLocale): void {
  for (const listener of listeners) listener(locale);
}

function onStorage(event: StorageEvent): void {
  if (event.key === LOCALE_STORAGE_KEY || event.key === null) notify(getLocale());
}

/**
 * Called with the new locale after each in-place change, here or in another tab; returns the
 * unsubscribe function.
 */
export function subscribeLocale(listener: LocaleListener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * The tag `Intl` (react-intl's numbers, dates and plurals) formats with. Arabic keeps Latin digits:
 * the numbers the server writes (tender, order and container numbers, HS codes) and antd's own
 * (badges, pagination, the date picker) are Latin, and one page must not mix two kinds of digits.
 */
export function formattingLocale(locale: AppLocale): string {
  return isRtl(locale) ? `${locale}-u-nu-latn` : locale;
}

/**
 * The request's `Accept-Language`: the locale, then English for texts the server may not write in
 * it (the server writes Chinese and English; anything else would get its default, Chinese).
 */
export function acceptLanguage(locale: AppLocale): string {
  return locale === 'zh-CN' || locale === 'en-US' ? locale : `${locale}, en-US;q=0.8`;
}

/** Sets `<html lang dir>` for a locale. */
export function applyDocumentLocale(root: HTMLElement, locale: string): void {
  root.lang = locale;
  root.dir = directionOf(locale);
}
