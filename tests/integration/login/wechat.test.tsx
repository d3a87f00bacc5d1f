import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';

import { AppRoot } from '@/app/app';
import { createRoutes } from '@/app/routes';
import { MemberApi } from '@/contract/member/paths';
import { createWechatLogin } from '@/features/member/utils/wechat-state';
import { resetCountdowns } from '@/hooks/use-countdown';
import { loadCatalogue } from '@/lib/i18n/catalogue';
import { setLocale } from '@/lib/i18n/locale';
import { getToken } from '@/lib/session';
import { db } from '@mock/core/store';
import { lastCaptcha } from '@mock/domains/auth/captcha';
import { lastSms } from '@mock/domains/auth/sms';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

const MESSAGES = {
  mismatch: /无法确认这次微信登录是从本页发起的/,
  expired: /已超过 10 分钟未完成/,
  denied: /你已拒绝微信授权/,
};

/** Counts the wechatCallBack requests that reach the mock (the handler then lets them through). */
function countCallbacks(): { readonly count: number } {
  const counter = { count: 0 };
  server.use(
    http.get(`*${MemberApi.wechatCallBack}`, () => {
      counter.count += 1;
    }),
  );
  return counter;
}

const returnUrl = (state: string, code?: string) =>
  `/login?${new URLSearchParams(code ? { code, state } : { state }).toString()}`;

async function expectLoggedInAs(nickname: string) {
  await waitFor(() => expect(getToken()).toBeTruthy());
  expect(await within(screen.getByRole('banner')).findByText(nickname)).toBeVisible();
}

function expectNoWechatParams(location: { search: string }) {
  const search = new URLSearchParams(location.search);
  expect(search.has('code')).toBe(false);
  expect(search.has('state')).toBe(false);
}

afterEach(() => resetCountdowns());

describe('/login with WeChat', () => {
  it('logs a bound WeChat account in once and returns to the saved address', async () => {
    const calls = countCallbacks();
    const { state } = createWechatLogin('/user/personalCenter?tab=profile');

    const view = await renderRoute(returnUrl(state, 'mock-wechat-demo-shipper'));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/personalCenter'));
    expect(view.router.state.location.search).toBe('?tab=profile');
    await expectLoggedInAs(demoAccounts.shipper.nickname);
    expect(calls.count).toBe(1);
    expect(sessionStorage.length).toBe(0);
  });

  it('goes home instead of to a hostile saved return address', async () => {
    const { state } = createWechatLogin('//evil.example/steal');

    const view = await renderRoute(returnUrl(state, 'mock-wechat-demo-shipper'));

    await expectLoggedInAs(demoAccounts.shipper.nickname);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });

  it('leaves a member who is already logged in alone: no call, the state untouched', async () => {
    const calls = countCallbacks();
    const { state } = createWechatLogin(null);

    const view = await renderRoute(returnUrl(state, 'mock-wechat-o-other'), {
      member: 'forwarder',
    });

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(calls.count).toBe(0);
    expect(sessionStorage.length).toBe(1);
  });

  it('goes from the WeChat button through the simulated consent screen to a login', async () => {
    const view = await renderRoute(`/login?reject=${encodeURIComponent('/business')}`);

    await view.events.click(screen.getByRole('button', { name: '微信登录' }));
    const dialog = await screen.findByRole('dialog', { name: '微信授权（模拟）' });
    expect(sessionStorage.length).toBe(1);
    expect(within(dialog).getByRole('radio', { name: /演示微信账号/ })).toBeChecked();
    await view.events.click(within(dialog).getByRole('button', { name: '允许' }));
    const visited: string[] = [];
    view.router.subscribe(({ location }) => visited.push(location.pathname));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/business'));
    await expectLoggedInAs(demoAccounts.shipper.nickname);
    // Straight there: not through the home page first.
    expect(visited).not.toContain('/');
  });

  it("returns with the state alone from the simulated screen's Deny: refused, no call", async () => {
    const calls = countCallbacks();
    const view = await renderRoute('/login', { locale: 'en-US' });

    await view.events.click(screen.getByRole('button', { name: 'Log in with WeChat' }));
    const dialog = await screen.findByRole('dialog', { name: 'WeChat login (simulated)' });
    await view.events.click(within(dialog).getByRole('button', { name: 'Deny' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/You declined the WeChat authorisation/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expectNoWechatParams(view.router.state.location);
    expect(calls.count).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('binds a new WeChat account chosen on the simulated screen: the bind screen', async () => {
    const view = await renderRoute('/login');

    await view.events.click(screen.getByRole('button', { name: '微信登录' }));
    const dialog = await screen.findByRole('dialog', { name: '微信授权（模拟）' });
    await view.events.click(within(dialog).getByRole('radio', { name: /新的微信账号/ }));
    await view.events.click(within(dialog).getByRole('button', { name: '允许' }));

    expect(await screen.findByRole('heading', { name: '绑定平台账号' })).toBeVisible();
    expect(screen.getByText(/微信账号“WeChat-[0-9a-f]{6}”还没有绑定平台账号/)).toBeVisible();
    expect(getToken()).toBeUndefined();
  });

  it('binds an unbound WeChat account to an existing member with an SMS code', async () => {
    const newbie = demoAccounts.newbie;
    const calls = countCallbacks();
    const { state } = createWechatLogin('/business');
    const view = await renderRoute(returnUrl(state, 'mock-wechat-o-fresh-42'));

    expect(await screen.findByRole('heading', { name: '绑定平台账号' })).toBeVisible();
    expect(screen.getByText(/微信账号“WeChat-esh-42”还没有绑定平台账号/)).toBeVisible();
    expectNoWechatParams(view.router.state.location);
    expect(view.router.state.location.search).toBe(`?reject=${encodeURIComponent('/business')}`);

    await view.events.type(screen.getByLabelText('手机号'), newbie.mobile);
    await screen.findByRole('img', { name: /图形验证码/ });
    await view.events.type(screen.getByLabelText('图形验证码'), lastCaptcha(db)?.answer ?? '');
    await view.events.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(lastSms(db, newbie.mobile)?.scene).toBe('bind_wechat'));
    const smsCode = lastSms(db, newbie.mobile)?.code ?? '';
    await view.events.type(screen.getByLabelText('短信验证码'), smsCode);
    await view.events.click(screen.getByRole('button', { name: /绑定并登录/ }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/business'));
    await expectLoggedInAs(newbie.nickname);
    expect(db.members[newbie.memberId]?.wechatOpenId).toBe('o-fresh-42');
    expect(calls.count).toBe(1);
    // Nothing secret is left in the browser's storage.
    const stored = [...Object.values(localStorage), ...Object.values(sessionStorage)].join('\n');
    expect(stored).not.toContain(smsCode);
  });

  it('shows a refused binding next to the mobile number and keeps what was typed', async () => {
    const { state } = createWechatLogin(null);
    const view = await renderRoute(returnUrl(state, 'mock-wechat-o-fresh-43'), {
      locale: 'en-US',
    });
    await screen.findByRole('heading', { name: 'Link your account' });
    const mobile = '13912345678';

    await view.events.type(screen.getByLabelText('Mobile number'), mobile);
    await screen.findByRole('img', { name: /captcha/i });
    await view.events.type(screen.getByLabelText('Image captcha'), lastCaptcha(db)?.answer ?? '');
    await view.events.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(lastSms(db, mobile)?.code).toBeTruthy());
    await view.events.type(screen.getByLabelText('SMS code'), lastSms(db, mobile)?.code ?? '');
    await view.events.click(screen.getByRole('button', { name: /Link and log in/ }));

    await waitFor(() =>
      expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
        /No account uses this mobile number\. Choose “Register a new account” instead\./,
      ),
    );
    expect(screen.getByLabelText('Mobile number')).toHaveValue(mobile);
    expect(getToken()).toBeUndefined();
  });

  it('hands the bind ticket to /register for a new account', async () => {
    const { state } = createWechatLogin(null);
    const view = await renderRoute(returnUrl(state, 'mock-wechat-o-fresh-44'));
    await screen.findByRole('heading', { name: '绑定平台账号' });

    await view.events.click(screen.getByRole('button', { name: '注册新账号' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/register'));
    const { bindTicket } = view.router.state.location.state as { bindTicket: string };
    expect(db.tickets[bindTicket]).toMatchObject({ scene: 'bind_wechat', openId: 'o-fresh-44' });
  });

  it.each([
    ['a forged state', true, (state: string) => returnUrl(`${state}x`, 'mock-wechat-demo-shipper')],
    [
      'a state when no login was started',
      false,
      () => returnUrl('forged', 'mock-wechat-demo-shipper'),
    ],
    ['no state', true, () => '/login?code=mock-wechat-demo-shipper'],
  ])('refuses %s with a message and no call', async (_case, started, url) => {
    const calls = countCallbacks();
    const state = started ? createWechatLogin(null).state : 'none';

    const view = await renderRoute(url(state));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.mismatch);
    expect(screen.getByRole('alert')).toHaveTextContent('微信登录未完成');
    expectNoWechatParams(view.router.state.location);
    expect(calls.count).toBe(0);
    expect(getToken()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    // The password login is still there.
    expect(screen.getByLabelText('密码')).toBeVisible();
  });

  it('refuses a state older than 10 minutes without a call', async () => {
    const calls = countCallbacks();
    const { state } = createWechatLogin(null, Date.now() - 10 * 60_000 - 1);

    await renderRoute(returnUrl(state, 'mock-wechat-demo-shipper'));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.expired);
    expect(calls.count).toBe(0);
    expect(getToken()).toBeUndefined();
  });

  it('says the user refused when WeChat returns without a code, and offers to retry', async () => {
    const calls = countCallbacks();
    const { state } = createWechatLogin(null);
    const view = await renderRoute(returnUrl(state));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.denied);
    expect(calls.count).toBe(0);
    expectNoWechatParams(view.router.state.location);

    await view.events.click(within(alert).getByRole('button', { name: '重新微信登录' }));
    expect(await screen.findByRole('dialog', { name: '微信授权（模拟）' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.denied)).not.toBeInTheDocument();
  });

  it('refuses a state used before, without a second call', async () => {
    const calls = countCallbacks();
    const { state } = createWechatLogin(null);
    const url = returnUrl(state, 'mock-wechat-o-fresh-45');
    const view = await renderRoute(url);
    await screen.findByRole('heading', { name: '绑定平台账号' });
    expect(calls.count).toBe(1);

    await view.router.navigate(url);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.mismatch);
    expect(calls.count).toBe(1);
    expectNoWechatParams(view.router.state.location);
  });

  it('shows a server failure with a retry', async () => {
    server.use(
      http.get(`*${MemberApi.wechatCallBack}`, () =>
        HttpResponse.json({ code: 5000, message: 'Internal server error.', data: null }),
      ),
    );
    const { state } = createWechatLogin(null);
    const view = await renderRoute(returnUrl(state, 'mock-wechat-demo-shipper'), {
      locale: 'en-US',
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('WeChat login not completed');
    expect(alert).toHaveTextContent('The WeChat login failed: Internal server error.');
    expectNoWechatParams(view.router.state.location);
    expect(getToken()).toBeUndefined();

    server.resetHandlers();
    await view.events.click(within(alert).getByRole('button', { name: 'Try WeChat again' }));
    const dialog = await screen.findByRole('dialog', { name: 'WeChat login (simulated)' });
    await view.events.click(within(dialog).getByRole('button', { name: 'Allow' }));
    await expectLoggedInAs(demoAccounts.shipper.nickname);
  });

  describe('under StrictMode, whose effects run twice', () => {
    async function openInStrictMode(url: string) {
      setLocale('zh-CN', { reload: false });
      await loadCatalogue('zh-CN');
      const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
      render(
        <StrictMode>
          <AppRoot router={router} />
        </StrictMode>,
      );
      return router;
    }

    it('makes one call and logs in', async () => {
      const calls = countCallbacks();
      const { state } = createWechatLogin(null);

      const router = await openInStrictMode(returnUrl(state, 'mock-wechat-demo-shipper'));

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      await expectLoggedInAs(demoAccounts.shipper.nickname);
      expect(calls.count).toBe(1);
    });

    it('checks the state once: a refusal is not taken for a reused state', async () => {
      const { state } = createWechatLogin(null);

      await openInStrictMode(returnUrl(state));

      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.denied);
      expect(screen.queryByText(MESSAGES.mismatch)).not.toBeInTheDocument();
    });
  });
});
