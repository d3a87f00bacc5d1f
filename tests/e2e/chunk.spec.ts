import { paths } from '../../src/config/paths';
import zhCN from '../../src/locales/zh-CN';
import { expect, test } from './fixtures';

import type { Page } from '@playwright/test';

function isAsset(url: URL, extension: '.js' | '.css'): boolean {
  return url.pathname.startsWith('/assets/') && url.pathname.endsWith(extension);
}

/**
 * From the home page, fails every new script or style request until `heal()` is called. Files the
 * home page already loaded are cached as modules, so only the next page's own chunks are hit.
 */
async function failNewAssets(page: Page, extension: '.js' | '.css') {
  const aborted: string[] = [];
  let failing = true;
  await page.route(
    (url) => isAsset(url, extension),
    async (route) => {
      if (!failing) return route.continue();
      aborted.push(new URL(route.request().url()).pathname);
      return route.abort('failed');
    },
  );
  return {
    aborted,
    heal: () => {
      failing = false;
    },
  };
}

async function openHome(page: Page) {
  await page.goto(paths.home.href());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The friendly panel inside the layout: header and footer still there, Retry and Reload offered. */
async function expectChunkPanel(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: zhCN['layout.chunk.title'] }),
  ).toBeVisible();
  await expect(page.getByText(zhCN['layout.chunk.description'])).toBeVisible();
  await expect(page.getByRole('button', { name: zhCN['common.reload'] })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('a page whose chunk fails to load', () => {
  // The failed requests and the app's own log of them are expected here.
  test.use({
    expectedProblems:
      /^request: .*\/assets\/.*ERR_FAILED|^console: (Failed to load resource|\[chunk\]|.*dynamically imported module|.*preload CSS)/i,
  });

  test('shows the retry panel in the layout, and Retry shows the page once the script loads', async ({
    page,
  }) => {
    await openHome(page);
    const network = await failNewAssets(page, '.js');
    await page.locator(`footer a[href="${paths.other.about.href()}"]`).click();
    await expectChunkPanel(page);
    expect(network.aborted.length, 'no script chunk was requested').toBeGreaterThan(0);

    network.heal();
    await page.getByRole('button', { name: zhCN['common.retry'] }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: zhCN['menu.other.about'] }),
    ).toBeVisible();
  });

  test("Retry shows a page whose shared code failed too: the browser keeps that file's failure", async ({
    page,
  }) => {
    await openHome(page);
    const network = await failNewAssets(page, '.js');
    // The market needs code the home page has not loaded (its filters, results, quote form).
    await page.locator(`header a[href="${paths.business.market.href()}"]`).first().click();
    await expectChunkPanel(page);

    network.heal();
    await page.getByRole('button', { name: zhCN['common.retry'] }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: zhCN['menu.business.market'] }),
    ).toBeVisible();
    await expect(page).toHaveURL(paths.business.market.href());
  });

  test('shows the retry panel when a style chunk fails, and Retry shows the page', async ({
    page,
  }) => {
    await openHome(page);
    const network = await failNewAssets(page, '.css');
    await page.locator(`header a[href^="${paths.login.path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === paths.login.path);
    await page.waitForLoadState('networkidle');
    test.skip(network.aborted.length === 0, 'the build has no separate CSS chunk for /login');
    await expectChunkPanel(page);

    network.heal();
    await page.getByRole('button', { name: zhCN['common.retry'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      zhCN['layout.chunk.title'],
    );
  });
});
