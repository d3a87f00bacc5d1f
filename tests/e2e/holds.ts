/**
 * Requests held back so that a test sees a page as the HTML alone paints it, or as the app shows it
 * while it waits (for its own code, the session check, the back end); and the boxes compared across
 * the moment they arrive.
 */
import { SessionApi } from '../../src/contract/auth/paths';
import { API_PREFIX } from '../../src/contract/http';
import { expect } from './fixtures';

import type { Locator, Page } from '@playwright/test';

/** The app's main script (the shell chunk), which every page needs before it can render. */
export const SHELL_SCRIPT = /\/assets\/shell-[\w-]+\.js$/;

/** Holds the requests matching `url` until the returned function is called. */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the app's main script until the returned function is called: what the HTML alone paints. */
export const holdAppScript = (page: Page) => holdRequests(page, SHELL_SCRIPT);

/** Holds the current-user call (the app's check of a stored session) until the function is called. */
export const holdSessionCheck = (page: Page) =>
  holdRequests(page, `**${API_PREFIX}${SessionApi.currentUser}`);

/** Holds every call to the back end (an item, the dictionaries) until the function is called. */
export const holdBackEnd = (page: Page) => holdRequests(page, `**${API_PREFIX}/**`);

/**
 * The boxes of `locators`, read again while one is null: a box is null when the element found was
 * replaced before it was measured (the app swaps its waiting heading for the page's own, at the
 * same place, at any moment). A box that moved is a box, and is returned as it is.
 */
export async function boxesOf(...locators: Locator[]) {
  let boxes: Awaited<ReturnType<Locator['boundingBox']>>[] = [];
  await expect(async () => {
    boxes = await Promise.all(locators.map((locator) => locator.boundingBox()));
    expect(boxes, 'an element replaced while it was read').not.toContain(null);
  }).toPass({ timeout: 5_000 });
  return boxes;
}
