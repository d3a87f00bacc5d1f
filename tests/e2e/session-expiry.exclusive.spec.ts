import { paths } from '../../src/config/paths';
import { expect, loginAs, test } from './fixtures';

// Expiring tokens hits every session of the shared mock, so these run in the `exclusive` project,
// after all other specs.

test.describe('an expired access token', () => {
  test.use({ expectedProblems: /登录已失效|session has expired/ });

  test('on a call sends to /login with the address (one toast), and logging in returns to it', async ({
    page,
    mock,
  }) => {
    const target = paths.test.href({ from: 'e2e' });
    await loginAs(page, 'shipper');
    await page.goto(target);
    await expect(page.getByTestId('session-status')).toHaveText('已登录');
    // The page's own calls are answered first (the bell's first count among them, its next poll a
    // minute away): one still on its way when the token expires would rightly end the session
    // before the call this test makes.
    await expect(
      page.getByRole('button', { name: /^消息通知，(没有未读|\d+ 条未读)$/ }),
    ).toBeVisible();

    await mock.expireTokens();
    await page.getByRole('button', { name: '向服务器确认会话' }).click();

    await page.waitForURL((url) => url.pathname === paths.login.path);
    const reject = new URL(page.url()).searchParams.get('reject') ?? '';
    const back = new URL(reject, page.url());
    expect(back.origin).toBe(new URL(page.url()).origin);
    expect(`${back.pathname}${back.search}`).toBe(target);
    await expect(page.locator('.ant-message-notice')).toHaveCount(1);
    await expect(page.locator('.ant-message-notice')).toContainText('登录已失效');

    await loginAs(page, 'shipper');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
    await expect(page.getByTestId('session-status')).toHaveText('已登录');
  });
});

test('a member coming back after the access token expired is kept logged in by the refresh token', async ({
  page,
  mock,
}) => {
  const target = paths.user.personalCenter.href({ tab: 'profile' });
  await loginAs(page, 'shipper');
  await page.goto(target);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The member leaves (no call of the page is still on its way when the token expires: one answered
  // 4098 afterwards would rightly end the session), and comes back later.
  await page.goto('about:blank');
  await mock.expireTokens();
  await page.goto(target);

  await expect(page.getByRole('heading', { level: 1, name: '账户概览' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(paths.user.personalCenter.path);
});
