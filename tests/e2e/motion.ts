import type { Page } from '@playwright/test';

/**
 * Waits until no finite CSS transition or animation is running: colours are then measured as they end
 * up, and a dialog that is still zooming in does not swallow a click. Endless ones, such as a spinner
 * or an active skeleton, are ignored.
 */
export async function waitForMotion(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}
