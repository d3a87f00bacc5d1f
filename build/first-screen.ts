import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { minifySync, type Plugin } from 'vite';

import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, SUPPORTED_LOCALES } from '../src/config/constants.ts';
import { paths } from '../src/config/paths.ts';
import { POPULAR_LANES } from '../src/features/schedule/utils/popular-lanes.ts';
import {
  APP_ENTRY_META,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_PAGE_ATTRIBUTE,
} from '../src/lib/first-screen/index.ts';
import {
  FIRST_SCREEN_PAGES,
  type FirstScreenPage,
  type FirstScreenSection,
} from '../src/lib/first-screen/pages.ts';
import { pickLocale } from '../src/lib/i18n/pick-locale.ts';
import enUS from '../src/locales/en-US/index.ts';
import zhCN from '../src/locales/zh-CN/index.ts';
import { NONCE_PLACEHOLDER } from './deploy-config.ts';

import type { MessageId } from '../src/locales/message-id.ts';

/** Relative to this folder (a path, so that the bundler does not take it for an asset). */
const BRAND_MARK_FILE = '../src/assets/brand-mark.svg';

/**
 * The brand's mark (the header's logo and the page's icon) as a data URL: the first paint and the
 * app's download share no connection with a request for it.
 */
export const BRAND_MARK = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), BRAND_MARK_FILE), 'utf8').trim(),
)}`;

/** The page's icon in index.html (the source file, which the dev server serves). */
const ICON_LINK = /(<link rel="icon"[^>]*\shref=")[^"]+(")/;

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
  /** With any of these query parameters in the address, the app alone draws the page. */
  appQuery?: readonly string[];
  body: (locale: Locale) => string;
}

/** A filter of the search bar as FilterField lays it out, with an empty box for its control. */
function filterField(locale: Locale, labelId: MessageId, modifiers = ''): string {
  return (
    `<div class="filter-field${modifiers}"><span class="filter-field__label">${text(locale, labelId)}</span>` +
    `<span class="first-screen__control"></span></div>`
  );
}

/**
 * The schedule before a search (ScheduleFilters and ScheduleStart): the search bar's frame, whose
 * grid gives it the bar's height at every width, and the start prompt below it.
 */
function scheduleStart(locale: Locale): string {
  const lanes = POPULAR_LANES.map(
    (lane) =>
      `<li><a class="link-button" href="${lane.href}">${text(locale, lane.labelId)}</a></li>`,
  ).join('');
  return (
    `<div class="filter-bar filter-bar--top">` +
    `<div class="schedule-ports">${filterField(locale, 'schedule.filters.pol')}` +
    `<span class="schedule-ports__swap first-screen__control first-screen__control--square"></span>` +
    `${filterField(locale, 'schedule.filters.pod')}</div>` +
    filterField(locale, 'schedule.filters.dates', ' filter-field--wide filter-field--double') +
    filterField(locale, 'schedule.filters.carrier') +
    filterField(locale, 'schedule.filters.routing') +
    `</div><section class="schedule-start">` +
    `<h2 class="schedule-start__title">${text(locale, 'schedule.start.title')}</h2>` +
    `<p class="schedule-start__hint">${text(locale, 'schedule.start.hint')}</p>` +
    `<ul class="schedule-start__lanes">${lanes}</ul></section>`
  );
}

/** What a page shows below its heading from the HTML, beside the heading itself. */
const CONTENT: Partial<Record<string, (locale: Locale) => string>> = {
  [paths.tool.shipDate.path]: scheduleStart,
};

/** The frame and heading of PageContainer, as the page renders them, and its first content. */
function pageHeading(locale: Locale, page: FirstScreenPage): string {
  const content = CONTENT[page.path]?.(locale);
  return (
    `<article class="page-container"><div class="page-container__header">` +
    `<div class="page-container__heading">` +
    `<h1 class="page-container__title">${text(locale, page.titleId)}</h1>` +
    `<p class="page-container__description">${text(locale, page.descriptionId)}</p>` +
    `</div></div>${content ? `<div class="page-container__body">${content}</div>` : ''}</article>`
  );
}

/** SectionLayout's menu beside `content`, with the page at `current` marked as NavLink does. */
function inSection(
  locale: Locale,
  section: FirstScreenSection,
  current: string,
  content: string,
): string {
  const title = text(locale, section.titleId);
  const items = section.items
    .map(({ href, titleId }) => {
      const here = href === current ? ' active" aria-current="page' : '';
      return `<li><a href="${href}" class="section-layout__link${here}">${text(locale, titleId)}</a></li>`;
    })
    .join('');
  return (
    `<div class="section-layout"><nav class="section-layout__menu" aria-label="${title}">` +
    `<p class="section-layout__title" aria-hidden="true">${title}</p>` +
    `<ul class="section-layout__list">${items}</ul></nav>` +
    `<div class="section-layout__content">${content}</div></div>`
  );
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
    appQuery: page.appQuery,
    body: (locale) =>
      page.section
        ? inSection(locale, page.section, page.path, pageHeading(locale, page))
        : pageHeading(locale, page),
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
        `<a href="${home}" class="app-header__brand"><img src="${BRAND_MARK}" alt="" width="28" height="28" />` +
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
 * A classic script, run before the body is painted. On the addresses of a page in SCREENS (without
 * a query parameter that would change what it shows first) it sets
 * `<html lang>` and the first-screen attribute to the locale the app will pick (the same
 * function), and the page attribute to the page; anything it cannot do leaves the page as it was:
 * the app's own loading state.
 * On every page it then starts the app's entry scripts, the entry first, once the HTML has been painted (after the
 * next frame; after half a second in a tab that does not paint): on a phone the app's download
 * then neither delays nor shares the first paint, which needs nothing but the HTML.
 */
export function firstScreenScript(): string {
  const screenAt = Object.fromEntries(
    SCREENS.flatMap(({ key, addresses }) => addresses.map((address) => [address, key])),
  );
  const queryAt = Object.fromEntries(
    SCREENS.flatMap(({ addresses, appQuery }) =>
      appQuery ? addresses.map((address) => [address, appQuery]) : [],
    ),
  );
  return `(function () {
  try {
    var screens = ${JSON.stringify(screenAt)};
    var appQuery = ${JSON.stringify(queryAt)};
    if (!Object.prototype.hasOwnProperty.call(screens, location.pathname)) return;
    var query = new URLSearchParams(location.search);
    var names = appQuery[location.pathname] || [];
    for (var i = 0; i < names.length; i++) if (query.has(names[i])) return;
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
    // The entry (named last, the largest) first: it takes the connection the page came on.
    for (var i = entries.length - 1; i >= 0; i--) {
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

/** The first-screen script as it goes inline into index.html's head. */
export function inlineFirstScreenScript(): string {
  const minified = minifySync('first-screen.js', firstScreenScript(), {});
  if (minified.errors.length > 0) throw new Error(`first screen: ${minified.errors[0]?.message}`);
  // Nothing in it may close the element it is written in.
  return minified.code.replace(/<\/script/gi, '<\\/script');
}

/**
 * Paints the header and first content of the home page, the login page and FIRST_SCREEN_PAGES
 * from the HTML, before the app's scripts have loaded: a first visit shows its heading at once
 * instead of after the shell and the page's code have downloaded and run.
 * The script that picks the screen and starts the app is inline, with the response's nonce (the
 * policy allows the site's files and elements that carry the nonce): as a file it was a request
 * the first paint and the app's download both waited for, a round trip on a phone.
 */
export function firstScreen(): Plugin[] {
  const script = inlineFirstScreenScript();
  const icon: Plugin = {
    name: 'trading:brand-mark-icon',
    apply: 'build',
    // Before the bundler would make a file of it.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(
          ICON_LINK,
          (_, before: string, after: string) => `${before}${BRAND_MARK}${after}`,
        ),
    },
  };
  const page: Plugin = {
    name: 'trading:first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => ({
        html: deferEntry(html, (name) => {
          const asset = bundle?.[name];
          return asset?.type === 'asset' ? String(asset.source) : undefined;
        }).replace('<div id="root">', `${firstScreenMarkup()}<div id="root">`),
        tags: [
          {
            tag: 'script',
            attrs: { nonce: NONCE_PLACEHOLDER },
            children: script,
            injectTo: 'head-prepend',
          },
          { tag: 'style', children: firstScreenStyle(), injectTo: 'head' },
        ],
      }),
    },
  };
  return [icon, page];
}
