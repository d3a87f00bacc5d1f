/**
 * A browser that refuses its storage: disabled (any access to `localStorage` or `sessionStorage`
 * throws a SecurityError, as with cookies blocked) or full (every write throws a
 * QuotaExceededError). A visitor still uses the app, and a login works for the tab: the session
 * lives in the page's memory.
 */
import { zhCN } from '../utils/catalogues';
import { expect, loginAs, test } from './fixtures';

import type { Page } from '@playwright/test';

/** The shipper demo account's nickname (mock/core/seed.ts). */
const SHIPPER_NAME = '陈海峰';

/** Runs in the page before its scripts: both storages throw on access. */
function disableStorage(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError');
      },
    });
  }
}

/** Runs in the page before its scripts: every write to either storage throws. */
function fillStorage(): void {
  Storage.prototype.setItem = function setItem() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
}

const refusals = [
  { name: 'storage is disabled (SecurityError on access)', script: disableStorage },
  { name: 'storage is full (QuotaExceededError on every write)', script: fillStorage },
];

const banner = (page: Page) => page.getByRole('banner');

test.describe('a browser that refuses its storage', () => {
  for (const { name, script } of refusals) {
    test(`when ${name}: a visitor uses the app, and a login works for the tab`, async ({
      page,
    }) => {
      await page.addInitScript(script);
      await page.goto('/business/market');
      await expect(
        banner(page).getByRole('link', { name: zhCN['menu.login'], exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: zhCN['menu.business.market'] }),
      ).toBeVisible();
      // The refusal is really in place in the page.
      const refused = await page.evaluate(() => {
        try {
          window.localStorage.setItem('probe', '1');
          return false;
        } catch {
          return true;
        }
      });
      expect(refused).toBe(true);

      await loginAs(page, 'shipper');

      await expect(banner(page).getByText(SHIPPER_NAME)).toBeVisible();
      await expect(
        banner(page).getByRole('link', { name: zhCN['menu.login'], exact: true }),
      ).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
