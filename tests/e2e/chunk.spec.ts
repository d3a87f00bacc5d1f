import { paths } from '../../src/config/paths';
import { zhCN } from '../utils/catalogues';
import { expect, test } from './fixtures';

import type { Page } from '@playwright/test';

function isAsset(url: URL, extension: '.js' | '.css'): boolean {
  return url.pathname.startsWith('/assets/') && url.pathname.endsWith(extension);
}

/**
 * From the home page, fails every new script or style request until `heal()` is called. Files the
 * home page already loaded are cached as modules, so only the next page's own chunks are hit.
 * `served` lists the files let through after `heal()`.
 */
async function failNewAssets(page: Page, extension: '.js' | '.css') {
  const aborted: string[] = [];
  const served: string[] = [];
  let failing = true;
  await page.route(
    (url) => isAsset(url, extension),
    async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!failing) {
        served.push(path);
        return route.continue();
      }
      aborted.push(path);
      return route.abort('failed');
    },
  );
  return {
    aborted,
    served,
    heal: () => {
      failing = false;
    },
  };
}

/** The home page, rendered by the app (not index.html's first screen, painted before any script). */
async function openHome(page: Page) {
  await page.goto(paths.home.href());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** What each chunk load error tells the user (chunk-failure.ts), and the other one's text. */
const failureTexts = {
  '.js': { shown: zhCN['layout.chunk.script'], notShown: zhCN['layout.chunk.style'] },
  '.css': { shown: zhCN['layout.chunk.style'], notShown: zhCN['layout.chunk.script'] },
} as const;

/**
 * The friendly panel inside the layout: header and footer still there, which file failed said,
 * Retry and Reload offered.
 */
async function expectChunkPanel(page: Page, failed: '.js' | '.css') {
  await expect(
    page.getByRole('heading', { level: 1, name: zhCN['layout.chunk.title'] }),
  ).toBeVisible();
  await expect(page.getByText(failureTexts[failed].shown)).toBeVisible();
  await expect(page.getByText(failureTexts[failed].notShown)).toHaveCount(0);
  await expect(page.getByText(zhCN['layout.chunk.description'])).toBeVisible();
  await expect(page.getByRole('button', { name: zhCN['common.reload'] })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

// The failed requests and the app's own log of them are expected here.
const CHUNK_PROBLEMS =
  /^request: .*\/assets\/.*ERR_FAILED|^console: (Failed to load (resource|module script)|\[chunk\]|.*dynamically imported module|.*preload CSS)/i;

test.describe('a page whose chunk fails to load', () => {
  test.use({ expectedProblems: CHUNK_PROBLEMS });

  test('shows the retry panel in the layout, says its script failed, and Retry shows the page once the script loads', async ({
    page,
  }) => {
    await openHome(page);
    const network = await failNewAssets(page, '.js');
    await page.locator(`footer a[href="${paths.other.about.href()}"]`).click();
    await expectChunkPanel(page, '.js');
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
    await expectChunkPanel(page, '.js');

    network.heal();
    await page.getByRole('button', { name: zhCN['common.retry'] }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: zhCN['menu.business.market'] }),
    ).toBeVisible();
    await expect(page).toHaveURL(paths.business.market.href());
  });

  test('shows the panel without reloading when the server answers a script chunk with the page (an old build asked after a deploy)', async ({
    page,
  }) => {
    await openHome(page);
    // Each document the tab loads (a reload); moves within the app load none.
    const documents: string[] = [];
    page.on('load', () => documents.push(page.url()));
    const page200 = await (await page.request.get(paths.home.href())).text();
    let answering = true;
    const answered: string[] = [];
    await page.route(
      (url) => isAsset(url, '.js'),
      async (route) => {
        if (!answering) return route.continue();
        answered.push(new URL(route.request().url()).pathname);
        return route.fulfill({ status: 200, contentType: 'text/html', body: page200 });
      },
    );
    await page.locator(`footer a[href="${paths.other.about.href()}"]`).click();
    await expectChunkPanel(page, '.js');
    expect(answered.length, 'no script chunk was requested').toBeGreaterThan(0);
    // The same build is still deployed (version.json unchanged): no reload, let alone a loop.
    await page.waitForLoadState('networkidle');
    expect(documents).toEqual([]);

    answering = false;
    await page.getByRole('button', { name: zhCN['common.retry'] }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: zhCN['menu.other.about'] }),
    ).toBeVisible();
  });

  test('says its style sheet failed when a style chunk fails, and Retry loads the sheet again and shows the page', async ({
    page,
  }) => {
    await openHome(page);
    const network = await failNewAssets(page, '.css');
    // The market's own components bring their style sheets in chunks of their own.
    await page.locator(`header a[href="${paths.business.market.href()}"]`).first().click();
    await expectChunkPanel(page, '.css');
    expect(network.aborted.length, 'no style chunk was requested').toBeGreaterThan(0);

    network.heal();
    await page.getByRole('button', { name: zhCN['common.retry'] }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: zhCN['menu.business.market'] }),
    ).toBeVisible();
    // Vite never asks again for a sheet that failed: the retry did, so the page is styled.
    expect(network.served).toEqual(expect.arrayContaining(network.aborted));
  });
});

test.describe('the navigation drawer (375 px) whose chunk fails to load', () => {
  test.use({ expectedProblems: CHUNK_PROBLEMS, viewport: { width: 375, height: 812 } });

  for (const failed of ['.js', '.css'] as const) {
    test(`offers the links with a retry that says its ${failed === '.js' ? 'script' : 'style sheet'} failed, and once the network heals ${failed === '.js' ? 'Retry opens the drawer, or asks for a reload where the browser keeps the failed script' : 'Retry opens the drawer'}`, async ({
      page,
    }) => {
      await openHome(page);
      const network = await failNewAssets(page, failed);
      const menu = page.getByRole('button', { name: zhCN['layout.nav.open'] });
      await menu.click();

      const alert = page.getByRole('alert').filter({ hasText: zhCN['layout.nav.failed'] });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(failureTexts[failed].shown);
      await expect(alert).not.toContainText(failureTexts[failed].notShown);
      expect(network.aborted.length, 'the drawer asked for no file').toBeGreaterThan(0);
      // Meanwhile the same links open as a plain list under the header.
      await expect(
        page.getByRole('navigation', { name: zhCN['layout.nav.label'] }).getByRole('link', {
          name: zhCN['menu.business.market'],
        }),
      ).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');

      network.heal();
      await alert.getByRole('button', { name: zhCN['common.retry'] }).click();
      const drawer = page.getByRole('dialog', { name: zhCN['layout.nav.drawerTitle'] });
      if (failed === '.js') {
        // A browser that keeps a module that failed for the page's life fails the retry again though
        // the server answers: the alert says a reload is needed, with the links still there. One
        // that asks for the module again opens the drawer. Chromium has done both.
        const reloadNeeded = alert.getByText(zhCN['layout.nav.reloadNeeded']);
        await expect(drawer.or(reloadNeeded)).toBeVisible();
        if (await reloadNeeded.isVisible()) {
          await alert.getByRole('button', { name: zhCN['common.reload'] }).click();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await menu.click();
        }
      }
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: zhCN['menu.business.market'] })).toBeVisible();
      await expect(alert).toHaveCount(0);
      expect(network.served).toEqual(expect.arrayContaining(network.aborted));

      await drawer.getByRole('link', { name: zhCN['menu.business.market'] }).click();
      await expect(page).toHaveURL(paths.business.market.href());
    });
  }
});
