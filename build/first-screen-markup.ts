import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { SUPPORTED_LOCALES } from '../src/config/constants.ts';
import { paths } from '../src/config/paths.ts';
import { POPULAR_LANES } from '../src/features/schedule/utils/popular-lanes.ts';
import { FIRST_SCREEN_ID, FIRST_SCREEN_PAGE_ATTRIBUTE } from '../src/lib/first-screen/index.ts';
import {
  ACCOUNT_CARD_LIST,
  accountPageClass,
  FIRST_SCREEN_PAGES,
  type FirstScreenPage,
  type FirstScreenSection,
} from '../src/lib/first-screen/pages.ts';
import { directionOf } from '../src/lib/i18n/direction.ts';
import { readTexts } from './texts.ts';

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

const TEXTS = {
  'zh-CN': readTexts('zh-CN'),
  'en-US': readTexts('en-US'),
  'ar-EG': readTexts('ar-EG'),
} as const;

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
export interface Screen {
  key: string;
  addresses: readonly string[];
  /** With any of these query parameters in the address, the app alone draws the page. */
  appQuery?: readonly string[];
  /** Without this query parameter, or with it empty, the app alone draws the page. */
  itemQuery?: string;
  /** The item's id in another shape than this pattern's source: the app alone draws the page. */
  itemPattern?: string;
  /** Painted only when a session is stored. */
  member?: true;
  /** Painted only when no session is stored. */
  visitor?: true;
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

/**
 * The business hub's attention panel as AttentionPanel draws it for a visitor (its log-in prompt),
 * in the hub's layout: the entries beside it (below it on a phone) come with the app.
 */
function visitorAttention(locale: Locale): string {
  const login = paths.login.href(paths.business.root.href());
  return (
    `<div class="business-hub__layout"><section class="home-block">` +
    `<div class="home-block__head"><h2>${text(locale, 'home.attention.title')}</h2></div>` +
    `<p class="home-block__note">${text(locale, 'home.attention.visitor')}</p>` +
    `<p><a class="link-button link-button--primary" href="${escapeHtml(login)}">` +
    `${text(locale, 'home.attention.login')}</a></p></section></div>`
  );
}

/** What a page shows below its heading from the HTML, beside the heading itself. */
const CONTENT: Partial<Record<string, (locale: Locale) => string>> = {
  [paths.tool.shipDate.path]: scheduleStart,
  [paths.business.root.path]: visitorAttention,
};

/** The frame and heading of PageContainer, as the page renders them, and its first content. */
function pageHeading(locale: Locale, page: FirstScreenPage): string {
  const intro = page.introId ? `<p class="page-intro">${text(locale, page.introId)}</p>` : '';
  const content = intro + (CONTENT[page.path]?.(locale) ?? '');
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

/** The pages the HTML paints, each with its addresses. */
export const SCREENS: readonly Screen[] = [
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
  // Each account page's card with its heading (src/components/form-card-page.tsx and the login
  // page): the largest text a phone shows there.
  ...ACCOUNT_CARD_LIST.map((card): Screen => ({
    key: card.path,
    addresses: [card.path],
    body: (locale) =>
      `<div class="${accountPageClass(card.layout)}"><div class="account-card">` +
      `<h1 class="account-card__title">${text(locale, card.titleId)}</h1>` +
      `<p class="account-card__subtitle">${text(locale, card.subtitleId)}</p></div></div>`,
  })),
  ...FIRST_SCREEN_PAGES.map((page): Screen => ({
    key: page.path,
    addresses: [page.path],
    appQuery: page.appQuery,
    itemQuery: page.itemQuery,
    itemPattern: page.itemPattern?.source,
    member: page.member,
    visitor: page.visitor,
    body: (locale) =>
      page.section
        ? inSection(locale, page.section, page.path, pageHeading(locale, page))
        : pageHeading(locale, page),
  })),
];

/**
 * The header's link home, as the app's header draws it: the whole name, and the short name a
 * narrow header shows where the language has one.
 */
function brand(locale: Locale, home: string): string {
  const name = text(locale, 'common.appName');
  const shortName = text(locale, 'common.appShortName');
  const mark = `<img src="${BRAND_MARK}" alt="" width="28" height="28" />`;
  if (shortName === name) {
    return `<a href="${home}" class="app-header__brand">${mark}<span class="app-header__name">${name}</span></a>`;
  }
  return (
    `<a href="${home}" class="app-header__brand" aria-label="${name}">${mark}` +
    `<span class="app-header__name app-header__name--long">${name}</span>` +
    `<span class="app-header__name app-header__name--short">${shortName}</span></a>`
  );
}

/**
 * The header and first content of the home page, the account pages and FIRST_SCREEN_PAGES, in each
 * locale, as the app lays them out (the same global classes).
 */
export function firstScreenMarkup(): string {
  const home = paths.home.href();
  const screens = SCREENS.flatMap((screen) =>
    SUPPORTED_LOCALES.map(
      (locale) =>
        `<div class="app-shell" lang="${locale}" dir="${directionOf(locale)}" data-locale="${locale}" data-page="${screen.key}">` +
        `<header class="app-header"><div class="app-container app-header__inner">` +
        `${brand(locale, home)}</div></header>` +
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
