import { expect } from './fixtures';

import type { Locator, Page } from '@playwright/test';

/** The page is no wider than the window: nothing scrolls sideways (1 px of rounding allowed). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(1);
}

/** `element` lies across the window's width, none of it beyond either edge. */
export async function expectWithinScreen(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the element is drawn').not.toBeNull();
  expect(box && box.x >= 0 && box.x + box.width <= width, 'within the screen').toBe(true);
}
