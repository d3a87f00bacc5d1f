import { expect } from './fixtures';

import type { Page } from '@playwright/test';

/** The page is no wider than the window: nothing scrolls sideways (1 px of rounding allowed). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(1);
}
