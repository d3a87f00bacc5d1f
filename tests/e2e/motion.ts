import type { Page } from '@playwright/test';

/**
 * Waits until no finite CSS transition or animation is running, so that colours are measured as they
 * end up. Endless ones, such as a spinner or an active skeleton, are ignored, and so are those that
 * follow a scroll position instead of time (a kept table column's shadow): they never finish.
 */
export async function waitForMotion(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          !(animation.timeline instanceof DocumentTimeline) ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}
