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

/**
 * Each of `elements` shows its whole content: none of it cut or scrolled sideways, nor (with
 * `lines`) lines hidden below, as a clamp to a number of lines hides them (1 px allowed).
 */
export async function expectNothingCut(
  elements: Locator,
  { lines = false }: { lines?: boolean } = {},
): Promise<void> {
  const cut = await elements.evaluateAll(
    (all, down) =>
      all
        .filter(
          (element) =>
            element.scrollWidth - element.clientWidth > 1 ||
            (down && element.scrollHeight - element.clientHeight > 1),
        )
        .map((element) => element.textContent),
    lines,
  );
  expect(cut, 'elements whose content is cut').toEqual([]);
}
