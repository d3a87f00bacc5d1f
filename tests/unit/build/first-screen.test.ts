// @vitest-environment jsdom
import arPages from '@/app/texts/pages/ar-EG';
import enPages from '@/app/texts/pages/en-US';
import zhPages from '@/app/texts/pages/zh-CN';
import { LOCALE_STORAGE_KEY, SUPPORTED_LOCALES } from '@/config/constants';
import { paths } from '@/config/paths';
import {
  APP_ENTRY_META,
  dismissFirstScreen,
  FONT_WARMUP_CLASS,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_PAGE_ATTRIBUTE,
} from '@/lib/first-screen';
import {
  ACCOUNT_CARD_LIST,
  accountPageClass,
  BUSINESS_HUB,
  CUSTOMS_PAGE,
  FIRST_SCREEN_PAGES,
  OTHER_PAGES,
} from '@/lib/first-screen/pages';
import { pickLocale } from '@/lib/i18n/pick-locale';

import {
  deferEntry,
  withoutInlineSheets,
  firstScreenScript,
  inlineFirstScreenScript,
} from '../../../build/first-screen';
import {
  BRAND_MARK,
  firstScreenMarkup,
  firstScreenStyle,
} from '../../../build/first-screen-markup';
import { FONT_WARMUP_STEPS, FONT_WARMUP_TEXT } from '../../../build/font-warmup';
import { INTL_WARMUP_CALLS } from '../../../build/intl-warmup';
import { EVERY_CATALOGUE, enUS, zhCN } from '../../utils/catalogues';

const html = document.documentElement;

/** The pages whose first screen opens their content with an intro. */
const PAGES_WITH_INTRO = FIRST_SCREEN_PAGES.flatMap(({ introId, ...page }) =>
  introId ? [{ ...page, introId }] : [],
);

/** The session token's key as the build writes it into the script (its value is never read). */
const TOKEN_KEY = 'TRADING__TEST__V1__TOKEN__';

/** The script left the page to the app: no first screen, no page picked. */
function expectNoFirstScreen() {
  expect(html.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  expect(html.hasAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE)).toBe(false);
}

function runScriptAt(pathname: string, languages: string[], stored?: string) {
  window.history.replaceState(null, '', pathname);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  if (stored) localStorage.setItem(LOCALE_STORAGE_KEY, stored);
  new Function(firstScreenScript(TOKEN_KEY))();
}

// The script's warm-ups run a step per timer: on a paused clock, so that none is left to run
// after this file's document is gone (the real clock's timers outlive the environment).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  html.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  html.removeAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE);
  html.lang = 'zh-CN';
  html.dir = 'ltr';
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

/** `Intl` with only `services`, each recording `<service> <locale>` in `calls` when made. */
function stubIntl(services: readonly string[], calls: string[]): void {
  const service = (name: string) =>
    class {
      constructor(locale: string) {
        calls.push(`${name} ${locale}`);
      }
      maximize() {
        return this;
      }
      format() {
        return '';
      }
      select() {
        return 'other';
      }
      compare() {
        return 0;
      }
    };
  vi.stubGlobal('Intl', Object.fromEntries(services.map((name) => [name, service(name)])));
}

describe('the first screen written into index.html', () => {
  it('holds the home hero in every locale, as plain escaped text', () => {
    document.body.innerHTML = firstScreenMarkup();

    const screens = document.querySelectorAll('#first-screen > [data-page="/"]');
    expect([...screens].map((screen) => screen.getAttribute('lang'))).toEqual([
      'zh-CN',
      'en-US',
      'ar-EG',
    ]);
    const zh = document.querySelector('[data-page="/"][data-locale="zh-CN"]');
    expect(zh?.querySelector('h1')?.textContent).toBe(zhPages['pages.home.hero.title']);
    expect(zh?.querySelector('p')?.textContent).toBe(zhPages['pages.home.hero.subtitle']);
    const en = document.querySelector('[data-page="/"][data-locale="en-US"]');
    expect(en?.querySelector('h1')?.textContent).toBe(enPages['pages.home.hero.title']);
    expect(en?.querySelector('a')?.getAttribute('href')).toBe('/');
    const ar = document.querySelector('[data-page="/"][data-locale="ar-EG"]');
    expect(ar?.querySelector('h1')?.textContent).toBe(arPages['pages.home.hero.title']);
    expect([...screens].map((screen) => screen.getAttribute('dir'))).toEqual(['ltr', 'ltr', 'rtl']);
  });

  it.each(FIRST_SCREEN_PAGES.map((page) => [page.path, page]))(
    "holds %s's header and heading in every locale",
    (path, page) => {
      document.body.innerHTML = firstScreenMarkup();

      for (const [locale, texts] of EVERY_CATALOGUE) {
        const screen = document.querySelector(`[data-page="${path}"][data-locale="${locale}"]`);
        expect(screen?.querySelector('.app-header__name')?.textContent).toBe(
          texts['common.appName'],
        );
        expect(screen?.querySelector('h1')?.textContent).toBe(texts[page.titleId]);
        expect(screen?.querySelector('h1 + p')?.textContent).toBe(texts[page.descriptionId]);
      }
    },
  );

  it('draws the section menu beside a tool, the tool marked as the current page', () => {
    document.body.innerHTML = firstScreenMarkup();

    const menu = document.querySelector(
      '[data-page="/tool/customs"][data-locale="en-US"] nav.section-layout__menu',
    );
    expect(menu?.getAttribute('aria-label')).toBe(enUS['menu.tool']);
    const links = [...(menu?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [enUS['menu.tool.shipDate'], '/tool/shipDate'],
      [enUS['menu.tool.customs'], '/tool/customs'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page']);
  });

  it("draws the business hub's attention panel for a visitor below its heading, in every locale", () => {
    document.body.innerHTML = firstScreenMarkup();

    for (const [locale, texts] of EVERY_CATALOGUE) {
      const screen = document.querySelector(
        `[data-page="${BUSINESS_HUB.path}"][data-locale="${locale}"]`,
      );
      const panel = screen?.querySelector(
        '.page-container__body > .business-hub__layout > section.home-block',
      );
      expect(panel?.querySelector('.home-block__head > h2')?.textContent).toBe(
        texts['home.attention.title'],
      );
      expect(panel?.querySelector('p.home-block__note')?.textContent).toBe(
        texts['home.attention.visitor'],
      );
      const login = panel?.querySelector('a.link-button--primary');
      expect(login?.textContent).toBe(texts['home.attention.login']);
      expect(login?.getAttribute('href')).toBe(paths.login.href(BUSINESS_HUB.path));
    }
  });

  it.each(PAGES_WITH_INTRO.map((page) => [page.path, page]))(
    "draws %s's intro below its heading in every locale, beside its section's menu",
    (path, page) => {
      document.body.innerHTML = firstScreenMarkup();

      for (const [locale, texts] of EVERY_CATALOGUE) {
        const screen = document.querySelector(`[data-page="${path}"][data-locale="${locale}"]`);
        expect(
          screen?.querySelector('.page-container__body > p.page-intro:first-child')?.textContent,
        ).toBe(texts[page.introId]);
        const current = screen?.querySelector('nav.section-layout__menu [aria-current="page"]');
        expect(current?.getAttribute('href')).toBe(path);
      }
    },
  );

  it("draws an intro on the platform's own pages and the HS code look-up", () => {
    expect(PAGES_WITH_INTRO.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        ...Object.values(OTHER_PAGES).map((page) => page.path),
        CUSTOMS_PAGE.path,
      ]),
    );
  });

  it("draws the schedule's search bar and its start prompt with the popular lanes", () => {
    document.body.innerHTML = firstScreenMarkup();

    const screen = document.querySelector('[data-page="/tool/shipDate"][data-locale="zh-CN"]');
    const labels = [...(screen?.querySelectorAll('.filter-field__label') ?? [])];
    expect(labels.map((label) => label.textContent)).toEqual([
      zhCN['schedule.filters.pol'],
      zhCN['schedule.filters.pod'],
      zhCN['schedule.filters.dates'],
      zhCN['schedule.filters.carrier'],
      zhCN['schedule.filters.routing'],
    ]);
    expect(screen?.querySelector('h2')?.textContent).toBe(zhCN['schedule.start.title']);
    const lanes = [...(screen?.querySelectorAll('.schedule-start__lanes a') ?? [])];
    expect(lanes.map((lane) => [lane.textContent, lane.getAttribute('href')])).toEqual([
      [zhCN['schedule.lane.CNSHA-NLRTM'], '/tool/shipDate?pol=CNSHA&pod=NLRTM'],
      [zhCN['schedule.lane.CNYTN-USLAX'], '/tool/shipDate?pol=CNYTN&pod=USLAX'],
      [zhCN['schedule.lane.CNNGB-DEHAM'], '/tool/shipDate?pol=CNNGB&pod=DEHAM'],
    ]);
  });

  it.each(ACCOUNT_CARD_LIST.map((card) => [card.path, card]))(
    "holds %s's card heading in every locale, in the page's layout",
    (path, card) => {
      document.body.innerHTML = firstScreenMarkup();

      for (const [locale, texts] of [
        ['zh-CN', zhCN],
        ['en-US', enUS],
      ] as const) {
        const screen = document.querySelector(`[data-page="${path}"][data-locale="${locale}"]`);
        const drawn = screen?.querySelector('.app-main .account-card');
        expect(drawn?.parentElement?.className).toBe(accountPageClass(card.layout));
        expect(drawn?.querySelector('h1')?.textContent).toBe(texts[card.titleId]);
        expect(drawn?.querySelector('h1 + p')?.textContent).toBe(texts[card.subtitleId]);
      }
    },
  );

  it("shows only the picked page's screens", () => {
    document.head.innerHTML = `<style>${firstScreenStyle()}</style>`;
    document.body.innerHTML = firstScreenMarkup();
    const [picked] = FIRST_SCREEN_PAGES;
    html.setAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE, picked?.path ?? '');

    const shown = [...document.querySelectorAll<HTMLElement>('#first-screen > *')].filter(
      (screen) => getComputedStyle(screen).display !== 'none',
    );

    expect(shown.map((screen) => screen.dataset.page)).toEqual(
      SUPPORTED_LOCALES.map(() => picked?.path),
    );
  });

  it('is removed, and the app shown, by dismissFirstScreen', () => {
    document.body.innerHTML = `${firstScreenMarkup()}<div id="root"></div>`;
    html.setAttribute(FIRST_SCREEN_ATTRIBUTE, 'zh-CN');
    html.setAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE, '/');

    dismissFirstScreen();

    expect(document.getElementById('first-screen')).toBeNull();
    expectNoFirstScreen();
    expect(document.getElementById('root')).not.toBeNull();
  });
});

describe('the script that picks the first screen', () => {
  it("shows it on / in the browser's first supported language", () => {
    runScriptAt('/', ['fr-FR', 'en-GB', 'zh-CN']);
    expect(html.getAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe('en-US');
    expect(html.getAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE)).toBe('/');
    expect(html.lang).toBe('en-US');
    expect(html.dir).toBe('ltr');
  });

  it('writes an Arabic first screen right to left', () => {
    runScriptAt('/', ['ar', 'en-US']);
    expect(html.getAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe('ar-EG');
    expect(html.lang).toBe('ar-EG');
    expect(html.dir).toBe('rtl');
  });

  it('prefers the language the member chose, on /home too', () => {
    runScriptAt('/home', ['en-US'], 'zh-CN');
    expect(html.getAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe('zh-CN');
    expect(html.getAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE)).toBe('/');
  });

  const publicPages = FIRST_SCREEN_PAGES.filter((page) => !page.member).map((page) => page.path);
  const memberPages = FIRST_SCREEN_PAGES.filter((page) => page.member).map((page) => page.path);
  /** An address of each page: an item's names its item. */
  const addressOf = (path: string) => {
    const item = FIRST_SCREEN_PAGES.find((page) => page.path === path)?.itemQuery;
    return item ? `${path}?${item}=5001` : path;
  };

  it.each(['/login', ...publicPages])('shows the screen of %s at its address', (path) => {
    runScriptAt(addressOf(path), ['en-US']);
    expect(html.getAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE)).toBe(path);
    expect(html.getAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe('en-US');
  });

  it.each(memberPages)(
    'shows the screen of the members’ page %s when a session is stored',
    (path) => {
      localStorage.setItem(TOKEN_KEY, 'U2FsdGVkX1+an-encrypted-entry');
      runScriptAt(path, ['en-US']);
      expect(html.getAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE)).toBe(path);
      expect(html.getAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe('en-US');
    },
  );

  it.each(memberPages)(
    'leaves the members’ page %s to the app for a visitor, whom it sends to log in',
    (path) => {
      localStorage.setItem('TRADING__DEVELOPMENT__V1__TOKEN__', 'another mode’s session');
      runScriptAt(path, ['en-US']);
      expectNoFirstScreen();
    },
  );

  it.each([
    ['/business/tendering/5003', '/business/tendering/:tenderId'],
    ['/business/tendering/T%2F20261128-0003', '/business/tendering/:tenderId'],
    ['/business/marketDetail?id=5001', '/business/marketDetail'],
    ['/business/newsDetial?id=7', '/business/newsDetial'],
  ])("shows the route's heading on %s, an item's page, while the item loads", (address, key) => {
    runScriptAt(address, ['ar']);
    expect(html.getAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE)).toBe(key);
    expect(html.getAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe('ar-EG');
    expect(html.dir).toBe('rtl');
  });

  it.each([
    '/business/tendering/',
    '/business/tendering/5003/bids',
    '/business/marketDetail',
    '/business/marketDetail?id=',
    '/business/newsDetial?id=%20',
    '/business/foreignTradeDetial?name=x',
    // A listing's id is digits only, at most 12: another shape names no listing.
    '/business/marketDetail?id=abc',
    '/business/marketDetail?id=1234567890123',
  ])(
    'leaves %s, which names no item, to the app: its not-found panel has its own heading',
    (address) => {
      runScriptAt(address, ['en-US']);
      expectNoFirstScreen();
    },
  );

  it("leaves the business hub to the app for a member, whose attention panel is not a visitor's", () => {
    localStorage.setItem(TOKEN_KEY, 'U2FsdGVkX1+an-encrypted-entry');
    runScriptAt(BUSINESS_HUB.path, ['en-US']);
    expectNoFirstScreen();
  });

  it('paints a public page when the storage cannot be read, and no members’ page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('storage disabled', 'SecurityError');
    });
    runScriptAt(BUSINESS_HUB.path, ['en-US']);
    expect(html.getAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE)).toBe(BUSINESS_HUB.path);
    html.removeAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE);
    runScriptAt(memberPages[0] ?? '', ['en-US']);
    expect(html.hasAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE)).toBe(false);
  });

  it('has members’ pages to paint', () => {
    expect(memberPages).toContain('/user/personalCenter');
  });

  it('falls back to Chinese when no language is supported', () => {
    runScriptAt('/', ['fr-FR', 'de']);
    expect(html.getAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe('zh-CN');
  });

  it('leaves every other page to the app', () => {
    // A directory category that does not exist: its page says so once the app runs.
    runScriptAt('/business/foreignTrade/9', ['en-US']);
    expectNoFirstScreen();
    expect(html.lang).toBe('zh-CN');
  });

  it.each([
    '/business/newsList?category=help',
    '/tool/shipDate?pol=CNSHA&pod=NLRTM',
    '/tool/shipDate?pod=NLRTM',
  ])('leaves %s to the app: its query changes what it shows first', (address) => {
    runScriptAt(address, ['en-US']);
    expectNoFirstScreen();
  });

  it('shows a page whose query does not change what it shows first', () => {
    runScriptAt('/tool/shipDate?carrier=COSCO', ['en-US']);
    expect(html.getAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE)).toBe('/tool/shipDate');
  });
});

describe('the app start after the first paint', () => {
  const entryScripts = () =>
    [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
      script.getAttribute('src'),
    );

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts each entry script once, the entry first, after the next frame', () => {
    document.head.innerHTML =
      `<meta name="${APP_ENTRY_META}" content="/assets/runtime-1.js">` +
      `<meta name="${APP_ENTRY_META}" content="/assets/shell-2.js">`;

    runScriptAt('/business/market', ['zh-CN']);
    expect(entryScripts()).toEqual([]);

    // One frame (16 ms), then the task after it; the fallback would take 500 ms.
    vi.advanceTimersByTime(17);
    // The entry, named last, first: it takes the connection the page came on.
    expect(entryScripts()).toEqual(['/assets/shell-2.js', '/assets/runtime-1.js']);
    // The fallback for a tab that does not paint finds them started.
    vi.advanceTimersByTime(1000);
    expect(entryScripts()).toHaveLength(2);
  });

  it("lays out the app's fonts while the scripts download, a weight and size a task, then removes its box", () => {
    document.head.innerHTML = `<meta name="${APP_ENTRY_META}" content="/assets/shell-2.js">`;
    const laidOut: string[] = [];
    const boxes = new Set<string>();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      laidOut.push(`${this.style.fontWeight} ${this.style.fontSize}`);
      // Seen by no one: not read out, in the app's font (its class, global.css).
      boxes.add(`${this.className} ${this.getAttribute('aria-hidden')} ${this.textContent}`);
      return new DOMRect();
    });
    const box = () => document.body.querySelector(`.${FONT_WARMUP_CLASS}`);

    runScriptAt('/user/personalCenter', ['zh-CN']);
    while (entryScripts().length === 0) vi.advanceTimersToNextTimer();
    expect(box()).toBeNull();
    const perTask: number[] = [];
    do {
      const before = laidOut.length;
      vi.advanceTimersToNextTimer();
      perTask.push(laidOut.length - before);
      // The locale's Intl data is set up first (a call a task), then the fonts.
    } while (box() || laidOut.length === 0);

    expect(laidOut).toEqual(FONT_WARMUP_STEPS.map(([weight, size]) => `${weight} ${size}px`));
    expect(Math.max(...perTask)).toBe(1);
    // Latin and Chinese: no Arabic font is set up for a page that shows no Arabic letter.
    expect([...boxes]).toEqual([`${FONT_WARMUP_CLASS} true Ag 永`]);
  });

  it('sets up the Arabic font too for a page in Arabic', () => {
    document.head.innerHTML = `<meta name="${APP_ENTRY_META}" content="/assets/shell-2.js">`;
    const texts = new Set<string>();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      texts.add(this.textContent);
      return new DOMRect();
    });
    const box = () => document.body.querySelector(`.${FONT_WARMUP_CLASS}`);

    runScriptAt('/', ['ar']);
    while (texts.size === 0 || box()) vi.advanceTimersToNextTimer();

    expect([...texts]).toEqual([FONT_WARMUP_TEXT['ar-EG']]);
    expect(FONT_WARMUP_TEXT['ar-EG']).toMatch(/[\u0600-\u06FF]/);
  });

  it("sets up the picked locale's Intl data while the scripts download, a call a task, before the fonts", () => {
    document.head.innerHTML = `<meta name="${APP_ENTRY_META}" content="/assets/shell-2.js">`;
    const calls: string[] = [];
    stubIntl(['Collator', 'Locale', 'NumberFormat', 'DateTimeFormat', 'PluralRules'], calls);
    const fontBox = () => document.body.querySelector(`.${FONT_WARMUP_CLASS}`);

    // A page without a first screen too: the locale is the one the app will pick.
    runScriptAt('/business/myCoupon', ['ar-EG', 'en-US']);
    while (entryScripts().length === 0) vi.advanceTimersToNextTimer();
    expect(calls).toEqual([]);
    const perTask: number[] = [];
    while (!fontBox()) {
      const before = calls.length;
      vi.advanceTimersToNextTimer();
      perTask.push(calls.length - before);
    }
    vi.unstubAllGlobals();

    expect(calls).toEqual(
      INTL_WARMUP_CALLS.map((call) => {
        const [, service, locale] = /^new Intl\.(\w+)\((locale|'und')\)/.exec(call) ?? [];
        return `${service} ${locale === 'locale' ? 'ar-EG' : 'und'}`;
      }),
    );
    expect(calls).toContain('NumberFormat ar-EG');
    expect(Math.max(...perTask)).toBe(1);
  });

  it('skips a warm-up call the browser cannot make and goes on with the others and the fonts', () => {
    document.head.innerHTML = `<meta name="${APP_ENTRY_META}" content="/assets/shell-2.js">`;
    const made: string[] = [];
    // An older engine: no Intl.Locale.
    stubIntl(['Collator', 'NumberFormat', 'DateTimeFormat', 'PluralRules'], made);
    const fontBox = () => document.body.querySelector(`.${FONT_WARMUP_CLASS}`);

    runScriptAt('/', ['en-US']);
    while (!fontBox()) vi.advanceTimersToNextTimer();
    vi.unstubAllGlobals();

    expect(made.map((call) => call.split(' ')[0])).toEqual([
      'Collator',
      'NumberFormat',
      'DateTimeFormat',
      'PluralRules',
    ]);
    while (fontBox()) vi.advanceTimersToNextTimer();
    expect(fontBox()).toBeNull();
  });

  it('starts them without a frame in a tab that does not paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    document.head.innerHTML = `<meta name="${APP_ENTRY_META}" content="/assets/shell-2.js">`;

    runScriptAt('/', ['zh-CN']);
    vi.advanceTimersByTime(499);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toEqual(['/assets/shell-2.js']);
  });
});

describe("the chunks' preload lists", () => {
  const chunk =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/page.js","assets/shell-A.js",' +
    '"assets/shell-B.css","assets/page.css"])))=>i.map(i=>d[i]);\n' +
    'a(()=>import("./page.js"),__vite__mapDeps([0,1,2,3]));b(()=>import("./x.js"),__vite__mapDeps([2]))';

  it('leave out the sheets index.html carries inline, and keep every other file', () => {
    const code = withoutInlineSheets(chunk, new Set(['assets/shell-B.css']));

    expect(code).toContain('__vite__mapDeps([0,1,3])');
    expect(code).toContain('__vite__mapDeps([])');
    // The table keeps its entries: the calls name them by index.
    expect(code).toContain('"assets/shell-B.css"');
  });

  it('leave a chunk without a preload table, or naming no inline sheet, as it is', () => {
    expect(withoutInlineSheets('export const a=1', new Set(['assets/shell-B.css']))).toBe(
      'export const a=1',
    );
    expect(withoutInlineSheets(chunk, new Set(['assets/other.css']))).toBe(chunk);
  });
});

describe('index.html after the build', () => {
  const viteHtml =
    '<head><meta property="csp-nonce" nonce="N">' +
    '<script type="module" crossorigin src="/assets/shell-A.js" nonce="N"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/shell-B.css" nonce="N"></head>';

  it("has the entry's style sheet inline and its script named for the first-screen script", () => {
    const html = deferEntry(viteHtml, (name) =>
      name === 'assets/shell-B.css' ? 'a{}' : undefined,
    );

    expect(html).toBe(
      '<head><meta property="csp-nonce" nonce="N">' +
        `<meta name="${APP_ENTRY_META}" content="/assets/shell-A.js">` +
        '<style data-href="/assets/shell-B.css" nonce="N">a{}</style></head>',
    );
  });

  it('carries the first-screen script inline, which nothing in it can close', () => {
    const script = inlineFirstScreenScript(TOKEN_KEY);
    expect(script).not.toMatch(/<\/script/i);
    document.head.innerHTML = `<meta name="${APP_ENTRY_META}" content="/assets/shell-2.js">`;
    window.history.replaceState(null, '', '/login');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    new Function(script)();
    expect(html.getAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE)).toBe('/login');
  });

  it("draws the header's logo from the brand mark's data, with no request for it", () => {
    document.body.innerHTML = firstScreenMarkup();
    const logos = [...document.querySelectorAll<HTMLImageElement>('.app-header__brand img')];
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) expect(logo.getAttribute('src')).toBe(BRAND_MARK);
    const svg = decodeURIComponent(BRAND_MARK.replace(/^data:image\/svg\+xml,/, ''));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
  });

  it('fails the build when the style sheet is not in the bundle', () => {
    expect(() => deferEntry(viteHtml, () => undefined)).toThrow(/shell-B\.css/);
  });
});

describe('pickLocale', () => {
  const supported = ['zh-CN', 'en-US'] as const;

  it.each([
    [null, ['en-US'], 'en-US'],
    ['en-US', ['zh-CN'], 'en-US'],
    ['ja', ['de', 'zh-TW'], 'zh-CN'],
    [undefined, ['EN-au'], 'en-US'],
    [undefined, ['fr'], 'zh-CN'],
  ] as const)('stored %j, browser %j → %j', (stored, languages, locale) => {
    expect(pickLocale(stored, languages, supported, 'zh-CN')).toBe(locale);
  });
});
