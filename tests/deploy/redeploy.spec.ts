import { paths } from '../../src/config/paths';
import { expect, test } from '../e2e/fixtures';
import { zhCN } from '../utils/catalogues';
import { deployNextBuild } from './next-build';
import { deployServer } from './server';

import type { Response } from '@playwright/test';

test.describe('a page still running the build before a release', () => {
  // The old chunks' 404s and the app's log of the failed page are expected here; for an old style
  // sheet the browser reports the 404 as a page of the wrong type (nginx's 404 page is HTML).
  test.use({
    expectedProblems:
      /^console: (Failed to load resource: the server responded with a status of 404|\[chunk\]|.*dynamically imported module|Refused to apply style from '[^']*\/assets\/[^']*\.css' because its MIME type \('text\/html'\))/,
  });

  test('reloads into the new build when a chunk it asks for is gone', async ({ page }) => {
    await page.goto(paths.home.href());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const missing: Response[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response);
    });
    const about = page.locator(`footer a[href="${paths.other.about.href()}"]`);

    const nextBuild = deployNextBuild(deployServer.siteDir);
    await about.click();

    // The app saw the chunk fail, read /version.json and reloaded once: the new build runs (on the
    // page the visitor was on when the reload started).
    await expect(page.locator('html')).toHaveAttribute('data-build', nextBuild);
    expect(missing.length, 'the old chunk was asked for').toBeGreaterThan(0);
    for (const response of missing) {
      expect(new URL(response.url()).pathname).toMatch(/^\/assets\//);
      // nginx's 404 for the old name is not kept.
      expect(response.headers()['cache-control']).toBe('no-store');
    }

    await about.click();
    await expect(
      page.getByRole('heading', { level: 1, name: zhCN['menu.other.about'] }),
    ).toBeVisible();
  });
});
