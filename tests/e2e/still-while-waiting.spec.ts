import { SPINNER_DELAY_MS } from '../../src/config/constants';
import { paths } from '../../src/config/paths';
import { API_PREFIX } from '../../src/contract/http';
import { OrderApi } from '../../src/contract/order/paths';
import { TenderApi } from '../../src/contract/tender/paths';
import { TenderReplies } from '../../src/contract/tender/replies';
import { expect, storageStatePath, test } from './fixtures';
import { firstIdOf } from './mock-data';

import type { Page } from '@playwright/test';

/**
 * The page's endless animations (spinners, shimmers) that would move before a wait has lasted
 * SPINNER_DELAY_MS, named by their animation and element: none may. Finite ones (a fade, a hover)
 * are not waits. Read in the browser, whatever time has passed: an animation's delay is its own.
 */
function movingAtOnce(page: Page): Promise<string[]> {
  return page.evaluate(
    (delay) =>
      document
        .getAnimations()
        .filter((animation) => {
          const timing = animation.effect?.getComputedTiming();
          return timing?.iterations === Infinity && (timing.delay ?? 0) < delay;
        })
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
          return `${name} on ${target?.className.toString() ?? '?'}`;
        }),
    SPINNER_DELAY_MS,
  );
}

/** Holds every reply of `apiPath` until the returned function is called. */
async function holdReplies(page: Page, apiPath: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${API_PREFIX}${apiPath}?**`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a tender's placeholder stays still while the tender is on its way", async ({
  page,
  request,
}) => {
  const id = await firstIdOf(request, TenderApi.page, TenderReplies.page, 'tender');
  const release = await holdReplies(page, TenderApi.detail);
  await page.goto(paths.business.tenderDetail.href(String(id)));

  await expect(page.locator('.ant-skeleton').first()).toBeVisible();
  expect(await movingAtOnce(page)).toEqual([]);

  release();
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/**
 * Notes in the page, as the document changes, whether the orders table was first drawn with a
 * turning spinner (`window.spinningAtFirst`).
 */
async function noteFirstTable(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.ant-table')) return;
      (window as unknown as { spinningAtFirst: boolean }).spinningAtFirst = Boolean(
        document.querySelector('.ant-spin-spinning'),
      );
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}

test.describe('the shipper', () => {
  test.use({ storageState: storageStatePath('shipper') });

  test('sees the orders table turn a spinner only once the wait lasts', async ({ page }) => {
    await noteFirstTable(page);
    const release = await holdReplies(page, OrderApi.mine);
    await page.goto(paths.business.payment.href());

    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    // Drawn still; a wait longer than the delay does show its spinner.
    await expect(page.locator('.ant-spin-spinning')).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { spinningAtFirst: boolean }).spinningAtFirst,
      ),
    ).toBe(false);

    release();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await expect(table.getByRole('link', { name: /\d{6,}/ }).first()).toBeVisible();
  });
});
