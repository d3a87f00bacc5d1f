import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { CaptchaApi } from '@/contract/auth/paths';
import { getToken } from '@/lib/session';
import { db } from '@mock/core/store';
import { lastCaptcha } from '@mock/domains/auth/captcha';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

type View = Awaited<ReturnType<typeof renderRoute>>;

/** The answer of the captcha the page shows now (the mock issued it last). */
async function currentCaptchaAnswer(previousKey?: string): Promise<string> {
  let answer = '';
  await waitFor(() => {
    const captcha = lastCaptcha(db);
    expect(captcha?.key).toBeDefined();
    expect(captcha?.key).not.toBe(previousKey);
    answer = captcha?.answer ?? '';
  });
  await screen.findByRole('img', { name: /图形验证码|Captcha image/ });
  return answer;
}

async function fillAndSubmit(
  { events }: View,
  values: { account?: string; password?: string; captcha?: string },
  labels = { account: '账号', password: '密码', captcha: '验证码', submit: '登录' },
) {
  if (values.account !== undefined)
    await events.type(screen.getByLabelText(labels.account), values.account);
  if (values.password !== undefined)
    await events.type(screen.getByLabelText(labels.password), values.password);
  if (values.captcha !== undefined)
    await events.type(screen.getByLabelText(labels.captcha), values.captcha);
  await events.click(screen.getByRole('button', { name: labels.submit }));
}

describe('/login', () => {
  it('logs in with account, password and captcha, then returns to the reject address', async () => {
    const reject = `${location.origin}/user/personalCenter?tab=profile`;
    const view = await renderRoute(`/login?reject=${encodeURIComponent(reject)}`);
    const answer = await currentCaptchaAnswer();

    await fillAndSubmit(view, { account: 'shipper', password: 'Trade2026', captcha: answer });

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/personalCenter'));
    expect(view.router.state.location.search).toBe('?tab=profile');
    expect(getToken()).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText(demoAccounts.shipper.nickname)).toBeVisible();
  });

  it('shows required-field messages and sends nothing when the form is empty', async () => {
    const view = await renderRoute('/login');
    await currentCaptchaAnswer();

    await view.events.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() =>
      expect(screen.getByLabelText('账号')).toHaveAccessibleDescription('请输入手机号或用户名'),
    );
    expect(screen.getByLabelText('账号')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('请输入密码');
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码');
    expect(getToken()).toBeUndefined();
  });

  it('shows a wrong password next to the password field and keeps what was typed', async () => {
    const view = await renderRoute('/login');
    const answer = await currentCaptchaAnswer();
    const firstKey = lastCaptcha(db)?.key;

    await fillAndSubmit(view, { account: 'shipper', password: 'Wrong2026', captcha: answer });

    await waitFor(() =>
      expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('账号或密码错误'),
    );
    expect(screen.getByLabelText('账号')).toHaveValue('shipper');
    expect(screen.getByLabelText('密码')).toHaveValue('Wrong2026');
    // The captcha was spent: its answer is cleared and a new one is shown.
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    await currentCaptchaAnswer(firstKey);
    expect(view.router.state.location.pathname).toBe('/login');
  });

  it('shows a wrong captcha next to the captcha field and loads a new one', async () => {
    const view = await renderRoute('/login');
    const answer = await currentCaptchaAnswer();
    const firstKey = lastCaptcha(db)?.key;
    const wrong = answer === 'ABCD' ? 'WXYZ' : 'ABCD';

    await fillAndSubmit(view, { account: 'shipper', password: 'Trade2026', captcha: wrong });

    await waitFor(() =>
      expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription(/图形验证码错误/),
    );
    expect(screen.getByLabelText('密码')).toHaveValue('Trade2026');
    const next = await currentCaptchaAnswer(firstKey);

    await fillAndSubmit(view, { captcha: next });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });

  it('says the server cannot be reached above the form, keeping the values', async () => {
    const view = await renderRoute('/login', { locale: 'en-US' });
    const answer = await currentCaptchaAnswer();
    server.use(http.post(`*${CaptchaApi.captchaCheck}`, () => HttpResponse.error()));

    await fillAndSubmit(
      view,
      { account: 'forwarder', password: 'Trade2026', captcha: answer },
      { account: 'Account', password: 'Password', captcha: 'Captcha', submit: 'Log in' },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(/Cannot reach the server/);
    expect(screen.getByLabelText('Account')).toHaveValue('forwarder');
    expect(screen.getByLabelText('Password')).toHaveValue('Trade2026');
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/steal',
    'https://evil.example/x',
    '/\\evil.example',
  ])('goes home instead of to the hostile return address %s', async (reject) => {
    const view = await renderRoute(`/login?reject=${encodeURIComponent(reject)}`);
    const answer = await currentCaptchaAnswer();

    await fillAndSubmit(view, { account: '13800000002', password: 'Trade2026', captcha: answer });

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });

  it('takes a visitor from a members-only deep link to login and back to it, query and hash intact', async () => {
    const target = '/business/payment?orderNo=A%26B#pay';
    const view = await renderRoute(target);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    // One encode: the full address is the one query value, encoded once.
    const full = `${location.origin}${target}`;
    expect(view.router.state.location.search).toBe(`?reject=${encodeURIComponent(full)}`);
    expect(new URLSearchParams(view.router.state.location.search).get('reject')).toBe(full);
    const answer = await currentCaptchaAnswer();

    await fillAndSubmit(view, { account: 'shipper', password: 'Trade2026', captcha: answer });

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/business/payment'));
    expect(view.router.state.location.search).toBe('?orderNo=A%26B');
    expect(view.router.state.location.hash).toBe('#pay');
    // One decode: the page asks for the order "A&B" (the mock has none), not "A%26B" nor "A".
    expect(await screen.findByText('订单 A&B 不存在，请检查链接中的订单号。')).toBeVisible();
  });

  it.each([
    ['a malformed escape', '/login?reject=%E0%A4%A'],
    ['a malformed escape in a path', '/login?reject=/%E0%A4%A'],
    ['a malformed escape, encoded once', `/login?reject=${encodeURIComponent('/%E0%A4%A')}`],
    [
      'a 10 kB address of this site',
      `/login?reject=${encodeURIComponent(`${location.origin}/business/market?q=${'x'.repeat(10_240)}`)}`,
    ],
    ['10 kB of malformed escapes', `/login?reject=${'%E0%A4%A'.repeat(1_280)}`],
  ])(
    'shows the form for %s as the return address, and goes home after login',
    async (_name, url) => {
      const errors = vi.spyOn(console, 'error');
      const view = await renderRoute(url);
      const answer = await currentCaptchaAnswer();

      await fillAndSubmit(view, { account: 'shipper', password: 'Trade2026', captcha: answer });

      await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
      expect(view.router.state.location.search).toBe('');
      expect(
        await within(screen.getByRole('banner')).findByText(demoAccounts.shipper.nickname),
      ).toBeVisible();
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('leaves /login for the return address when already logged in', async () => {
    const { router } = await renderRoute(
      `/login?reject=${encodeURIComponent('/business/market?pol=CNSHA')}`,
      { member: 'forwarder' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/market'));
    expect(router.state.location.search).toBe('?pol=CNSHA');
  });
});
