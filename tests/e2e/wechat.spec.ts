import { type Page } from '@playwright/test';

import { paths } from '../../src/config/paths';
import { API_PREFIX } from '../../src/contract/http';
import { MemberApi } from '../../src/contract/member/paths';
import enUS from '../../src/locales/en-US';
import zhCN from '../../src/locales/zh-CN';
import { expectNoSeriousViolations } from './axe';
import {
  DEMO_PASSWORD,
  expect,
  formLabels,
  locales,
  requestSmsCode,
  startInLocale,
  test,
} from './fixtures';
import { randomMobile, registerFreshAccount } from './fresh-account';

import type { AppLocale } from '../../src/config/constants';
import type { WechatCallbackResult } from '../../src/contract/member/types';

const catalogues = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/** Counts the page's wechatCallBack requests. */
function countCallbacks(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `${API_PREFIX}${MemberApi.wechatCallBack}`) {
      counter.count += 1;
    }
  });
  return counter;
}

async function envelope<T>(response: { json: () => Promise<unknown> }): Promise<T> {
  const body = (await response.json()) as { code: number; message: string; data?: T; result?: T };
  expect(body.code, body.message).toBe(200);
  return (body.data ?? body.result) as T;
}

/** Opens /login, presses WeChat and answers the simulated consent screen. */
async function consent(page: Page, locale: AppLocale, account: 'demo' | 'new') {
  const t = catalogues[locale];
  await page.getByRole('button', { name: t['wechat.login.button'], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t['wechat.consent.title'] });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  const choice = account === 'demo' ? t['wechat.consent.demo'] : t['wechat.consent.new'];
  await dialog.getByRole('radio', { name: choice }).check();
  await dialog.getByRole('button', { name: t['wechat.consent.allow'], exact: true }).click();
}

for (const locale of locales) {
  const t = catalogues[locale];

  test.describe(`WeChat login (${locale})`, () => {
    test.beforeEach(async ({ page }) => startInLocale(page, locale));

    test('logs the bound demo shipper in through the simulated consent screen', async ({
      page,
    }) => {
      const calls = countCallbacks(page);
      await page.goto(paths.login.href('/user/personalCenter'));

      await consent(page, locale, 'demo');

      await page.waitForURL((url) => url.pathname === '/user/personalCenter');
      expect(new URL(page.url()).searchParams.has('code')).toBe(false);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: t['menu.login'], exact: true })).toHaveCount(0);
      expect(calls.count).toBe(1);
      const pending = await page.evaluate(() => Object.keys(window.sessionStorage).join());
      expect(pending).not.toContain('wechat-login');
    });

    test('refuses a forged state: a message, no call, still logged out', async ({ page }) => {
      const calls = countCallbacks(page);
      await page.goto('/login?code=mock-wechat-demo-shipper&state=forged');

      const alert = page.getByRole('alert');
      await expect(alert).toContainText(t['wechat.error.mismatch']);
      await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
      expect(calls.count).toBe(0);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: t['menu.login'], exact: true })).toBeVisible();
      await page.goto(paths.user.personalCenter.href());
      await page.waitForURL((url) => url.pathname === paths.login.path);
    });

    test('binds a new WeChat account to a freshly registered account', async ({ page }) => {
      const mobile = randomMobile();
      await registerFreshAccount(page.request, {
        mobile,
        password: DEMO_PASSWORD,
        companyName: `微信绑定测试 ${mobile}`,
      });
      await page.goto(paths.login.href('/business'));
      // The app removes `code` from the address at once: keep it as the address goes by.
      let code = '';
      const returned = page.waitForURL((url) => {
        code ||= url.searchParams.get('code') ?? '';
        return code !== '';
      });

      await consent(page, locale, 'new');
      await returned;
      const bind = page.locator('form').filter({ has: page.getByLabel(formLabels.smsCode) });
      await expect(page.getByRole('heading', { name: t['wechat.bind.title'] })).toBeVisible();
      await expect(page).toHaveURL((url) => !url.searchParams.has('code'));
      await expectNoSeriousViolations(page);

      await bind.getByLabel(formLabels.mobile).fill(mobile);
      const smsCode = await requestSmsCode(page, bind, mobile);
      await bind.getByLabel(formLabels.smsCode).fill(smsCode);
      await bind.getByRole('button', { name: t['wechat.bind.submit'] }).click();

      await page.waitForURL((url) => url.pathname === '/business');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: t['menu.login'], exact: true })).toHaveCount(0);
      // The server bound that WeChat account: the next WeChat login is a plain login.
      const again = await envelope<WechatCallbackResult>(
        await page.request.get(`${API_PREFIX}${MemberApi.wechatCallBack}`, {
          params: { code, state: 'e2e' },
        }),
      );
      expect(again.bound).toBe(true);
    });
  });
}
