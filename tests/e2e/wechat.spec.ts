import { type Page } from '@playwright/test';

import { TEST_BUILD_ENV } from '../../scripts/test-build-env';
import { paths } from '../../src/config/paths';
import { API_PREFIX } from '../../src/contract/http';
import { MemberApi } from '../../src/contract/member/paths';
import {
  DEMO_WECHAT_OPEN_ID,
  mockWechatCode,
  randomOpenId,
} from '../../src/features/devtools/utils/simulated-wechat';
import { enUS, zhCN } from '../utils/catalogues';
import { expectNoSeriousViolations } from './axe';
import {
  DEMO_PASSWORD,
  expect,
  formLabels,
  requestSmsCode,
  startInLocale,
  test,
  inEnglish,
} from './fixtures';
import { randomMobile, registerFreshAccount } from './fresh-account';
import { standInForWechat } from './wechat-stand-in';

import type { WechatCallbackResult } from '../../src/contract/member/types';

/**
 * The login journeys of the production build, which leaves for WeChat's page (it has an app id):
 * `standInForWechat` answers there. The simulated consent screen of builds with the mock is covered
 * by tests/integration/login/wechat.test.tsx.
 */
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

/**
 * What the login page sent to WeChat: the build's app id, the login page as the address to return
 * to, and a fresh 128-bit state.
 */
function expectAuthorizeRequest(url: URL | undefined, origin: string) {
  expect(url?.searchParams.get('appid')).toBe(TEST_BUILD_ENV.VITE_WECHAT_APP_ID);
  expect(url?.searchParams.get('redirect_uri')).toBe(`${origin}${paths.login.path}`);
  expect(url?.searchParams.get('response_type')).toBe('code');
  expect(url?.searchParams.get('scope')).toBe('snsapi_login');
  expect(url?.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
}

for (const locale of inEnglish) {
  const t = catalogues[locale];

  test.describe(`WeChat login (${locale})`, () => {
    test.beforeEach(async ({ page }) => startInLocale(page, locale));

    test('leaves for WeChat with the app id and logs the bound demo shipper in on its answer', async ({
      page,
      baseURL,
    }) => {
      const wechat = await standInForWechat(page, { allowAs: DEMO_WECHAT_OPEN_ID });
      const calls = countCallbacks(page);
      await page.goto(paths.login.href('/user/personalCenter'));

      await page.getByRole('button', { name: t['wechat.login.button'], exact: true }).click();

      await page.waitForURL((url) => url.pathname === '/user/personalCenter');
      expect(wechat.urls).toHaveLength(1);
      expectAuthorizeRequest(wechat.urls[0], baseURL ?? '');
      expect(new URL(page.url()).searchParams.has('code')).toBe(false);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: t['menu.login'], exact: true })).toHaveCount(0);
      expect(calls.count).toBe(1);
      const pending = await page.evaluate(() => Object.keys(window.sessionStorage).join());
      expect(pending).not.toContain('wechat-login');
    });

    test('comes back without a code when the user refuses, and that state works no more', async ({
      page,
    }) => {
      const wechat = await standInForWechat(page, 'deny');
      const calls = countCallbacks(page);
      await page.goto(paths.login.href('/business'));

      await page.getByRole('button', { name: t['wechat.login.button'], exact: true }).click();

      await expect(page.getByRole('alert')).toContainText(t['wechat.error.denied']);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/login' && !url.searchParams.has('state'),
      );
      expect(calls.count).toBe(0);
      await expectNoSeriousViolations(page);
      // The same state again, now with a code: used up, refused without a call.
      const replay = new URLSearchParams({
        code: mockWechatCode(DEMO_WECHAT_OPEN_ID),
        state: wechat.lastState,
      });
      await page.goto(`${paths.login.path}?${replay.toString()}`);
      await expect(page.getByRole('alert')).toContainText(t['wechat.error.mismatch']);
      expect(calls.count).toBe(0);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: t['menu.login'], exact: true })).toBeVisible();
    });

    test('refuses a forged state: a message, no call, still logged out', async ({ page }) => {
      const calls = countCallbacks(page);
      await page.goto(
        `${paths.login.path}?code=${mockWechatCode(DEMO_WECHAT_OPEN_ID)}&state=forged`,
      );

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
      const openId = randomOpenId();
      await standInForWechat(page, { allowAs: openId });
      await page.goto(paths.login.href('/business'));

      await page.getByRole('button', { name: t['wechat.login.button'], exact: true }).click();
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
          params: { code: mockWechatCode(openId), state: 'e2e' },
        }),
      );
      expect(again.bound).toBe(true);
    });
  });
}
