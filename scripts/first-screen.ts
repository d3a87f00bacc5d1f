import { createHash } from 'node:crypto';

import { minifySync, type Plugin } from 'vite';

import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, SUPPORTED_LOCALES } from '../src/config/constants.ts';
import { paths } from '../src/config/paths.ts';
import {
  APP_ENTRY_META,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_PAGE_ATTRIBUTE,
} from '../src/lib/first-screen/index.ts';
import { FIRST_SCREEN_PAGES } from '../src/lib/first-screen/pages.ts';
import { pickLocale } from '../src/lib/i18n/pick-locale.ts';
import enUS from '../src/locales/en-US/index.ts';
import zhCN from '../src/locales/zh-CN/index.ts';

import type { MessageId } from '../src/locales/message-id.ts';

const TEXTS = { 'zh-CN': zhCN, 'en-US': enUS } as const;

type Locale = keyof typeof TEXTS;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function text(locale: Locale, id: MessageId): string {
  const message = TEXTS[locale][id];
  // The first screen is plain HTML: a message with arguments or markup cannot be written into it.
  if (typeof message !== 'string' || /[{}<]/.test(message)) {
    throw new Error(`first screen: ${locale} ${id} must be plain text`);
  }
  return escapeHtml(message);
}

/** A page the HTML paints: the addresses that show it and its content below the header. */
interface Screen {
  key: string;
  addresses: readonly string[];
  body: (locale: Locale) => string;
}

const SCREENS: readonly Screen[] = [
  {
    key: paths.home.path,
    addresses: [paths.home.href(), paths.homeAlias.href()],
    // The search form's place is held by an empty card of its height.
    body: (locale) =>
      `<section class="home-hero">` +
      `<h1 class="home-hero__title">${text(locale, 'pages.home.hero.title')}</h1>` +
      `<p class="home-hero__subtitle">${text(locale, 'pages.home.hero.subtitle')}</p>` +
      `<div class="first-screen__search"></div></section>`,
  },
  {
    key: paths.login.path,
    addresses: [paths.login.href()],
    // The login card's heading (src/pages/login): the largest text a phone shows there.
    body: (locale) =>
      `<div class="login-page"><div class="login-card">` +
      `<h1 class="login-card__title">${text(locale, 'auth.login.title')}</h1>` +
      `<p class="login-card__subtitle">${text(locale, 'auth.login.subtitle')}</p></div></div>`,
  },
  ...FIRST_SCREEN_PAGES.map((page): Screen => ({
    key: page.path,
    addresses: [page.path],
    // The frame and heading of PageContainer, as the page renders them.
    body: (locale) =>
      `<article class="page-container"><div class="page-container__header">` +
      `<div class="page-container__heading">` +
      `<h1 class="page-container__title">${text(locale, page.titleId)}</h1>` +
      `<p class="page-container__description">${text(locale, page.descriptionId)}</p>` +
      `</div></div></article>`,
  })),
];

/**
 * The header and first content of the home page, the login page and FIRST_SCREEN_PAGES, in each
 * locale, as the app lays them out (the same global classes).
 */
export function firstScreenMarkup(): string {
  const home = paths.home.href();
  const screens = SCREENS.flatMap((screen) =>
    SUPPORTED_LOCALES.map(
      (locale) =>
        `<div class="app-shell" lang="${locale}" data-locale="${locale}" data-page="${screen.key}">` +
        `<header class="app-header"><div class="app-container app-header__inner">` +
        `<a href="${home}" class="app-header__brand"><img src="/favicon.svg" alt="" width="28" height="28" />` +
        `<span class="app-header__name">${text(locale, 'common.appName')}</span></a></div></header>` +
        `<main class="app-main"><div class="app-container">${screen.body(locale)}</div></main></div>`,
    ),
  );
  return `<div id="${FIRST_SCREEN_ID}">${screens.join('')}</div>`;
}

/**
 * Hides every page's first screen but the one the script picked (the locale's rules are in
 * global.css).
 */
export function firstScreenStyle(): string {
  return SCREENS.map(
    ({ key }) =>
      `html[${FIRST_SCREEN_PAGE_ATTRIBUTE}="${key}"] #${FIRST_SCREEN_ID} > :not([data-page="${key}"]){display:none}`,
  ).join('');
}

/**
 * A classic script, run before the body is painted. On the addresses of a page in SCREENS it sets
 * `<html lang>` and the first-screen attribute to the locale the app will pick (the same
 * function), and the page attribute to the page; anything it cannot do leaves the page as it was:
 * the app's own loading state.
 * On every page it then starts the app's entry scripts once the HTML has been painted (after the
 * next frame; after half a second in a tab that does not paint): on a phone the app's download
 * then neither delays nor shares the first paint, which needs nothing but the HTML.
 */
export function firstScreenScript(): string {
  const screenAt = Object.fromEntries(
    SCREENS.flatMap(({ key, addresses }) => addresses.map((address) => [address, key])),
  );
  return `(function () {
  try {
    var screens = ${JSON.stringify(screenAt)};
    if (!Object.prototype.hasOwnProperty.call(screens, location.pathname)) return;
    var pickLocale = ${pickLocale.toString()};
    var stored = null;
    try { stored = localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)}); } catch (e) {}
    var languages = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    var locale = pickLocale(stored, languages, ${JSON.stringify(SUPPORTED_LOCALES)}, ${JSON.stringify(DEFAULT_LOCALE)});
    document.documentElement.lang = locale;
    document.documentElement.setAttribute(${JSON.stringify(FIRST_SCREEN_PAGE_ATTRIBUTE)}, screens[location.pathname]);
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
 * Paints the header and first content of the home page, the login page and FIRST_SCREEN_PAGES
 * from the HTML, before the app's scripts have loaded: a first visit shows its heading at once
 * instead of after the shell and the page's code have downloaded and run.
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
        tags: [
          { tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head-prepend' },
          { tag: 'style', children: firstScreenStyle(), injectTo: 'head' },
        ],
      }),
    },
  };
}
