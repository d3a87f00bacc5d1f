/**
 * The session in a real browser: logging out while the server does not answer, and two tabs of one
 * browser sharing one session (logout, login, the hourly refresh). Each test logs in afresh: logging
 * out ends only that session, never the saved ones other specs use.
 */
import { paths } from '../../src/config/paths';
import { SessionApi } from '../../src/contract/auth/paths';
import { API_PREFIX } from '../../src/contract/http';
import { NotificationApi } from '../../src/contract/notification/paths';
import { zhCN } from '../utils/catalogues';
import { expect, loginAs, test } from './fixtures';

import type { Page, Request } from '@playwright/test';

/** The keys of the session in the page's storage (tokens and user info), whatever their prefix. */
async function sessionKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => /TOKEN__|REFRESH_TOKEN|USER_INFO__/.test(key)),
  );
}

/** The header's menu of a member of this type (a consolidator unless said otherwise). */
const userMenu = (page: Page, type: 1 | 2 | 3 = 3) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(zhCN[`common.userType.${type}`]) });

interface ApiCall {
  path: string;
  /** The `token` header it carried. */
  token: string | undefined;
}

const isApiRequest = (request: Request) =>
  new URL(request.url()).pathname.startsWith(`${API_PREFIX}/`);

/** Every API call the tab sends from now on, with the token it carried. */
function recordApiCalls(tab: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  tab.on('request', (request) => {
    if (!isApiRequest(request)) return;
    calls.push({ path: new URL(request.url()).pathname, token: request.headers().token });
  });
  return calls;
}

/** Moves the tab to the home page through its header (no page load); resolves with its next API call. */
async function nextCallAfterGoingHome(tab: Page): Promise<Request> {
  const next = tab.waitForRequest(isApiRequest);
  await tab.getByRole('banner').getByRole('link', { name: zhCN['menu.home'] }).click();
  return next;
}

async function logOutFromMenu(page: Page) {
  const logout = page
    .getByRole('banner')
    .getByRole('button', { name: zhCN['layout.member.logout'] });
  // The page behind the menu may still be loading, and focus leaving the menu closes it.
  await expect(async () => {
    if (!(await logout.isVisible())) await userMenu(page).click();
    await logout.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

const loginLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: zhCN['menu.login'], exact: true });

test.describe('logout', () => {
  // The logout call is left unanswered on purpose; it fails when the page closes.
  test.use({ expectedProblems: /oauth\/logout/ });

  test('leaves nothing stored at once though the server never answers, and Back shows no member data', async ({
    page,
  }) => {
    await page.route(`**${API_PREFIX}${SessionApi.logout}`, () => {
      // Never answered: a server that hangs.
    });
    await loginAs(page, 'consolidator');
    await page.goto(paths.user.personalCenter.href());
    const overview = page.getByRole('main');
    await expect(overview.getByText(/深圳前海集运拼箱物流有限公司/).first()).toBeVisible();
    expect(await sessionKeys(page)).not.toEqual([]);

    const logoutCall = page.waitForRequest((request) => request.url().endsWith(SessionApi.logout));
    await logOutFromMenu(page);
    await expect.poll(() => sessionKeys(page), { timeout: 2_000 }).toEqual([]);
    // The server is still told, with the old token.
    expect((await logoutCall).headers().token).toBeTruthy();
    await expect(loginLink(page)).toBeVisible();

    await page.goBack();
    // Back lands on the member page for a moment; its guard then sends the visitor on.
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(paths.user.personalCenter.path);
    await expect(page.getByRole('main').getByText(/深圳前海集运拼箱物流有限公司/)).toHaveCount(0);
  });
});

test.describe('two tabs of one browser', () => {
  // Each test loads the app twice in one browser (two renderers on two cores): three times the time.
  test.slow();

  test('a logout in one makes the other anonymous; a login in one is seen by the other', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'consolidator');
    const other = await context.newPage();
    await other.goto(paths.business.market.href());
    await expect(userMenu(other)).toBeVisible();

    await logOutFromMenu(page);
    // The other tab's next action finds no session: its header offers the login.
    await other.getByRole('banner').getByRole('link', { name: zhCN['menu.home'] }).click();
    await expect(loginLink(other)).toBeVisible();
    await other.goto(paths.user.personalCenter.href());
    await other.waitForURL((url) => url.pathname === paths.login.path);

    await loginAs(page, 'consolidator');
    await other.goto(paths.business.market.href());
    await expect(userMenu(other)).toBeVisible();
    await expect(loginLink(other)).toHaveCount(0);
    await other.close();
  });

  test("a logout in one: the other's next call carries no token", async ({ page, context }) => {
    await loginAs(page, 'consolidator');
    const other = await context.newPage();
    const calls = recordApiCalls(other);
    await other.goto(paths.business.market.href());
    await expect(userMenu(other)).toBeVisible();
    // The market's load goes on after the member is shown (the lanes' trends follow the first page
    // of listings), and a call built before the logout carries the token it was given then, even
    // when it leaves after: the logout comes once the load is over.
    await other.waitForLoadState('networkidle');
    // Until now the other tab's calls carried the session's token.
    expect(calls.some((call) => call.token)).toBe(true);

    await logOutFromMenu(page);
    await expect.poll(() => sessionKeys(page)).toEqual([]);
    const afterLogout = calls.length;
    const next = await nextCallAfterGoingHome(other);

    expect(next.headers().token).toBeUndefined();
    await expect(loginLink(other)).toBeVisible();
    expect(calls.slice(afterLogout).filter((call) => call.token !== undefined)).toEqual([]);
    await other.close();
  });

  test('a login as another member in one: the other shows that member and sends the new token, never the old', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'consolidator');
    const other = await context.newPage();
    const calls = recordApiCalls(other);
    // The bell reads the unread count once the member is shown: that call, with the old token,
    // belongs to the page's load, before the switch.
    const firstUnread = other.waitForResponse((response) =>
      response.url().endsWith(`${API_PREFIX}${NotificationApi.unread}`),
    );
    await other.goto(paths.business.market.href());
    await expect(userMenu(other)).toBeVisible();
    await firstUnread;
    // The market's load goes on after the bell's first call (the lanes' trends follow the first
    // page of listings) and carries the old token, rightly: the switch starts once it is over.
    await other.waitForLoadState('networkidle');
    const oldToken = calls.find((call) => call.token)?.token;
    expect(oldToken).toBeTruthy();

    // The member switches accounts in the first tab: out, then in as a forwarder.
    const firstTabCalls = recordApiCalls(page);
    const beforeSwitch = calls.length;
    await logOutFromMenu(page);
    await loginAs(page, 'forwarder');
    await expect(userMenu(page, 2)).toBeVisible();
    const newToken = firstTabCalls.find((call) => call.token && call.token !== oldToken)?.token;
    expect(newToken).toBeTruthy();

    // The other tab, left alone, shows the forwarder.
    await expect(userMenu(other, 2)).toBeVisible();
    await expect(userMenu(other, 3)).toHaveCount(0);
    const next = await nextCallAfterGoingHome(other);

    expect(next.headers().token).toBe(newToken);
    await expect(userMenu(other, 2)).toBeVisible();
    const sent = calls.slice(beforeSwitch).map((call) => call.token);
    expect(sent).not.toContain(oldToken);
    expect(sent).toContain(newToken);
    await other.close();
  });

  test("a visitor's tab shows a login in another tab at once, though it had loaded no cipher", async ({
    page,
    context,
  }) => {
    const cipherLoads = (tab: Page) =>
      tab.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/aes-cipher-[^/]*\.js$/.test(entry.name)).length,
      );
    const visitor = await context.newPage();
    await visitor.goto(paths.home.href());
    await expect(loginLink(visitor)).toBeVisible();
    // The home page stores its dictionaries, which are public: a visitor's page needs no cipher.
    await expect
      .poll(() => visitor.evaluate(() => Object.keys(localStorage).join()))
      .toContain('sysAllDictItems');
    expect(await cipherLoads(visitor)).toBe(0);

    // The visitor's cipher arrives only after every entry of the login is written: the tab must
    // still read them then, though their storage events came before.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await visitor.route(/\/aes-cipher-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await loginAs(page, 'consolidator');
    await expect(userMenu(page)).toBeVisible();
    await expect.poll(() => sessionKeys(page)).toHaveLength(3);
    release();
    await expect(userMenu(visitor)).toBeVisible();
    await expect(loginLink(visitor)).toHaveCount(0);
    expect(await cipherLoads(visitor)).toBe(1);
    await visitor.close();
  });

  test('the hourly refresh happens once for both tabs, though their hours start apart', async ({
    context,
    page,
  }) => {
    await context.clock.install();
    await loginAs(page, 'consolidator');
    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith(SessionApi.token) && request.postData()?.includes('refresh')) {
        refreshes.push(request.url());
      }
    });
    const storedToken = () =>
      page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('__TOKEN__')));
    const before = await storedToken();

    // The second tab opens half an hour later: its hourly timer runs half an hour behind.
    await context.clock.fastForward('30:00');
    const other = await context.newPage();
    await other.goto(paths.business.market.href());
    // Its app has started (and with it its timer) once it shows the member.
    await expect(userMenu(other)).toBeVisible();

    // The first tab's hour: one refresh, a new pair for both. The context's clock moves its tabs one
    // after the other: the step across the hour is kept short, so neither tab is ever far ahead.
    // The hour may already end in the first step (its timer started with the login, seconds before
    // the clock's count): no step after it may reach the refresh's 10-second time-out.
    await context.clock.fastForward('29:58');
    await context.clock.fastForward('00:04');
    await expect.poll(() => refreshes.length).toBe(1);
    await expect.poll(storedToken).not.toEqual(before);
    // The second tab's hour, half an hour after that refresh: the pair is fresh, it asks nothing.
    await context.clock.fastForward('30:00');
    await other.goto(paths.user.personalCenter.href());
    await page.goto(paths.user.personalCenter.href());
    for (const tab of [page, other]) {
      await expect(
        tab
          .getByRole('main')
          .getByText(/深圳前海集运拼箱物流有限公司/)
          .first(),
      ).toBeVisible();
    }
    expect(refreshes).toHaveLength(1);
    await other.close();
  });
});
