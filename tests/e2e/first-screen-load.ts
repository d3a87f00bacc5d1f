/**
 * A page's load as the route sweep makes it, through what the HTML paints first (D302): where
 * index.html draws the page's heading, the app's script (and, for a member, the session check; for
 * an item, the back end) is held, the first screen is checked (its heading, an axe scan), and once
 * released the app must show its own in the same place. One load serves both the first screen's
 * checks and the sweep's, instead of one load for each.
 */
import { paths } from '../../src/config/paths';
import {
  accountCardAt,
  firstScreenPageAt,
  type FirstScreenPage,
} from '../../src/lib/first-screen/pages';
import { expectNoSeriousViolations, expectNoViolations } from './axe';
import { expect } from './fixtures';
import { boxesOf, holdAppScript, holdBackEnd, holdSessionCheck } from './holds';
import { catalogues, exact } from './texts';

import type { AppLocale } from '../../src/config/constants';
import type { MessageId } from '../../src/locales/message-id';
import type { Locator, Page } from '@playwright/test';

/** The width at which an item's page is held on its skeleton (a phone's, where it is tallest). */
const ITEM_WIDTH = 375;

/**
 * The width at which a visitor's page is held on its first screen: a desktop's. The sweep's load of
 * it at a phone's width (in the other language) is a plain one. A members' page is held at every
 * width (its menu moves on a phone).
 */
const VISITOR_WIDTH = 1440;

/** Whether the page whose heading the HTML draws is held at `width`. */
function heldAt(screen: FirstScreenPage | undefined, width: number): boolean {
  if (screen?.detail) return width === ITEM_WIDTH;
  return screen?.member || width === VISITOR_WIDTH;
}

/**
 * The link back an item's view starts with, by its route: the item's own view has arrived (an
 * article's names its category, which the item holds).
 */
const ITEM_BACK_LINKS: Partial<Record<string, MessageId>> = {
  [paths.business.tenderDetail.path]: 'tender.detail.back',
  [paths.business.marketDetail.path]: 'market.detail.backToMarket',
  [paths.business.foreignTradeDetail.path]: 'directory.detail.back',
};

/** What the HTML draws at an address: a page's heading (and intro), its section's menu. */
interface DrawnHeading {
  screen?: FirstScreenPage;
  titleId: MessageId;
  descriptionId: MessageId;
  introId?: MessageId;
}

/**
 * The heading index.html paints at `url` (a path with its query), if it paints one and the sweep
 * can follow it to the page: an item's page, or a members' page opened with a query, only when
 * `realIds` (the address names an item the mock holds; another shows its own not-found heading).
 */
export function drawnHeadingAt(url: string, realIds: boolean): DrawnHeading | undefined {
  const location = new URL(url, 'http://host');
  const card = accountCardAt(location.pathname);
  if (card) return { titleId: card.titleId, descriptionId: card.subtitleId };
  const screen = firstScreenPageAt(location);
  if (!screen) return undefined;
  if (!realIds && (screen.detail || (screen.member && location.search))) return undefined;
  return { screen, ...screen };
}

/** An address the sweep opens; `realIds` as for `drawnHeadingAt`. */
export interface SweptAddress {
  url: string;
  realIds: boolean;
}

/**
 * Opens `url` at `width` (the page's size already). Where the HTML draws its heading (a visitor's
 * page at the sweep's first width, a members' page at each, an item's at a phone's), the app's
 * script is held first: the heading (with its description, its intro, its section's menu or the
 * platform's name) shows alone with no serious axe finding, and stays where it is when the app
 * takes its place; a members' page keeps it through the session check, and an item's page over the
 * item's skeleton until the item arrives. Returns once the app runs, with no request held or routed
 * (a routed page has no HTTP cache).
 */
export async function openThroughFirstScreen(
  page: Page,
  locale: AppLocale,
  { url, realIds }: SweptAddress,
  width: number,
) {
  const drawn = drawnHeadingAt(url, realIds);
  const screen = drawn?.screen;
  if (!drawn || !heldAt(screen, width)) {
    await page.goto(url);
    return;
  }
  const t = catalogues[locale];
  const backId = screen?.detail ? ITEM_BACK_LINKS[screen.path] : undefined;

  const releaseApp = await holdAppScript(page);
  const releaseCheck = screen?.member ? await holdSessionCheck(page) : undefined;
  const releaseBackEnd = screen?.detail ? await holdBackEnd(page) : undefined;
  await page.goto(url, { waitUntil: 'commit' });

  const title = page.getByRole('heading', { level: 1, name: exact(t[drawn.titleId]) });
  const shown: Locator[] = [title, page.getByText(t[drawn.descriptionId], { exact: true })];
  // A page of text: its intro below the heading, the largest text it shows early.
  if (drawn.introId) shown.push(page.getByText(t[drawn.introId], { exact: true }));
  // A members' page beside its section's menu; a visitor's page under the platform's name.
  if (screen?.member && screen.section) {
    shown.push(page.getByRole('navigation', { name: exact(t[screen.section.titleId]) }));
  } else if (!screen?.member && !screen?.detail) {
    await expect(page.getByRole('link', { name: exact(t['common.appName']) })).toBeVisible();
  }
  for (const locator of shown) await expect(locator).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSeriousViolations(page);
  const before = await boxesOf(...shown);

  releaseApp();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  if (releaseCheck) {
    await expect(page.getByRole('main').getByRole('status')).toHaveText(t['layout.guard.checking']);
    expect(await boxesOf(...shown)).toEqual(before);
    releaseCheck();
    await expect(page.getByText(t['layout.guard.checking'])).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  } else {
    await expect(page.getByRole('navigation').first()).toBeVisible();
  }
  expect(await boxesOf(...shown)).toEqual(before);

  if (releaseBackEnd) {
    // The item's skeleton says it is loading, and its bars are no heading or list to anyone.
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: t['common.loading'] }),
    ).toHaveCount(1);
    await expectNoViolations(page);
    releaseBackEnd();
    if (backId) await expect(page.getByRole('link', { name: exact(t[backId]) })).toBeVisible();
    await expect(title).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
  // Every route of the page is one of the holds above, each released.
  await page.unrouteAll({ behavior: 'wait' });
}
