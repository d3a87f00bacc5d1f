import path from 'node:path';

import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';

import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  type AppLocale,
} from '../../src/config/constants';
import { CaptchaApi } from '../../src/contract/auth/paths';
import { DevtoolsApi } from '../../src/contract/devtools/paths';
import { API_PREFIX } from '../../src/contract/http';
import { directionOf } from '../../src/lib/i18n/direction';

import type { CaptchaResult } from '../../src/contract/auth/types';
import type {
  MockCertifyBody,
  MockCertifyResult,
  MockConfigBody,
  MockInspectResult,
  MockInvoiceBody,
  MockInvoiceResult,
  MockSettings,
} from '../../src/contract/devtools/types';
import type { Payment } from '../../src/contract/order/types';

export { expect };

/**
 * The locales the journeys and page specs run in. Arabic, the third, has specs of its own: the
 * right-to-left layout, the keyboard journeys and the accessibility sweep of every route.
 */
export const locales = ['zh-CN', 'en-US'] as const satisfies readonly AppLocale[];
export type TestLocale = (typeof locales)[number];

/**
 * The one language of a journey or page spec whose flow is the same in every language (D300): the
 * same elements, names and steps, only other words, which the catalogue tests hold to the same keys
 * and arguments. Half of these specs run in Chinese and half in English, so each language still
 * drives whole journeys; a spec whose layout or behaviour differs by language (the header's widths,
 * the language's own files) runs in each.
 */
export const inChinese: readonly TestLocale[] = ['zh-CN'];
export const inEnglish: readonly TestLocale[] = ['en-US'];

/**
 * The languages of the sweeps that load every page (the routes with axe, D265; the pages the HTML
 * draws, D301): the default one, and Arabic, the one written right to left in another script.
 * English shares Chinese's direction and every name of every element (the same message ids and
 * the same style sheets): what the sweeps read differs only in the words, which the catalogue tests
 * and the build's tests of the first screen hold to the same keys in every language.
 */
export const sweptLocales: readonly AppLocale[] = SUPPORTED_LOCALES.filter(
  (locale) => locale === DEFAULT_LOCALE || directionOf(locale) === 'rtl',
);

/** The mock's demo accounts (mock/core/seed.ts); all share one password. */
export const demoAccounts = {
  shipper: { username: 'shipper', mobile: '13800000001', userType: 1 },
  forwarder: { username: 'forwarder', mobile: '13800000002', userType: 2 },
  consolidator: { username: 'consolidator', mobile: '13800000003', userType: 3 },
  newbie: { username: 'newbie', mobile: '13800000004', userType: 1 },
} as const;
export const DEMO_PASSWORD = 'Trade2026';

/**
 * The time a journey of several members in several browsers may take: about 40 s on an idle machine
 * of two cores, two to three times that when the machine is busy with other work.
 */
export const JOURNEY_TIMEOUT_MS = 180_000;
export type DemoKind = keyof typeof demoAccounts;

/**
 * Where global.setup.ts saves each logged-in browser state (localStorage with the tokens); the
 * deploy tests, which run it against their own mock, set E2E_AUTH_DIR.
 */
export function storageStatePath(kind: DemoKind): string {
  const dir =
    process.env.E2E_AUTH_DIR ?? path.join(process.env.E2E_OUTPUT ?? 'test-results', '.auth');
  return path.join(dir, `${kind}.json`);
}

/** The reply envelope's payload (`data`, or `result` for the oauth calls). */
function unwrap<T>(body: unknown): T {
  const envelope = body as { code?: number; message?: string; data?: T; result?: T };
  if (envelope.code !== 200) throw new Error(`mock replied ${envelope.code}: ${envelope.message}`);
  return (envelope.data ?? envelope.result) as T;
}

/** The mock's dev-only calls (src/features/devtools/api-paths.ts). */
export function mockApi(request: APIRequestContext) {
  return {
    /** `mobile` narrows `lastSms` to that number. */
    async inspect(mobile?: string): Promise<MockInspectResult> {
      const query = mobile ? `?mobile=${encodeURIComponent(mobile)}` : '';
      const response = await request.get(`${API_PREFIX}${DevtoolsApi.inspect}${query}`);
      return unwrap<MockInspectResult>(await response.json());
    },
    /** Approves or rejects the pending certification of the member with this mobile number. */
    async certify(body: MockCertifyBody): Promise<MockCertifyResult> {
      const response = await request.post(`${API_PREFIX}${DevtoolsApi.certify}`, { data: body });
      return unwrap<MockCertifyResult>(await response.json());
    },
    /** Restores the seeded data. Every issued token is gone: only for setup or exclusive specs. */
    async reset(): Promise<void> {
      const response = await request.post(`${API_PREFIX}${DevtoolsApi.reset}`);
      unwrap(await response.json());
    },
    /**
     * The simulated gateway confirms the pending payment of `orderNo` now (4009 when none): for a
     * spec that pays without waiting for `paymentSeconds`.
     */
    async confirmPayment(orderNo: string): Promise<Payment> {
      const response = await request.post(`${API_PREFIX}${DevtoolsApi.payment}`, {
        data: { orderNo },
      });
      return unwrap<Payment>(await response.json());
    },
    /** The payee issues or rejects the pending invoice application `id` now. */
    async answerInvoice(body: MockInvoiceBody): Promise<MockInvoiceResult> {
      const response = await request.post(`${API_PREFIX}${DevtoolsApi.invoice}`, { data: body });
      return unwrap<MockInvoiceResult>(await response.json());
    },
    /** Changes mock settings (e.g. `paymentSeconds: 0`): shared by every worker, so only in exclusive specs. */
    async config(body: MockConfigBody): Promise<MockSettings> {
      const response = await request.post(`${API_PREFIX}${DevtoolsApi.config}`, { data: body });
      return unwrap<MockSettings>(await response.json());
    },
    /** Expires every access token now: only for exclusive specs. */
    async expireTokens(): Promise<void> {
      const response = await request.post(`${API_PREFIX}${DevtoolsApi.expireTokens}`);
      unwrap(await response.json());
    },
  };
}

/** Every page of this test starts in `locale` (the app reads `umi_locale` first). */
export async function startInLocale(page: Page, locale: AppLocale): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LOCALE_STORAGE_KEY,
    locale,
  ] as const);
}

/**
 * Login form labels in both locales (src/features/auth/texts).
 * LEAD: adjust if the login page's labels change.
 */
export const loginLabels = {
  account: /^(账号|Account)$/,
  password: /^(密码|Password)$/,
  captcha: /^(验证码|Captcha)$/,
  refreshCaptcha: /^(换一张|New captcha)$/,
  submit: /^(登录|Log in)$/,
};

function isCaptchaResponse(url: string): boolean {
  return new URL(url).pathname === `${API_PREFIX}${CaptchaApi.captcha}`;
}

interface LoginInput {
  username: string;
  password: string;
  /** Opens `/login?reject=...` first. */
  reject?: string;
}

/**
 * Fills the login form and submits it; the captcha answer is read from the mock's inspect call. Two
 * workers share one mock, so the last captcha may be the other worker's: then ask for a new one.
 * Opens `/login` (with `reject` when given) unless the page is already there. Returns the form.
 */
export async function submitLogin(page: Page, { username, password, reject }: LoginInput) {
  const nextCaptcha = () => page.waitForResponse((response) => isCaptchaResponse(response.url()));
  const form = page.locator('form').filter({ has: page.getByLabel(loginLabels.password) });
  const refreshCaptcha = form.getByRole('button', { name: loginLabels.refreshCaptcha });
  let reply: Response;
  if (reject !== undefined || new URL(page.url()).pathname !== '/login') {
    const first = nextCaptcha();
    await page.goto(withReject('/login', reject));
    reply = await first;
  } else {
    // Already on /login (sent there by a guard): its captcha was fetched before we listened.
    await expect(refreshCaptcha.getByRole('img')).toBeVisible();
    const next = nextCaptcha();
    await refreshCaptcha.click();
    reply = await next;
  }
  await form.getByLabel(loginLabels.account).fill(username);
  await form.getByLabel(loginLabels.password).fill(password);

  const mock = mockApi(page.request);
  for (let attempt = 1; ; attempt += 1) {
    const { captchaKey } = unwrap<CaptchaResult>(await reply.json());
    const { lastCaptcha } = await mock.inspect();
    if (lastCaptcha?.captchaKey === captchaKey) {
      await form.getByLabel(loginLabels.captcha).fill(lastCaptcha.answer);
      break;
    }
    if (attempt === 5) throw new Error('could not read the answer of the captcha on the page');
    const next = nextCaptcha();
    await refreshCaptcha.click();
    reply = await next;
  }
  await form.getByRole('button', { name: loginLabels.submit }).click();
  return form;
}

/** Labels of the shared account form fields (src/components/texts/forms). */
export const formLabels = {
  mobile: /^(手机号|Mobile number)$/,
  captcha: /^(图形验证码|Image captcha)$/,
  refreshCaptcha: /^(换一张|New captcha)$/,
  smsCode: /^(短信验证码|SMS code)$/,
  sendSms: /^(获取验证码|Get code)$/,
};

/**
 * Answers the image captcha inside `scope` (asking for new ones until the mock's last captcha is the
 * one on the page: another worker may have asked for one meanwhile).
 */
export async function answerCaptcha(page: Page, scope: Locator): Promise<void> {
  const mock = mockApi(page.request);
  const refresh = scope.getByRole('button', { name: formLabels.refreshCaptcha });
  await expect(refresh.getByRole('img')).toBeVisible();
  for (let attempt = 1; ; attempt += 1) {
    const next = page.waitForResponse((response) => isCaptchaResponse(response.url()));
    await refresh.click();
    const { captchaKey } = unwrap<CaptchaResult>(await (await next).json());
    const { lastCaptcha } = await mock.inspect();
    if (lastCaptcha?.captchaKey === captchaKey) {
      await scope.getByLabel(formLabels.captcha).fill(lastCaptcha.answer);
      return;
    }
    if (attempt === 5) throw new Error('could not read the answer of the captcha on the page');
  }
}

/**
 * Answers the image captcha inside `scope`, presses "get code" and returns the code the mock sent
 * to `mobile` (read with the mock's inspect call). The mobile field must already be filled.
 */
export async function requestSmsCode(page: Page, scope: Locator, mobile: string): Promise<string> {
  const mock = mockApi(page.request);
  const before = (await mock.inspect(mobile)).lastSms?.sentAt;
  await answerCaptcha(page, scope);
  await scope.getByRole('button', { name: formLabels.sendSms }).click();
  let code = '';
  await expect
    .poll(async () => {
      const { lastSms } = await mock.inspect(mobile);
      code = lastSms && lastSms.sentAt !== before ? lastSms.code : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Logs a demo account in through the login form; resolves once the app has left /login. */
export async function loginAs(
  page: Page,
  kind: DemoKind,
  options: { reject?: string } = {},
): Promise<void> {
  await submitLogin(page, {
    username: demoAccounts[kind].username,
    password: DEMO_PASSWORD,
    reject: options.reject,
  });
  await page.waitForURL((url) => url.pathname !== '/login');
}

function withReject(path: string, reject: string | undefined): string {
  return reject === undefined ? path : `${path}?reject=${encodeURIComponent(reject)}`;
}

interface Fixtures {
  /**
   * Console errors, uncaught errors, failed requests, error toasts, CSP violations or tokens sent
   * outside the API that this test expects (one pattern; join alternatives with `|`); anything
   * else fails it.
   */
  expectedProblems: RegExp | undefined;
  /** What went wrong in the page so far; checked after the test. */
  problems: string[];
  mock: ReturnType<typeof mockApi>;
}

const TOAST_SELECTOR = '.ant-message-error, .ant-notification-notice-error';

/** Runs in the page before its scripts: reports what the Content-Security-Policy blocked. */
function watchCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const blocked = event.blockedURI || 'inline';
    window.__e2eCspViolation?.(`${event.effectiveDirective} blocked ${blocked} ${event.sample}`);
  });
}

/** Runs in the page before its scripts: reports every error toast as it appears. */
function watchErrorToasts(selector: string): void {
  const seen = new WeakSet<Element>();
  const report = (element: Element) => {
    if (seen.has(element)) return;
    seen.add(element);
    // Read the text once React has filled the notice in.
    setTimeout(() => window.__e2eErrorToast?.(element.textContent?.trim() ?? ''), 50);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(selector)) report(node);
        node.querySelectorAll(selector).forEach(report);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

declare global {
  interface Window {
    __e2eErrorToast?: (text: string) => void;
    __e2eCspViolation?: (text: string) => void;
  }
}

/**
 * Watches every request of the test's browser context (its pages, popups and downloads): the
 * `token` header may go only to this site's `/trading-api/…`, and a token that went there must
 * never appear in an address or a Referer. `leaks()` lists what broke the rule, for the end.
 */
function watchTokens(page: Page, appOrigin: string, problems: string[]) {
  const sent = new Set<string>();
  const seen: { url: string; referer: string }[] = [];
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    const headers = request.headers();
    const token = headers.token;
    seen.push({ url: request.url(), referer: headers.referer ?? '' });
    if (!token) return;
    if (url.origin === appOrigin && url.pathname.startsWith(`${API_PREFIX}/`)) sent.add(token);
    else problems.push(`token: sent to ${request.url()}`);
  });
  return {
    leaks: () =>
      seen.flatMap(({ url, referer }) =>
        [...sent]
          .filter((token) => url.includes(token) || referer.includes(token))
          .map(() => `token: in the address or Referer of ${url}`),
      ),
  };
}

/**
 * `test` that fails on any uncaught page error, console error, failed request, visible antd error
 * toast (`.ant-message-error`, error notifications), Content-Security-Policy violation
 * (`securitypolicyviolation`) or token sent anywhere but the API (`watchTokens`), unless
 * `expectedProblems` matches it. The check is an automatic
 * fixture, so every test gets it.
 */
export const test = base.extend<Fixtures>({
  expectedProblems: [undefined, { option: true }],
  problems: [
    async ({ page, expectedProblems, baseURL }, provide) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? '';
        // A navigation cancels requests still in flight; that is not a failure of the app.
        if (!failure.includes('ERR_ABORTED')) problems.push(`request: ${request.url()} ${failure}`);
      });
      await page.exposeFunction('__e2eErrorToast', (text: string) => {
        problems.push(`toast: ${text}`);
      });
      await page.addInitScript(watchErrorToasts, TOAST_SELECTOR);
      await page.exposeFunction('__e2eCspViolation', (text: string) => {
        problems.push(`csp: ${text}`);
      });
      await page.addInitScript(watchCspViolations);
      const tokens = watchTokens(page, new URL(baseURL ?? 'http://127.0.0.1').origin, problems);
      await provide(problems);
      problems.push(...tokens.leaks());
      // A toast that appeared in the last moments may not have been reported yet.
      const showing = await page
        .locator(TOAST_SELECTOR)
        .allTextContents()
        .catch(() => []);
      for (const text of showing) {
        if (!problems.includes(`toast: ${text.trim()}`)) problems.push(`toast: ${text.trim()}`);
      }
      const unexpected = problems.filter((problem) => !expectedProblems?.test(problem));
      expect(
        unexpected,
        'uncaught errors, console errors, failed requests, error toasts, CSP violations or tokens outside the API',
      ).toEqual([]);
    },
    { auto: true },
  ],
  mock: async ({ request }, provide) => {
    await provide(mockApi(request));
  },
});
