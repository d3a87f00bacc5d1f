import { MESSAGE_PRELOAD_DELAY_MS } from '../../src/config/constants';
import { paths } from '../../src/config/paths';
import { expect, loginAs, loginLabels, test } from './fixtures';
import { catalogues } from './texts';

import type { Page } from '@playwright/test';

const t = catalogues['zh-CN'];

/** antd's message code (src/lib/antd-lazy/use-message.ts): its chunk is named after antd's module. */
const isMessageCode = (pathname: string) => /\/useMessage-[\w-]+\.js$/.test(pathname);

/**
 * Opens `href` in a fresh page and returns the scripts it loaded once the login form shows and the
 * toasts' code has been loaded ahead (`MESSAGE_PRELOAD_DELAY_MS` after the start, fast-forwarded):
 * on a slow machine the form may show after that, so each visit is measured with it.
 */
async function scriptsUntilLogin(page: Page, href: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(href);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel(loginLabels.password)).toBeVisible();
  if (![...scripts].some(isMessageCode)) {
    const preloaded = page.waitForResponse((response) =>
      isMessageCode(new URL(response.url()).pathname),
    );
    await page.clock.fastForward(MESSAGE_PRELOAD_DELAY_MS);
    await preloaded;
  }
  await page.waitForLoadState('networkidle');
  return [...scripts].sort();
}

test('a visitor sent to login from a members page loads the login page only, and the page after logging in', async ({
  page,
  context,
}) => {
  // Two visits and a login: over 30 s on a loaded machine.
  test.setTimeout(60_000);
  await context.clock.install();
  const direct = await scriptsUntilLogin(await context.newPage(), paths.login.href());

  const centre = paths.coupon.couponCollectionCenter.href();
  expect(await scriptsUntilLogin(page, centre)).toEqual(direct);

  await loginAs(page, 'shipper');
  await expect(page).toHaveURL(centre);
  await expect(
    page.getByRole('heading', { level: 1, name: t['menu.coupon.couponCollectionCenter'] }),
  ).toBeVisible();
});
