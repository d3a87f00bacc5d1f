import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  RTL_LANGUAGE_PREFIXES,
  SUPPORTED_LOCALES,
  type AppLocale,
} from '@/config/constants';

import { pickLocale } from './pick-locale';

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

/** Whether a locale is written right to left (Hebrew, Arabic, Persian, Kurdish). */
export function isRtl(locale: string): boolean {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  return (RTL_LANGUAGE_PREFIXES as readonly string[]).includes(language);
}

/** The document direction for a locale. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}

/** Sets `<html lang dir>` for a locale. */
export function applyDocumentLocale(root: HTMLElement, locale: string): void {
  root.lang = locale;
  root.dir = directionOf(locale);
}
