import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { MemberApi } from '@/contract/member/paths';
import { resetCountdowns } from '@/hooks/use-countdown';
import { db } from '@mock/core/store';
import { lastCaptcha } from '@mock/domains/auth/captcha';
import { lastSms } from '@mock/domains/auth/sms';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { login } from '../../mock/helpers';
import { renderRoute } from '../../utils/render-route';
import {
  accountFormCalls,
  answerNextSmsCodeExpired,
  recordSentTokens,
  storeStaleSession,
} from '../../utils/stale-session';

type View = Awaited<ReturnType<typeof renderRoute>>;

const NEW_PASSWORD = 'Harbour2027';
const OLD_PASSWORD = 'Trade2026';

/** The answer of the captcha the page shows now (the mock issued it last, after `previousKey`). */
async function captchaAnswer(previousKey?: string): Promise<string> {
  let answer = '';
  await waitFor(() => {
    const captcha = lastCaptcha(db);
    expect(captcha?.key).toBeDefined();
    expect(captcha?.key).not.toBe(previousKey);
    answer = captcha?.answer ?? '';
  });
  await screen.findByRole('img', { name: /图形验证码/ });
  return answer;
}

const field = (label: string) => screen.getByLabelText(label);
const button = (name: RegExp) => screen.getByRole('button', { name });

async function fill({ events }: View, label: string, text: string) {
  await events.click(field(label));
  await events.paste(text);
}

/** Step 1: number and captcha, then "get code". Returns the key of the captcha it spent. */
async function sendCode(view: View, mobile: string): Promise<string | undefined> {
  await fill(view, '手机号', mobile);
  await fill(view, '图形验证码', await captchaAnswer());
  const spent = lastCaptcha(db)?.key;
  await view.events.click(button(/^获取验证码$/));
  await screen.findByLabelText('短信验证码');
  return spent;
}

/** What the page shows at step 2, for comparing a known and an unknown number. */
function codeStepText(): string {
  // The countdown's seconds move on between the two sends on a slow machine: they are not compared.
  return (document.querySelector('form')?.textContent ?? '')
    .replace(/1\d{2}\*{4}\d{4}/g, '<mobile>')
    .replace(/\d+ 秒后/g, '<n> 秒后');
}

describe('/retrievePassword', { timeout: 40_000 }, () => {
  afterEach(() => resetCountdowns());

  it('resets the password: the old one stops working and the new one logs in', async () => {
    const { mobile } = demoAccounts.newbie;
    const view = await renderRoute('/retrievePassword');
    expect(screen.getByRole('heading', { level: 1, name: '找回密码' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '第 1 步（共 3 步）：验证手机号',
    );

    await sendCode(view, mobile);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '第 2 步（共 3 步）：输入验证码',
    );
    expect(field('短信验证码')).toHaveFocus();
    expect(field('短信验证码')).toHaveAccessibleDescription(
      /如果 138\*\*\*\*0004 是已注册的手机号/,
    );
    const code = lastSms(db, mobile)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await fill(view, '短信验证码', code);
    await view.events.click(button(/^下一步$/));

    await screen.findByLabelText('新密码');
    await fill(view, '新密码', NEW_PASSWORD);
    expect(screen.getByText('密码强度：中')).toBeVisible();
    await fill(view, '确认新密码', NEW_PASSWORD);
    await view.events.click(button(/^重置密码$/));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeInTheDocument();
    expect((await login(mobile, OLD_PASSWORD)).code).not.toBe(200);
    expect((await login(mobile, NEW_PASSWORD)).code).toBe(200);
    // The ticket and the code never reach storage.
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(NEW_PASSWORD);
  });

  it('goes through step 1 the same way for a number without an account', async () => {
    let view = await renderRoute('/retrievePassword');
    await sendCode(view, demoAccounts.newbie.mobile);
    const knownText = codeStepText();
    view.unmount();
    resetCountdowns();

    const unknownMobile = '13912345678';
    view = await renderRoute('/retrievePassword');
    await sendCode(view, unknownMobile);

    expect(codeStepText()).toBe(knownText);
    expect(field('短信验证码')).toHaveAccessibleDescription(
      /如果 139\*\*\*\*5678 是已注册的手机号/,
    );
    expect(lastSms(db, unknownMobile)).toBeUndefined();
    // A guess is refused exactly like a wrong code for a real account.
    await fill(view, '短信验证码', '123456');
    await view.events.click(button(/^下一步$/));
    await waitFor(() =>
      expect(field('短信验证码')).toHaveAccessibleDescription(/短信验证码错误或已失效/),
    );
  });

  it('shows a wrong code next to its field and keeps the number for going back', async () => {
    const { mobile } = demoAccounts.newbie;
    const view = await renderRoute('/retrievePassword');
    await sendCode(view, mobile);
    const code = lastSms(db, mobile)?.code ?? '';
    await fill(view, '短信验证码', code === '000000' ? '111111' : '000000');

    await view.events.click(button(/^下一步$/));

    await waitFor(() =>
      expect(field('短信验证码')).toHaveAccessibleDescription(/短信验证码错误或已失效/),
    );
    // Back to step 1: the number is kept and the code just sent is still live, so no resend.
    await view.events.click(button(/^更换手机号$/));
    expect(field('手机号')).toHaveValue(mobile);
    expect(button(/^下一步$/)).toBeEnabled();
    expect(button(/^下一步$/)).not.toHaveAttribute('aria-disabled');
    await view.events.click(button(/^下一步$/));
    await view.events.clear(field('短信验证码'));
    await fill(view, '短信验证码', code);
    await view.events.click(button(/^下一步$/));
    expect(await screen.findByLabelText('新密码')).toBeVisible();

    // Back from step 3 and forward again reuses the ticket (the code is spent).
    await fill(view, '新密码', NEW_PASSWORD);
    await view.events.click(button(/^上一步$/));
    expect(field('短信验证码')).toHaveValue(code);
    await view.events.click(button(/^下一步$/));
    expect(await screen.findByLabelText('新密码')).toHaveValue(NEW_PASSWORD);
    await fill(view, '确认新密码', NEW_PASSWORD);
    await view.events.click(button(/^重置密码$/));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect((await login(mobile, NEW_PASSWORD)).code).toBe(200);
  });

  it('offers a resend behind the captcha once the countdown is over', async () => {
    const { mobile } = demoAccounts.newbie;
    const view = await renderRoute('/retrievePassword');
    const spent = await sendCode(view, mobile);
    expect(button(/\d+ 秒后重新获取/)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByLabelText('图形验证码')).not.toBeInTheDocument();
    const first = lastSms(db, mobile);

    // The countdown is over (and the server's 60 s limit too).
    resetCountdowns();
    db.smsSends = [];
    expect(await screen.findByLabelText('图形验证码')).toBeVisible();
    await fill(view, '图形验证码', await captchaAnswer(spent));
    await view.events.click(button(/^获取验证码$/));

    await waitFor(() =>
      expect(button(/\d+ 秒后重新获取/)).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(screen.queryByLabelText('图形验证码')).not.toBeInTheDocument();
    expect(lastSms(db, mobile)?.id).not.toBe(first?.id);
    await fill(view, '短信验证码', lastSms(db, mobile)?.code ?? '');
    await view.events.click(button(/^下一步$/));
    expect(await screen.findByLabelText('新密码')).toBeVisible();
  });

  it('keeps the user on step 1 with the reason when the code cannot be sent', async () => {
    const view = await renderRoute('/retrievePassword');
    server.use(
      http.post(`*${MemberApi.getSmsCode}`, () =>
        HttpResponse.json({ code: 4009, message: '验证码发送过于频繁，请 42 秒后再试' }),
      ),
    );

    await fill(view, '手机号', demoAccounts.newbie.mobile);
    await fill(view, '图形验证码', await captchaAnswer());
    await view.events.click(button(/^获取验证码$/));

    expect(await screen.findByText('验证码发送过于频繁，请 42 秒后再试')).toBeVisible();
    expect(field('手机号')).toHaveValue(demoAccounts.newbie.mobile);
    expect(button(/^获取验证码$/)).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByLabelText('短信验证码')).not.toBeInTheDocument();
  });

  it('checks the new password rules before calling the server', async () => {
    const { mobile } = demoAccounts.newbie;
    const view = await renderRoute('/retrievePassword');
    await sendCode(view, mobile);
    await fill(view, '短信验证码', lastSms(db, mobile)?.code ?? '');
    await view.events.click(button(/^下一步$/));
    await screen.findByLabelText('新密码');

    await fill(view, '新密码', 'onlyletters');
    await fill(view, '确认新密码', 'onlyletterz');
    await view.events.click(button(/^重置密码$/));

    await waitFor(() => {
      expect(field('新密码')).toHaveAccessibleDescription(/须为 8–20 位/);
      expect(field('确认新密码')).toHaveAccessibleDescription(/两次输入的密码不一致/);
    });
    expect(view.router.state.location.pathname).toBe('/retrievePassword');
    expect((await login(mobile, OLD_PASSWORD)).code).toBe(200);
  });

  it('sends the user back for a new code when the ticket has expired', async () => {
    const { mobile } = demoAccounts.newbie;
    const view = await renderRoute('/retrievePassword');
    await sendCode(view, mobile);
    await fill(view, '短信验证码', lastSms(db, mobile)?.code ?? '');
    await view.events.click(button(/^下一步$/));
    await screen.findByLabelText('新密码');
    for (const ticket of Object.values(db.tickets)) ticket.expiresAt = 0;

    await fill(view, '新密码', NEW_PASSWORD);
    await fill(view, '确认新密码', NEW_PASSWORD);
    await view.events.click(button(/^重置密码$/));

    expect(await screen.findByText('验证已失效，请重新获取短信验证码')).toBeVisible();
    expect(field('短信验证码')).toHaveValue('');
    expect((await login(mobile, OLD_PASSWORD)).code).toBe(200);
  });

  it('sends no call with a stale stored token, and a 4098 to the code keeps step 1', async () => {
    storeStaleSession();
    const calls = recordSentTokens();
    answerNextSmsCodeExpired();
    const { mobile } = demoAccounts.newbie;
    const view = await renderRoute('/retrievePassword');
    await fill(view, '手机号', mobile);
    await fill(view, '图形验证码', await captchaAnswer());
    const spent = lastCaptcha(db)?.key;
    await view.events.click(button(/^获取验证码$/));

    expect(await screen.findByText('登录已过期，请重新登录')).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/retrievePassword');
    expect(field('手机号')).toHaveValue(mobile);

    await fill(view, '图形验证码', await captchaAnswer(spent));
    await view.events.click(button(/^获取验证码$/));
    await screen.findByLabelText('短信验证码');
    await fill(view, '短信验证码', lastSms(db, mobile)?.code ?? '');
    await view.events.click(button(/^下一步$/));
    await fill(view, '新密码', NEW_PASSWORD);
    await fill(view, '确认新密码', NEW_PASSWORD);
    await view.events.click(button(/^重置密码$/));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    const sent = accountFormCalls(calls);
    expect(sent.map((call) => call.path)).toContain(MemberApi.resetPassword);
    expect(sent.filter((call) => call.token !== null)).toEqual([]);
  });
});
