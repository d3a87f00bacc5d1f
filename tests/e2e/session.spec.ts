import { paths } from '../../src/config/paths';
import { SessionApi } from '../../src/contract/auth/paths';
import { API_PREFIX } from '../../src/contract/http';
import { zhCN } from '../utils/catalogues';
import { expect, loginAs, loginLabels, submitLogin, test } from './fixtures';

test.describe('login and logout', () => {
  test('logs in from the header link, shows the member, and logs out', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(paths.business.market.href());
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: zhCN['menu.login'], exact: true }).click();
    await page.waitForURL((url) => url.pathname === paths.login.path);
    await loginAs(page, 'forwarder');
    // The header link carried the page it was clicked on.
    await expect(page).toHaveURL((url) => url.pathname === paths.business.market.path);

    const userMenu = header.getByRole('button', { name: new RegExp(zhCN['common.userType.2']) });
    const logout = header.getByRole('button', { name: zhCN['layout.member.logout'] });
    // The market behind the menu is still loading on a busy machine: let it settle first, and open
    // the menu again if its loading closed it (focus leaving the menu closes it).
    await page.waitForLoadState('networkidle');
    const logoutCall = page.waitForRequest(
      (request) => new URL(request.url()).pathname === `${API_PREFIX}${SessionApi.logout}`,
    );
    await expect(async () => {
      if (!(await logout.isVisible())) await userMenu.click();
      await logout.click({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    await expect(header.getByRole('link', { name: zhCN['menu.login'], exact: true })).toBeVisible();
    // The server is told with the ended session's token, through fetch, whose keepalive outlives
    // the page (the build loads axios's fetch adapter for it on demand).
    const sent = await logoutCall;
    expect(sent.resourceType()).toBe('fetch');
    expect(await sent.headerValue('token')).toMatch(/\S/);

    await page.goto(paths.user.personalCenter.href());
    await page.waitForURL((url) => url.pathname === paths.login.path);
  });

  test('a wrong password is refused next to the form and what was typed is kept', async ({
    page,
  }) => {
    // The uncertified demo account, so lockout after repeated failures never touches the others.
    const form = await submitLogin(page, { username: 'newbie', password: 'Wrong2026x' });
    // antd marks the refused field invalid and describes it with the message shown under it.
    const password = form.getByLabel(loginLabels.password);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/\S/);
    await expect(form.getByLabel(loginLabels.account)).toHaveValue('newbie');
    await expect(page).toHaveURL((url) => url.pathname === paths.login.path);
  });
});
