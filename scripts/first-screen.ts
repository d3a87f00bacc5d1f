import { createHash } from 'node:crypto';

import { minifySync, type Plugin } from 'vite';

import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, SUPPORTED_LOCALES } from '../src/config/constants.ts';
import { paths } from '../src/config/paths.ts';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_ID } from '../src/lib/first-screen/index.ts';
import { pickLocale } from '../src/lib/i18n/pick-locale.ts';
import enCommon from '../src/locales/en-US/common.ts';
import enPages from '../src/locales/en-US/pages.ts';
import zhCommon from '../src/locales/zh-CN/common.ts';
import zhPages from '../src/locales/zh-CN/pages.ts';

const TEXTS = {
  'zh-CN': { ...zhCommon, ...zhPages },
  'en-US': { ...enCommon, ...enPages },
} as const;

type TextId = 'common.appName' | 'pages.home.hero.title' | 'pages.home.hero.subtitle';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function text(locale: keyof typeof TEXTS, id: TextId): string {
  const message = TEXTS[locale][id];
  // The first screen is plain HTML: a message with arguments or markup cannot be written into it.
  if (typeof message !== 'string' || /[{}<]/.test(message)) {
    throw new Error(`first screen: ${locale} ${id} must be plain text`);
  }
  return escapeHtml(message);
}

/**
 * The header and hero of the home page as the app lays them out (the same global classes), in
 * each locale; the search form's place is held by an empty card of its height.
 */
export function firstScreenMarkup(): string {
  const home = paths.home.href();
  const screens = SUPPORTED_LOCALES.map(
    (locale) =>
      `<div class="app-shell" lang="${locale}" data-locale="${locale}">` +
      `<header class="app-header"><div class="app-container app-header__inner">` +
      `<a href="${home}" class="app-header__brand"><img src="/favicon.svg" alt="" width="28" height="28" />` +
      `<span class="app-header__name">${text(locale, 'common.appName')}</span></a></div></header>` +
      `<main class="app-main"><div class="app-container"><section class="home-hero">` +
      `<h1 class="home-hero__title">${text(locale, 'pages.home.hero.title')}</h1>` +
      `<p class="home-hero__subtitle">${text(locale, 'pages.home.hero.subtitle')}</p>` +
      `<div class="first-screen__search"></div></section></div></main></div>`,
  );
  return `<div id="${FIRST_SCREEN_ID}">${screens.join('')}</div>`;
}

/**
 * A classic script, run before the body is painted: on the home page's addresses it sets `<html
 * lang>` and the first-screen attribute to the locale the app will pick (the same function).
 * Anything it cannot do leaves the page as it was: the app's own loading state.
 */
export function firstScreenScript(): string {
  const addresses = [paths.home.href(), paths.homeAlias.href()];
  return `(function () {
  try {
    if (${JSON.stringify(addresses)}.indexOf(location.pathname) < 0) return;
    var pickLocale = ${pickLocale.toString()};
    var stored = null;
    try { stored = localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)}); } catch (e) {}
    var languages = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    var locale = pickLocale(stored, languages, ${JSON.stringify(SUPPORTED_LOCALES)}, ${JSON.stringify(DEFAULT_LOCALE)});
    document.documentElement.lang = locale;
    document.documentElement.setAttribute(${JSON.stringify(FIRST_SCREEN_ATTRIBUTE)}, locale);
  } catch (e) {}
})();
`;
}

/**
 * Paints the home page's header and hero from the HTML, before the app's scripts have loaded: a
 * first visit of / shows its headline at once instead of after the shell has downloaded and run.
 * The policy allows scripts only from the site, so the locale is picked by a small script file in
 * the head (named by its content's hash, cached like every asset).
 */
export function firstScreen(): Plugin {
  const minified = minifySync('first-screen.js', firstScreenScript(), {});
  if (minified.errors.length > 0) throw new Error(`first screen: ${minified.errors[0]?.message}`);
  const script = minified.code;
  const fileName = `assets/first-screen-${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`;
  return {
    name: 'trading:first-screen',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: script });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => ({
        html: html.replace('<div id="root">', `${firstScreenMarkup()}<div id="root">`),
        tags: [{ tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head-prepend' }],
      }),
    },
  };
}
