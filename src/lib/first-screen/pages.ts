// Relative imports: the build's configuration (build/first-screen-markup.ts) loads this module too.
import { paths } from '../../config/paths';
import { LISTING_ID_PATTERN } from '../../contract/market/listing-id';

import type { MessageId } from '../../locales/message-id';

/** A section's menu as the first screen draws it beside a page: its title and its pages. */
export interface FirstScreenSection {
  titleId: MessageId;
  items: readonly { href: string; titleId: MessageId }[];
}

/** A page whose header index.html paints before the app runs: its address and its heading. */
export interface FirstScreenPage {
  /** Its route's path: a `:name` segment stands for any one segment (an item's id). */
  path: string;
  titleId: MessageId;
  descriptionId: MessageId;
  /** The section the page belongs to: its menu is drawn beside the heading, as the app does. */
  section?: FirstScreenSection;
  /** Query parameters that change what the page shows first: with any of them, the app draws it. */
  appQuery?: readonly string[];
  /**
   * The query parameter naming the page's item: an address without it, or with it empty, opens the
   * app's not-found panel, whose heading is not the route's, so the HTML paints nothing there.
   */
  itemQuery?: string;
  /**
   * The shape of the item's id, where the page has a rule for it: an id of another shape opens the
   * not-found panel too.
   */
  itemPattern?: RegExp;
  /**
   * A members' page: drawn only when a session is stored (a visitor is sent to the login page), and
   * kept by the app while it confirms the session (`SessionWaiting`).
   */
  member?: true;
  /**
   * One address of its route (`path` has no parameter), whose page has a heading of its own: the
   * route's title stays the document's.
   */
  ofAddress?: true;
  /**
   * Painted only when no session is stored: what the HTML draws below the heading is a visitor's
   * (a member's differs and waits for the app).
   */
  visitor?: true;
  /**
   * A page of one item, whose own title is data: the HTML paints the route's heading, which the app
   * keeps over the item's skeleton while the item loads (`DetailState`); the item's view replaces it.
   */
  detail?: true;
  /**
   * The paragraph that opens the page's content (`.page-intro`), drawn below the heading by the HTML
   * and by the page alike: on a page of text it is the largest early content.
   */
  introId?: MessageId;
}

/** The shipping tools (/tool), in the order of their routes. */
const TOOL_SECTION: FirstScreenSection = {
  titleId: 'menu.tool',
  items: [
    { href: paths.tool.shipDate.path, titleId: 'menu.tool.shipDate' },
    { href: paths.tool.customs.path, titleId: 'menu.tool.customs' },
  ],
};

/**
 * The HS code look-up: a visitor new to customs codes meets what they are before the search and the
 * chapters (which wait for their data), and that intro is the largest content it shows early. The
 * page takes its heading and intro from here.
 */
export const CUSTOMS_PAGE = {
  path: paths.tool.customs.path,
  titleId: 'menu.tool.customs',
  descriptionId: 'pages.tool.customs.description',
  introId: 'pages.tool.customs.intro',
} as const satisfies FirstScreenPage;

/** The member centre (/user), in the order of its routes. */
const USER_SECTION: FirstScreenSection = {
  titleId: 'menu.user',
  items: [
    { href: paths.user.personalCenter.path, titleId: 'menu.user.personalCenter' },
    { href: paths.user.changeBaseInfo.path, titleId: 'menu.user.changeBaseInfo' },
    { href: paths.user.invoice.path, titleId: 'menu.user.invoice' },
    { href: paths.user.myCollect.path, titleId: 'menu.user.myCollect' },
    { href: paths.user.notifications.path, titleId: 'menu.user.notifications' },
    { href: paths.user.shipments.path, titleId: 'menu.user.shipments' },
  ],
};

/**
 * The platform's own pages (/other), in the order of their routes: a visitor deciding whether to
 * trust the platform opens them first, and their largest early content is their intro. The pages
 * take their heading and intro from here.
 */
export const OTHER_PAGES = {
  about: {
    path: paths.other.about.path,
    titleId: 'menu.other.about',
    descriptionId: 'pages.other.about.description',
    introId: 'pages.other.about.intro',
  },
  contact: {
    path: paths.other.contact.path,
    titleId: 'menu.other.contact',
    descriptionId: 'pages.other.contact.description',
    introId: 'pages.other.contact.intro',
  },
  clause: {
    path: paths.other.clause.path,
    titleId: 'menu.other.clause',
    descriptionId: 'pages.other.clause.description',
    introId: 'pages.other.clause.intro',
  },
} as const satisfies Record<string, FirstScreenPage>;

/** Their section's menu: the same pages, in the same order. */
const OTHER_SECTION: FirstScreenSection = {
  titleId: 'menu.other',
  items: Object.values(OTHER_PAGES).map(({ path, titleId }) => ({ href: path, titleId })),
};

/**
 * The business hub: its heading, and for a visitor the attention panel's log-in prompt below it
 * (the largest text it shows early), which build/first-screen-markup.ts draws.
 */
export const BUSINESS_HUB = {
  path: paths.business.root.path,
  titleId: 'menu.business',
  descriptionId: 'pages.business.landing.description',
  visitor: true,
} as const satisfies FirstScreenPage;

/** The directory's categories, each at its own address with its own heading. */
const DIRECTORY_CATEGORIES = ([1, 2, 3, 4] as const).map((category): FirstScreenPage => ({
  path: paths.business.foreignTrade.href(category),
  titleId: `directory.category.${category}.title`,
  descriptionId: `directory.category.${category}.description`,
  ofAddress: true,
}));

/**
 * Besides the home page, the pages a first visit most often opens whose largest early content is
 * their own heading (title and description, the same as their route's): the business hub, the
 * directory's categories (each its own), the tender hall and its search, the freight market, the news list, the shipping tools, the platform's own pages, the
 * diagnostics page and a member's most used pages; and the pages
 * of one item (a tender, a listing, an enterprise, an article), whose route's heading shows until
 * the item's own title arrives. build/first-screen-markup.ts draws them (and, for some, content
 * below the heading).
 */
export const FIRST_SCREEN_PAGES: readonly FirstScreenPage[] = [
  BUSINESS_HUB,
  ...DIRECTORY_CATEGORIES,
  {
    path: paths.business.tendering.path,
    titleId: 'menu.business.tendering',
    descriptionId: 'pages.business.tendering.description',
  },
  {
    path: paths.business.market.path,
    titleId: 'menu.business.market',
    descriptionId: 'pages.business.market.description',
  },
  {
    path: paths.business.searchTender.path,
    titleId: 'menu.business.searchTender',
    descriptionId: 'pages.business.searchTender.description',
  },
  // One item's page: its route's heading while the item loads, then the item.
  {
    path: paths.business.tenderDetail.path,
    titleId: 'menu.business.tenderDetail',
    descriptionId: 'pages.business.tenderDetail.description',
    detail: true,
  },
  {
    path: paths.business.marketDetail.path,
    titleId: 'menu.business.marketDetail',
    descriptionId: 'pages.business.marketDetail.description',
    detail: true,
    itemQuery: 'id',
    itemPattern: LISTING_ID_PATTERN,
  },
  {
    path: paths.business.foreignTradeDetail.path,
    titleId: 'menu.business.foreignTradeDetail',
    descriptionId: 'pages.business.foreignTradeDetail.description',
    detail: true,
    itemQuery: 'id',
  },
  {
    path: paths.business.newsDetail.path,
    titleId: 'menu.business.newsDetail',
    descriptionId: 'pages.business.newsDetail.description',
    detail: true,
    itemQuery: 'id',
  },
  {
    path: paths.business.newsList.path,
    titleId: 'menu.business.newsList',
    descriptionId: 'pages.business.newsList.description',
    // The help centre (category=help) is the same page with its own heading.
    appQuery: ['category'],
  },
  {
    path: paths.tool.shipDate.path,
    titleId: 'menu.tool.shipDate',
    descriptionId: 'pages.tool.shipDate.description',
    section: TOOL_SECTION,
    // Below the heading the first screen draws the search bar's frame and the start prompt, which
    // the page shows until both ports are chosen.
    appQuery: ['pol', 'pod'],
  },
  { ...CUSTOMS_PAGE, section: TOOL_SECTION },
  // The members' pages a member opens most, whose heading is their route's whatever their data.
  {
    path: paths.user.personalCenter.path,
    titleId: 'menu.user.personalCenter',
    descriptionId: 'pages.user.personalCenter.description',
    section: USER_SECTION,
    member: true,
  },
  {
    path: paths.user.invoice.path,
    titleId: 'menu.user.invoice',
    descriptionId: 'pages.user.invoice.description',
    section: USER_SECTION,
    member: true,
  },
  {
    path: paths.user.notifications.path,
    titleId: 'menu.user.notifications',
    descriptionId: 'pages.user.notifications.description',
    section: USER_SECTION,
    member: true,
  },
  {
    path: paths.user.shipments.path,
    titleId: 'menu.user.shipments',
    descriptionId: 'pages.user.shipments.description',
    section: USER_SECTION,
    member: true,
  },
  {
    path: paths.business.myTenderBid.path,
    titleId: 'menu.business.myTenderBid',
    descriptionId: 'pages.business.myTenderBid.description',
    member: true,
  },
  {
    path: paths.business.payment.path,
    titleId: 'menu.business.payment',
    descriptionId: 'pages.business.payment.description',
    member: true,
  },
  {
    path: paths.business.myBid.path,
    titleId: 'menu.business.myBid',
    descriptionId: 'pages.business.myBid.description',
    member: true,
  },
  ...Object.values(OTHER_PAGES).map((page) => ({ ...page, section: OTHER_SECTION })),
  {
    path: paths.test.path,
    titleId: 'menu.test',
    descriptionId: 'pages.test.description',
  },
];

/** How an account page lays out its card: the login page's (the card beside its aside) or a form's. */
export type AccountCardLayout = 'login' | 'form' | 'wideForm';

/** A page of one account form in a card, whose heading the first screen paints: the card's title and line. */
export interface AccountCard {
  path: string;
  titleId: MessageId;
  subtitleId: MessageId;
  layout: AccountCardLayout;
}

/**
 * The account pages (log in, register, reset a password): a first visit often opens them, and their
 * largest early content is their card's heading, the same whatever the session. The pages take their
 * heading from here, so the HTML and the app always agree.
 */
export const ACCOUNT_CARDS = {
  login: {
    path: paths.login.path,
    titleId: 'pages.login.card.title',
    subtitleId: 'pages.login.card.subtitle',
    layout: 'login',
  },
  register: {
    path: paths.register.path,
    titleId: 'pages.register.card.title',
    subtitleId: 'pages.register.card.subtitle',
    // The account-type picker sets its choices side by side.
    layout: 'wideForm',
  },
  retrievePassword: {
    path: paths.retrievePassword.path,
    titleId: 'pages.retrievePassword.card.title',
    subtitleId: 'pages.retrievePassword.card.subtitle',
    layout: 'form',
  },
} as const satisfies Record<string, AccountCard>;

/** Every account page's card, in the order above. */
export const ACCOUNT_CARD_LIST: readonly AccountCard[] = Object.values(ACCOUNT_CARDS);

/** The global class of the element around an account card, by its layout (global.css). */
export function accountPageClass(layout: AccountCardLayout): string {
  if (layout === 'login') return 'login-page';
  return layout === 'wideForm' ? 'form-card-page form-card-page--wide' : 'form-card-page';
}

/** The account page whose card is at `pathname`, if any. */
export function accountCardAt(pathname: string): AccountCard | undefined {
  return ACCOUNT_CARD_LIST.find((card) => card.path === pathname);
}

/**
 * The page the first screen paints at `location` (its path, no query parameter that changes what
 * it shows first, and its item named, by an id of the item's shape), if any.
 */
export function firstScreenPageAt(location: {
  pathname: string;
  search: string;
}): FirstScreenPage | undefined {
  const page = FIRST_SCREEN_PAGES.find((candidate) =>
    isAddressOf(candidate.path, location.pathname),
  );
  if (!page) return undefined;
  const query = new URLSearchParams(location.search);
  if (page.appQuery?.some((name) => query.has(name))) return undefined;
  if (page.itemQuery && !namesItem(query.get(page.itemQuery), page.itemPattern?.source)) {
    return undefined;
  }
  return page;
}

/**
 * Whether an item's query parameter, `value`, names an item: not empty once trimmed (as the page
 * reads it, `useIdInAddress`), and of the shape `patternSource` describes, where the page has one.
 *
 * Self-contained, like isAddressOf: the first-screen script runs this function's source.
 */
export function namesItem(value: string | null, patternSource: string | undefined): boolean {
  const id = (value ?? '').trim();
  return id !== '' && (patternSource === undefined || new RegExp(patternSource).test(id));
}

/**
 * Whether `pathname` is an address of the route `path`: the same segments, where a `:name` segment
 * of the path stands for any one non-empty segment.
 *
 * Self-contained (no imports, no outer names): the build writes this function's source into the
 * script that picks the first screen before the app runs, so both always agree.
 */
export function isAddressOf(path: string, pathname: string): boolean {
  const expected = path.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
    )
  );
}
