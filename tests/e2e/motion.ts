import type { Page } from '@playwright/test';

/**
 * Waits until no finite CSS transition or animation is running, so that colours are measured as they
 * end up. Endless ones, such as a spinner or an active skeleton, are ignored.
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
