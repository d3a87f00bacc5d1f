import { minifySync, type Plugin } from 'vite';

import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  StorageKeys,
  SUPPORTED_LOCALES,
} from '../src/config/constants.ts';
import {
  APP_ENTRY_META,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_PAGE_ATTRIBUTE,
} from '../src/lib/first-screen/index.ts';
import { isAddressOf, namesItem } from '../src/lib/first-screen/pages.ts';
import { directionOf } from '../src/lib/i18n/direction.ts';
import { pickLocale } from '../src/lib/i18n/pick-locale.ts';
import { storagePrefixOf } from '../src/lib/storage/storage-prefix.ts';
import {
  BRAND_MARK,
  firstScreenMarkup,
  firstScreenStyle,
  SCREENS,
  type Screen,
} from './first-screen-markup.ts';
import { stepsFunction } from './first-screen-steps.ts';
import { fontWarmupFunction } from './font-warmup.ts';
import { intlWarmupFunction } from './intl-warmup.ts';
import { NONCE_PLACEHOLDER } from './settings.ts';

/** The page's icon in index.html (the source file, which the dev server serves). */
const ICON_LINK = /(<link rel="icon"[^>]*\shref=")[^"]+(")/;

/** A value of each screen that has one, by each of its addresses, for the script to look up. */
function atAddresses<T>(valueOf: (screen: Screen) => T | undefined): Record<string, T> {
  return Object.fromEntries(
    SCREENS.flatMap((screen) => {
      const value = valueOf(screen);
      return value === undefined ? [] : screen.addresses.map((address) => [address, value]);
    }),
  );
}

/**
 * A classic script, run before the body is painted. On the addresses of a page in SCREENS (a
 * `:name` segment of one standing for any segment; without a query parameter that would change
 * what it shows first; with the one naming its item, if it shows one, by an id of the item's
 * shape) it sets
 * `<html lang dir>` and the first-screen attribute to the locale the app will pick (the same
 * function), and the page attribute to the page; anything it cannot do leaves the page as it was:
 * the app's own loading state.
 * On every page it then starts the app's entry scripts, the entry first, once the HTML has been painted (after the
 * next frame; after half a second in a tab that does not paint): on a phone the app's download
 * then neither delays nor shares the first paint, which needs nothing but the HTML. While they
 * download it sets up the locale's `Intl` data and the app's fonts (intl-warmup.ts,
 * font-warmup.ts).
 */
export function firstScreenScript(tokenKey: string): string {
  const screenAt = atAddresses(({ key }) => key);
  const memberAt = atAddresses(({ member }) => member);
  const visitorAt = atAddresses(({ visitor }) => visitor);
  const queryAt = atAddresses(({ appQuery }) => appQuery);
  const itemAt = atAddresses(({ itemQuery }) => itemQuery);
  const itemPatternAt = atAddresses(({ itemPattern }) => itemPattern);
  const directions = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, directionOf(locale)]),
  );
  return `(function () {
var locale = null;
try {
  var pickLocale = ${pickLocale.toString()};
  var stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)}); } catch (e) {}
  var languages = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  locale = pickLocale(stored, languages, ${JSON.stringify(SUPPORTED_LOCALES)}, ${JSON.stringify(DEFAULT_LOCALE)});
} catch (e) {}
(function () {
  try {
    if (locale === null) return;
    var screens = ${JSON.stringify(screenAt)};
    var appQuery = ${JSON.stringify(queryAt)};
    var isAddressOf = ${isAddressOf.toString()};
    var address = null;
    for (var candidate in screens) {
      if (Object.prototype.hasOwnProperty.call(screens, candidate) && isAddressOf(candidate, location.pathname)) { address = candidate; break; }
    }
    if (address === null) return;
    var query = new URLSearchParams(location.search);
    var names = appQuery[address] || [];
    for (var i = 0; i < names.length; i++) if (query.has(names[i])) return;
    var item = ${JSON.stringify(itemAt)}[address];
    var namesItem = ${namesItem.toString()};
    if (item && !namesItem(query.get(item), ${JSON.stringify(itemPatternAt)}[address])) return;
    var signedIn = false;
    try { signedIn = localStorage.getItem(${JSON.stringify(tokenKey)}) !== null; } catch (e) {}
    if (${JSON.stringify(memberAt)}[address] && !signedIn) return;
    if (${JSON.stringify(visitorAt)}[address] && signedIn) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = ${JSON.stringify(directions)}[locale];
    document.documentElement.setAttribute(${JSON.stringify(FIRST_SCREEN_PAGE_ATTRIBUTE)}, screens[address]);
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
    setTimeout(function () { warmIntl(locale, function () { warmFonts(locale); }); }, 0);
  }
  ${stepsFunction()}
  ${intlWarmupFunction()}
  ${fontWarmupFunction()}
  function afterFirstPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    setTimeout(start, 500);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
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

/** Vite's table of a chunk's preload files (`m.f=[...]`), which its calls name by index. */
const PRELOAD_TABLE =
  /const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>/;
/** A sheet deferEntry put inline, by its file name. */
const INLINE_SHEET = /<style data-href="\/([^"]+)"/g;
const PRELOAD_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * A chunk's code whose preload lists leave out the style sheets `inline` (index.html carries them
 * in `<style>` elements). Vite's preload helper takes a sheet for loaded only when a
 * `<link rel="stylesheet">` names it, and a chunk whose imports reach the shell lists the shell's
 * sheet: the first such chunk fetched the whole sheet again and applied it a second time (a style
 * recalculation of the whole page, 87 ms at 4× CPU, inside the press on a select whose code it
 * was). The table keeps its entries; the calls stop naming them.
 */
export function withoutInlineSheets(code: string, inline: ReadonlySet<string>): string {
  const table = PRELOAD_TABLE.exec(code)?.[1];
  if (!table) return code;
  const files = JSON.parse(table) as string[];
  const dropped = new Set(files.flatMap((file, index) => (inline.has(file) ? [index] : [])));
  if (dropped.size === 0) return code;
  return code.replace(PRELOAD_CALL, (_, list: string) => {
    const kept = list.split(',').filter((index) => !dropped.has(Number(index)));
    return `__vite__mapDeps([${kept.join(',')}])`;
  });
}

/** The first-screen script as it goes inline into index.html's head. */
export function inlineFirstScreenScript(tokenKey: string): string {
  const minified = minifySync('first-screen.js', firstScreenScript(tokenKey), {});
  if (minified.errors.length > 0) throw new Error(`first screen: ${minified.errors[0]?.message}`);
  // Nothing in it may close the element it is written in.
  return minified.code.replace(/<\/script/gi, '<\\/script');
}

/**
 * Paints the header and first content of the home page, the account pages (ACCOUNT_CARDS) and FIRST_SCREEN_PAGES
 * from the HTML, before the app's scripts have loaded: a first visit shows its heading at once
 * instead of after the shell and the page's code have downloaded and run.
 * The script that picks the screen and starts the app is inline, with the response's nonce (the
 * policy allows the site's files and elements that carry the nonce): as a file it was a request
 * the first paint and the app's download both waited for, a round trip on a phone.
 */
export function firstScreen(mode: string): Plugin[] {
  // A members' page is painted only when the session's token is stored (its value is not read).
  const script = inlineFirstScreenScript(`${storagePrefixOf(mode)}${StorageKeys.token}`);
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
  const preloads: Plugin = {
    name: 'trading:first-screen-preloads',
    apply: 'build',
    // After Vite's own handler has written the chunks' preload lists and index.html is written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const inline = new Set(
          [...String(html.source).matchAll(INLINE_SHEET)].map(([, fileName]) => fileName ?? ''),
        );
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          // A Vite that writes its preload table otherwise would leave the sheets in, silently.
          if (output.code.includes('__vite__mapDeps') && !PRELOAD_TABLE.test(output.code)) {
            this.error(`${output.fileName}: Vite's preload table is not in the form expected`);
          }
          output.code = withoutInlineSheets(output.code, inline);
        }
      },
    },
  };
  return [icon, page, preloads];
}
