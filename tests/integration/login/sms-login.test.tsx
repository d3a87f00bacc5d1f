/* eslint-disable testing-library/no-node-access -- the form, its button and the tab are found from their text: role queries over the whole login page take seconds each in jsdom */
import { screen, waitFor, within } from '@testing-library/react';

import { MemberApi } from '@/contract/member/paths';
import { getToken } from '@/lib/session';
import { db } from '@mock/core/store';
import { lastCaptcha } from '@mock/domains/auth/captcha';
import { lastSms } from '@mock/domains/auth/sms';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';
import {
  accountFormCalls,
  answerNextSmsCodeExpired,
  recordSentTokens,
  STALE_TOKENS,
  storeStaleSession,
} from '../../utils/stale-session';

type View = Awaited<ReturnType<typeof renderRoute>>;

const UNKNOWN_MOBILE = '13912340001';
const SMS_TAB = '短信验证码登录';

/** The answer of the captcha the page shows now (the mock issued it last). */
async function captchaAnswer(): Promise<string> {
  let answer = '';
  await waitFor(() => {
    answer = lastCaptcha(db)?.answer ?? '';
    expect(answer).not.toBe('');
  });
  await screen.findByRole('img', { name: /图形验证码/ });
  return answer;
}

async function fill({ events }: View, label: string, text: string) {
  await events.click(screen.getByLabelText(label));
  await events.paste(text);
}

/** Opens the SMS tab, sends a code to `mobile` and returns what the mock sent. */
async function sendCode(view: View, mobile: string): Promise<string> {
  await view.events.click(screen.getByText(SMS_TAB));
  await fill(view, '手机号', mobile);
  await fill(view, '图形验证码', await captchaAnswer());
  await view.events.click(screen.getByText('获取验证码'));
  let code = '';
  await waitFor(() => {
    code = lastSms(db, mobile)?.code ?? '';
    expect(code).not.toBe('');
  });
  // The send button counts down the 60 s before another code.
  // Off while it counts down, yet keeping the focus of the member who pressed it.
  expect((await screen.findByText(/秒后重新获取/)).closest('button')).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  return code;
}

const smsForm = () => document.querySelector<HTMLFormElement>('form#smsLogin') ?? document.body;
const submit = (view: View) =>
  view.events.click(within(smsForm()).getByText('登录', { selector: 'button' }));

describe('/login with an SMS code', { timeout: 60_000 }, () => {
  it('signs in, returns to the reject address, and the tab is remembered in this browser', async () => {
    const reject = `${location.origin}/user/personalCenter`;
    let view = await renderRoute(`/login?reject=${encodeURIComponent(reject)}`);
    const code = await sendCode(view, demoAccounts.shipper.mobile);
    await fill(view, '短信验证码', code);
    await submit(view);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/personalCenter'));
    expect(getToken()).toBeTruthy();
    view.unmount();

    localStorage.removeItem(Object.keys(localStorage).find((key) => key.includes('TOKEN')) ?? '');
    view = await renderRoute('/login');
    expect(screen.getByText(SMS_TAB).closest('[role="tab"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('短信验证码')).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('shows a wrong code next to the code field and keeps the number', async () => {
    const view = await renderRoute('/login');
    const code = await sendCode(view, demoAccounts.forwarder.mobile);
    await fill(view, '短信验证码', code === '123456' ? '654321' : '123456');
    await submit(view);

    // antd marks the field invalid a render before its message is drawn and tied to it.
    await waitFor(() =>
      expect(screen.getByLabelText('短信验证码')).toHaveAttribute('aria-invalid', 'true'),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('短信验证码')).toHaveAccessibleDescription(/\S/),
    );
    expect(screen.getByLabelText('手机号')).toHaveValue(demoAccounts.forwarder.mobile);
    expect(getToken()).toBeUndefined();
  });

  it('tells a number without an account so once the code is right, and offers to register it', async () => {
    const view = await renderRoute('/login');
    const code = await sendCode(view, UNKNOWN_MOBILE);
    await fill(view, '短信验证码', code);
    await submit(view);

    const alert = (await within(smsForm()).findByText('该手机号尚未注册。')).closest(
      '[role="alert"]',
    );
    expect(alert).not.toBeNull();
    await view.events.click(within(alert as HTMLElement).getByText('用此手机号注册'));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/register'));
    expect(await screen.findByLabelText('手机号')).toHaveValue(UNKNOWN_MOBILE);
    expect(getToken()).toBeUndefined();
  });

  it('sends no call with a stale stored token, and a 4098 to the code keeps the form', async () => {
    storeStaleSession();
    const calls = recordSentTokens();
    answerNextSmsCodeExpired();
    const { mobile } = demoAccounts.consolidator;
    const view = await renderRoute('/login');
    await view.events.click(screen.getByText(SMS_TAB));
    await fill(view, '手机号', mobile);
    await fill(view, '图形验证码', await captchaAnswer());
    const spent = lastCaptcha(db)?.key;
    await view.events.click(screen.getByText('获取验证码'));

    await waitFor(() =>
      expect(screen.getByLabelText('短信验证码')).toHaveAccessibleDescription(
        '登录已过期，请重新登录',
      ),
    );
    expect(view.router.state.location.pathname).toBe('/login');
    expect(view.router.state.location.search).toBe('');
    expect(screen.getByLabelText('手机号')).toHaveValue(mobile);

    await waitFor(() => expect(lastCaptcha(db)?.key).not.toBe(spent));
    await fill(view, '图形验证码', await captchaAnswer());
    await view.events.click(screen.getByText('获取验证码'));
    let code = '';
    await waitFor(() => {
      code = lastSms(db, mobile)?.code ?? '';
      expect(code).not.toBe('');
    });
    await fill(view, '短信验证码', code);
    await submit(view);

    await waitFor(() => expect(getToken()).not.toBe(STALE_TOKENS.access_token));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    const sent = accountFormCalls(calls);
    expect(sent.filter((call) => call.path === MemberApi.getSmsCode)).toHaveLength(2);
    expect(sent.filter((call) => call.token !== null)).toEqual([]);
  });
});
