import { paths } from '../../src/config/paths';
import { expect, loginAs, loginLabels, test } from './fixtures';
import { catalogues } from './texts';

import type { Page } from '@playwright/test';

const t = catalogues['zh-CN'];

/** Opens `href` in a fresh page and returns the scripts it loaded once the login form shows. */
async function scriptsUntilLogin(page: Page, href: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(href);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel(loginLabels.password)).toBeVisible();
  await page.waitForLoadState('networkidle');
  return [...scripts].sort();
}

test('a visitor sent to login from a members page loads the login page only, and the page after logging in', async ({
  page,
  context,
}) => {
  const direct = await scriptsUntilLogin(await context.newPage(), paths.login.href());

  const centre = paths.coupon.couponCollectionCenter.href();
  expect(await scriptsUntilLogin(page, centre)).toEqual(direct);

  await loginAs(page, 'shipper');
  await expect(page).toHaveURL(centre);
  await expect(
    page.getByRole('heading', { level: 1, name: t['menu.coupon.couponCollectionCenter'] }),
  ).toBeVisible();
});
