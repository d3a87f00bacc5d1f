/**
 * The start-up check of a stored session (the current-user call) fails: the call is silent by rule
 * (no toast, no redirect to login), nothing rejects unhandled, and the app renders. A 4098 ends the
 * session quietly (the visitor's header); a server failure leaves it unconfirmed (the header offers
 * the login, a members-only page the retry).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';

import { SessionApi } from '@/contract/auth/paths';
import { API_PREFIX } from '@/contract/http';
import { toastMessage } from '@/lib/request';
import { getRefreshToken, getToken } from '@/lib/session';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';

type View = Awaited<ReturnType<typeof renderRoute>>;

const failures = {
  'HTTP 500': () => new HttpResponse('Internal Server Error', { status: 500 }),
  'code 5000': () => HttpResponse.json({ code: 5000, message: '服务器繁忙', data: null }),
  'code 4098': () =>
    HttpResponse.json({ code: 4098, message: '登录已过期，请重新登录', data: null }),
} as const;
type Failure = keyof typeof failures;

/** The current-user call fails this way for the whole test (the check after a renewal too). */
function failCurrentMember(failure: Failure) {
  server.use(http.get(`*${API_PREFIX}${SessionApi.currentUser}`, failures[failure]));
}

/** Every rejection nobody handled, in the page (`unhandledrejection`) or in Node. */
function collectUnhandledRejections(): unknown[] {
  const reasons: unknown[] = [];
  const onWindow = (event: PromiseRejectionEvent) => reasons.push(event.reason);
  const onProcess = (reason: unknown) => reasons.push(reason);
  window.addEventListener('unhandledrejection', onWindow);
  process.on('unhandledRejection', onProcess);
  onTestFinished(() => {
    window.removeEventListener('unhandledrejection', onWindow);
    process.off('unhandledRejection', onProcess);
  });
  return reasons;
}

const header = () => screen.getAllByRole('banner')[0] as HTMLElement;

/**
 * No error toast was shown: a toast shown now appears after any queued before it (the toasts'
 * code loads with the first one), so once it is on screen an earlier error toast would be too.
 */
async function expectNoErrorToast() {
  toastMessage('info', 'toasts are shown now');
  expect(await screen.findByText('toasts are shown now')).toBeInTheDocument();
  // Toasts are alerts: the one shown now is the only one.
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'toasts are shown now',
  ]);
  for (const text of ['服务器繁忙', '登录已过期，请重新登录', '服务器出错了，请稍后重试']) {
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  }
}

/** The router stayed at the address it started at: nothing pushed or replaced. */
function expectNoNavigation(view: View, url: string) {
  const { pathname, search, hash } = view.router.state.location;
  expect(`${pathname}${search}${hash}`).toBe(url);
  expect(view.router.state.historyAction).toBe('POP');
}

describe('the start-up check of a stored session fails', () => {
  const publicPage = '/business/market?pol=CNSHA#list';

  it.each([
    // The server failed, the session may be fine: the token stays for a retry.
    ['HTTP 500', true],
    ['code 5000', true],
    // The session is over: nothing of it is left.
    ['code 4098', false],
  ] as const)(
    'answered %s: a public page renders with the login link in the header, no toast, no navigation',
    async (failure, keepsSession) => {
      const unhandled = collectUnhandledRejections();
      failCurrentMember(failure);

      const view = await renderRoute(publicPage, { member: 'shipper', sessionPending: true });

      expect(await within(header()).findByRole('link', { name: '登录' })).toBeVisible();
      expect(within(header()).queryByText(view.member?.nickname ?? '')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      expectNoNavigation(view, publicPage);
      await waitFor(() => expect(getToken() !== undefined).toBe(keepsSession));
      expect(getRefreshToken() !== undefined).toBe(keepsSession);
      await expectNoErrorToast();
      expectNoNavigation(view, publicPage);
      expect(unhandled).toEqual([]);
    },
  );

  it.each(['HTTP 500', 'code 5000'] as const)(
    'answered %s: a members-only page offers the retry in place, no toast, no navigation',
    async (failure) => {
      const unhandled = collectUnhandledRejections();
      failCurrentMember(failure);
      const url = '/user/personalCenter?tab=profile';

      const view = await renderRoute(url, { member: 'shipper', sessionPending: true });

      expect(
        await screen.findByRole('heading', { level: 1, name: '暂时无法确认你的登录状态' }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
      expect(within(header()).getByRole('link', { name: '登录' })).toBeVisible();
      await expectNoErrorToast();
      expectNoNavigation(view, url);
      expect(getToken()).toBeTruthy();
      expect(unhandled).toEqual([]);
    },
  );

  it('answered code 4098 on a members-only page: the visitor is sent to login with the address, without a toast', async () => {
    const unhandled = collectUnhandledRejections();
    failCurrentMember('code 4098');
    const url = '/user/personalCenter?tab=profile';

    const view = await renderRoute(url, { member: 'shipper', sessionPending: true });

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(view.router.state.location.search).get('reject')).toBe(
      `${location.origin}${url}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    expect(getToken()).toBeUndefined();
    await expectNoErrorToast();
    expect(unhandled).toEqual([]);
  });
});
