import { createHash } from 'node:crypto';

import { minifySync, type Plugin } from 'vite';

import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, SUPPORTED_LOCALES } from '../src/config/constants.ts';
import { paths } from '../src/config/paths.ts';
import {
  APP_ENTRY_META,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_ID,
} from '../src/lib/first-screen/index.ts';
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
 * A classic script, run before the body is painted. On the home page's addresses it sets `<html
 * lang>` and the first-screen attribute to the locale the app will pick (the same function);
 * anything it cannot do leaves the page as it was: the app's own loading state.
 * On every page it then starts the app's entry scripts once the HTML has been painted (after the
 * next frame; after half a second in a tab that does not paint): on a phone the app's download
 * then neither delays nor shares the first paint, which needs nothing but the HTML.
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
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entries = document.querySelectorAll('meta[name="${APP_ENTRY_META}"]');
    for (var i = 0; i < entries.length; i++) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entries[i].getAttribute('content');
      document.head.appendChild(script);
    }
  }
  function afterFirstPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    setTimeout(start, 500);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/g;
const STYLE_SHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)"([^>]*)>/g;

/**
 * index.html as the first-screen script expects it: the entry's style sheets inline (the first
 * paint waits for no request; `data-href` names the file each came from), its scripts named in
 * `<meta>` elements for the script to start.
 */
export function deferEntry(html: string, cssOf: (fileName: string) => string | undefined): string {
  return html
    .replace(STYLE_SHEET, (_, fileName: string, attributes: string) => {
      const css = cssOf(fileName);
      if (css === undefined) throw new Error(`first screen: no ${fileName} in the bundle`);
      const nonce = /\snonce="[^"]*"/.exec(attributes)?.[0] ?? '';
      return `<style data-href="/${fileName}"${nonce}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .replace(ENTRY_SCRIPT, (_, src: string) => `<meta name="${APP_ENTRY_META}" content="${src}">`);
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
      handler: (html, { bundle }) => ({
        html: deferEntry(html, (name) => {
          const asset = bundle?.[name];
          return asset?.type === 'asset' ? String(asset.source) : undefined;
        }).replace('<div id="root">', `${firstScreenMarkup()}<div id="root">`),
        tags: [{ tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head-prepend' }],
      }),
    },
  };
}
