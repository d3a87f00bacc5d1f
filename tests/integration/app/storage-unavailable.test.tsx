/**
 * The browser refuses its storage: disabled (a SecurityError on any access, e.g. cookies blocked)
 * or full (a QuotaExceededError on every write). The app still works for a visitor, and a login
 * works for this tab: the session lives in memory until the tab is closed.
 */
import { screen, waitFor, within } from '@testing-library/react';

import { getToken } from '@/lib/session';
import { db } from '@mock/core/store';
import { lastCaptcha } from '@mock/domains/auth/captcha';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

type View = Awaited<ReturnType<typeof renderRoute>>;

const header = () => screen.getAllByRole('banner')[0] as HTMLElement;

/** Any access to `window.localStorage` and `window.sessionStorage` throws, as in a browser that blocks them. */
function disableStorage() {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    vi.spyOn(window, name, 'get').mockImplementation(() => {
      throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError');
    });
  }
}

/** Every write to either storage fails: the storage is full. */
function fillStorage() {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

/** Follows the header's login link and logs the shipper in with the password form. */
async function logInFromHeader({ events, router }: View) {
  await events.click(within(header()).getByRole('link', { name: '登录' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  let answer = '';
  await waitFor(() => {
    answer = lastCaptcha(db)?.answer ?? '';
    expect(answer).not.toBe('');
  });
  await screen.findByRole('img', { name: /图形验证码/ });
  for (const [label, text] of [
    ['账号', 'shipper'],
    ['密码', 'Trade2026'],
    ['验证码', answer],
  ] as const) {
    await events.click(screen.getByLabelText(label));
    await events.paste(text);
  }
  await events.click(screen.getByRole('button', { name: '登录' }));
}

describe('a browser that refuses its storage', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['storage is disabled (SecurityError on access)', disableStorage],
    ['storage is full (QuotaExceededError on every write)', fillStorage],
  ])('when %s: a visitor uses the app, and a login works for the tab', async (_name, refuse) => {
    const errors = vi.spyOn(console, 'error');
    const browserStorage = window.localStorage;
    refuse();
    const view = await renderRoute('/business/market');

    expect(await within(header()).findByRole('link', { name: '登录' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: /运价市场/ })).toBeVisible();

    await logInFromHeader(view);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/business/market'));
    expect(await within(header()).findByText(demoAccounts.shipper.nickname)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: /运价市场/ })).toBeVisible();
    // The session is this tab's, in memory: nothing of it reached the browser's storage.
    expect(getToken()).toBeTruthy();
    expect(Object.keys(browserStorage).filter((key) => key.includes('TOKEN'))).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
