import { paths } from '../../src/config/paths';
import { enUS, zhCN } from '../utils/catalogues';
import { expectNoSeriousViolations } from './axe';
import {
  expect,
  formLabels,
  requestSmsCode,
  startInLocale,
  submitLogin,
  test,
  inEnglish,
} from './fixtures';
import { randomMobile, registerFreshAccount } from './fresh-account';
import { expectNothingCut } from './layout';
import { expectNoSecretsStored } from './stored-secrets';

import type { Page } from '@playwright/test';

const catalogues = { 'zh-CN': zhCN, 'en-US': enUS } as const;
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

async function logInFresh(page: Page) {
  const account = await registerFreshAccount(page.request);
  await submitLogin(page, {
    username: account.mobile,
    password: account.password,
    reject: paths.user.changeBaseInfo.href(),
  });
  await page.waitForURL((url) => url.pathname === paths.user.changeBaseInfo.href());
  return account;
}

for (const locale of inEnglish) {
  const t = catalogues[locale];

  test.describe(`${locale}: /user/changeBaseInfo`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('changes the mobile number with an SMS code, then logs in with the new number', async ({
      page,
      browser,
    }) => {
      const { mobile, password } = await logInFresh(page);
      const current = page.getByTestId('current-mobile');
      await expect(current).toContainText(masked(mobile));

      await page.getByRole('button', { name: t['enterprise.mobile.change'] }).click();
      const dialog = page.getByRole('dialog', { name: t['enterprise.mobile.change'] });
      const next = randomMobile();
      await dialog.getByLabel(t['enterprise.mobile.new']).fill(next);
      const code = await requestSmsCode(page, dialog, next);
      await dialog.getByLabel(formLabels.smsCode).fill(code);
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: t['enterprise.mobile.submit'] }).click();

      await expect(current).toContainText(masked(next));
      await expect(dialog).toBeHidden();
      await expectNoSecretsStored(page, [password, code]);

      // A new browser: the new number logs in, the old one no longer does.
      const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
      const other = await context.newPage();
      await startInLocale(other, locale);
      await submitLogin(other, { username: next, password });
      await other.waitForURL((url) => url.pathname !== '/login');
      await context.close();
    });

    test('asks before leaving with unsaved changes', async ({ page }) => {
      await logInFresh(page);
      const nickname = page.getByLabel(t['enterprise.profile.nickname']);
      await nickname.fill('E2E 未保存');
      const menu = page.getByRole('navigation', { name: t['menu.user'] });
      const overview = menu.getByRole('link', { name: t['menu.user.personalCenter'] });

      await overview.click();
      const dialog = page.getByRole('dialog', { name: t['enterprise.profile.leave.title'] });
      await dialog.getByRole('button', { name: t['enterprise.profile.leave.cancel'] }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/user\/changeBaseInfo$/);
      await expect(nickname).toHaveValue('E2E 未保存');

      // Closing the tab gets the browser's own prompt.
      const prompt = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const beforeUnload = await prompt;
      expect(beforeUnload.type()).toBe('beforeunload');
      await beforeUnload.dismiss();

      await overview.click();
      await dialog.getByRole('button', { name: t['enterprise.profile.leave.ok'] }).click();
      await page.waitForURL((url) => url.pathname === paths.user.personalCenter.href());
    });

    test('shows a long address whole, on a desktop and on a phone', async ({ page }) => {
      await logInFresh(page);
      const address = page.getByLabel(t['enterprise.field.address']);
      const long =
        '浙江省宁波市鄞州区天童南路588号宁波商会国贸中心A座18楼1801-1806室（宁波国际贸易展览中心东门对面）';
      await address.fill(long);
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(address).toHaveValue(long);
        // The field grows to its lines as the width changes (a resize observer).
        await expect(() => expectNothingCut(address, { lines: true })).toPass();
      }
    });

    test('saves the profile and leaves without asking afterwards', async ({ page }) => {
      await logInFresh(page);
      await page.getByLabel(t['enterprise.profile.nickname']).fill('E2E 昵称');
      await page.getByLabel(t['enterprise.field.address']).fill('上海市黄浦区中山东一路 1 号');
      await page.getByRole('button', { name: t['enterprise.profile.save'] }).click();

      await expect(page.getByRole('banner').getByText('E2E 昵称')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(t['enterprise.field.address'])).toHaveValue(
        '上海市黄浦区中山东一路 1 号',
      );
      await page
        .getByRole('navigation', { name: t['menu.user'] })
        .getByRole('link', { name: t['menu.user.personalCenter'] })
        .click();
      await page.waitForURL((url) => url.pathname === paths.user.personalCenter.href());
    });
  });
}
