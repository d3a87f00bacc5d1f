import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { UserType } from '@/contract/common/user';
import { MemberApi } from '@/contract/member/paths';
import { resetCountdowns } from '@/hooks/use-countdown';
import { getToken } from '@/lib/session';
import { now } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { lastCaptcha } from '@mock/domains/auth/captcha';
import { lastSms } from '@mock/domains/auth/sms';
import { wechatCallback } from '@mock/domains/member/wechat';
import { server } from '@mock/node';

import { login } from '../../mock/helpers';
import { renderRoute } from '../../utils/render-route';
import {
  accountFormCalls,
  answerNextSmsCodeExpired,
  recordSentTokens,
  storeStaleSession,
} from '../../utils/stale-session';

type View = Awaited<ReturnType<typeof renderRoute>>;

const TYPE_NAMES: Record<UserType, string> = { 1: '外贸企业', 2: '货代企业', 3: '集拼企业' };
const PASSWORD = 'Cargo2026x';

let serial = 0;
/** A number no one has: 139 + 8 digits, different in every test. */
function freshMobile(): string {
  serial += 1;
  return `139${String(Date.now() % 1e6).padStart(6, '0')}${String(serial).padStart(2, '0')}`;
}

function memberOf(mobile: string) {
  return Object.values(db.members).find((member) => member.mobile === mobile);
}

/** The answer of the captcha the page shows now (the mock issued it last). */
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

/** Puts `text` into a field the way a paste does: one input event, faster than typing each key. */
async function fill({ events }: Pick<View, 'events'>, label: string, text: string) {
  await events.click(field(label));
  await events.paste(text);
}
const sendButton = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ });
const submitButton = () => screen.getByRole('button', { name: /^注册$/ });

/** Types the mobile number, answers the captcha and sends the code; returns the code the mock sent. */
async function sendCode({ events }: View, mobile: string): Promise<string> {
  await fill({ events }, '手机号', mobile);
  await fill({ events }, '图形验证码', await captchaAnswer());
  await events.click(sendButton());
  let code = '';
  await waitFor(() => {
    code = lastSms(db, mobile)?.code ?? '';
    expect(code).not.toBe('');
  });
  return code;
}

interface Details {
  userType?: UserType;
  password?: string;
  confirm?: string;
  company?: string;
  agree?: boolean;
}

async function fillDetails({ events }: View, details: Details) {
  const {
    userType,
    password = PASSWORD,
    confirm = password,
    company = '宁波测试国际物流有限公司',
  } = details;
  if (userType) await events.click(screen.getByRole('radio', { name: TYPE_NAMES[userType] }));
  if (password) await fill({ events }, '密码', password);
  if (confirm) await fill({ events }, '确认密码', confirm);
  if (company) await fill({ events }, '企业名称', company);
  if (details.agree !== false)
    await events.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
}

describe('/register', { timeout: 40_000 }, () => {
  afterEach(() => resetCountdowns());

  it.each([1, 2, 3] as const)(
    'registers a user of type %i, logs in and lands on /subBaseInfo with the member stored',
    async (userType) => {
      const view = await renderRoute('/register');
      const mobile = freshMobile();
      const code = await sendCode(view, mobile);
      await fill(view, '短信验证码', code);
      await fillDetails(view, { userType });

      await view.events.click(submitButton());

      await waitFor(() => expect(view.router.state.location.pathname).toBe('/subBaseInfo'));
      expect(await screen.findByText('注册成功，请完善企业信息')).toBeInTheDocument();
      expect(getToken()).toBeTruthy();
      const member = memberOf(mobile);
      expect(member?.userType).toBe(userType);
      expect(db.enterprises[member?.enterpriseId ?? '']?.name).toBe('宁波测试国际物流有限公司');
      // Kept hashed and salted, never as typed.
      expect(member?.passwordHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(member)).not.toContain(PASSWORD);
      expect((await login(mobile, PASSWORD)).code).toBe(200);
    },
  );

  it('shows each rule next to its field, sends nothing and keeps what was typed', async () => {
    const view = await renderRoute('/register');
    const members = Object.keys(db.members).length;
    await fill(view, '手机号', '12345');
    await fill(view, '短信验证码', '123456');
    await fillDetails(view, { password: 'abcdefgh', confirm: 'abcdefgx', agree: false });

    await view.events.click(submitButton());

    // Each field shows its error as its own validation settles.
    await waitFor(() => {
      expect(screen.getByRole('radiogroup', { name: '企业类型' })).toHaveAccessibleDescription(
        /请选择企业类型/,
      );
      expect(field('手机号')).toHaveAccessibleDescription(/请输入正确的 11 位手机号/);
      expect(field('密码')).toHaveAccessibleDescription(/密码须为 8–20 位，且同时包含字母和数字/);
      expect(field('确认密码')).toHaveAccessibleDescription(/两次输入的密码不一致/);
      expect(screen.getByRole('checkbox', { name: /我已阅读并同意/ })).toHaveAccessibleDescription(
        /请阅读并同意平台服务条款/,
      );
    });
    expect(field('手机号')).toHaveValue('12345');
    expect(field('密码')).toHaveValue('abcdefgh');
    expect(field('企业名称')).toHaveValue('宁波测试国际物流有限公司');
    expect(Object.keys(db.members)).toHaveLength(members);
    expect(view.router.state.location.pathname).toBe('/register');
  });

  it('shows the password strength live, in a polite status region', async () => {
    const { events } = await renderRoute('/register');
    const password = field('密码');

    await events.type(password, 'abcd1234');
    expect(screen.getByText('密码强度：弱')).toHaveAttribute('role', 'status');
    await events.type(password, 'X');
    expect(screen.getByText('密码强度：中')).toBeVisible();
    await events.type(password, '!');
    expect(screen.getByText('密码强度：强')).toBeVisible();
    await events.clear(password);
    expect(screen.queryByText(/密码强度/)).not.toBeInTheDocument();
  });

  it('refuses a number that got registered meanwhile next to the mobile field', async () => {
    const view = await renderRoute('/register');
    const mobile = freshMobile();
    const code = await sendCode(view, mobile);
    await fill(view, '短信验证码', code);
    await fillDetails(view, { userType: 2 });
    // Someone else registers this number after the code was sent.
    const other = Object.values(db.members)[0];
    if (!other) throw new Error('the mock has no member');
    db.members.taken = { ...other, id: 'taken', username: mobile, mobile };

    await view.events.click(submitButton());

    await waitFor(() => expect(field('手机号')).toHaveAccessibleDescription(/该手机号已注册/));
    expect(field('手机号')).toHaveFocus();
    expect(field('短信验证码')).toHaveValue(code);
    expect(field('密码')).toHaveValue(PASSWORD);
    expect(field('企业名称')).toHaveValue('宁波测试国际物流有限公司');
    expect(screen.getByRole('radio', { name: '货代企业' })).toBeChecked();
  });

  it('refuses to send a code to a registered number', async () => {
    const { events } = await renderRoute('/register');
    await fill({ events }, '手机号', '13800000001');
    await fill({ events }, '图形验证码', await captchaAnswer());

    await events.click(sendButton());

    await waitFor(() => expect(field('手机号')).toHaveAccessibleDescription(/该手机号已注册/));
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).toHaveTextContent('获取验证码');
  });

  it('shows a wrong SMS code next to its field, then registers with the right one', async () => {
    const view = await renderRoute('/register');
    const mobile = freshMobile();
    const code = await sendCode(view, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    await fill(view, '短信验证码', wrong);
    await fillDetails(view, { userType: 3 });

    await view.events.click(submitButton());

    await waitFor(() =>
      expect(field('短信验证码')).toHaveAccessibleDescription(/短信验证码错误或已失效/),
    );
    expect(field('密码')).toHaveValue(PASSWORD);
    expect(field('确认密码')).toHaveValue(PASSWORD);
    expect(memberOf(mobile)).toBeUndefined();

    await view.events.clear(field('短信验证码'));
    await fill(view, '短信验证码', code);
    await view.events.click(submitButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/subBaseInfo'));
    expect(memberOf(mobile)?.userType).toBe(3);
  });

  it('starts the countdown only after a code was sent', async () => {
    const { events } = await renderRoute('/register');
    const mobile = freshMobile();
    await fill({ events }, '手机号', mobile);
    const answer = await captchaAnswer();
    const firstKey = lastCaptcha(db)?.key;
    await fill({ events }, '图形验证码', answer === 'ABCD' ? 'WXYZ' : 'ABCD');

    await events.click(sendButton());

    await waitFor(() => expect(field('图形验证码')).toHaveAccessibleDescription(/图形验证码错误/));
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).toHaveTextContent('获取验证码');
    expect(lastSms(db, mobile)).toBeUndefined();

    server.use(http.post(`*${MemberApi.getSmsCode}`, () => HttpResponse.error()));
    const second = await captchaAnswer(firstKey);
    const secondKey = lastCaptcha(db)?.key;
    await fill({ events }, '图形验证码', second);
    await events.click(sendButton());
    await waitFor(() => expect(field('短信验证码')).toHaveAccessibleDescription(/./));
    expect(sendButton()).toBeEnabled();

    server.resetHandlers();
    await fill({ events }, '图形验证码', await captchaAnswer(secondKey));
    await events.click(sendButton());
    // Off while it counts down, and still holding the focus it was pressed with.
    await waitFor(() => expect(sendButton()).toHaveAttribute('aria-disabled', 'true'));
    expect(sendButton()).toHaveFocus();
    expect(sendButton()).toHaveTextContent(/\d+ 秒后重新获取/);
    expect(lastSms(db, mobile)).toBeDefined();
  });

  it('says above the form when the server cannot be reached, keeping every value', async () => {
    const view = await renderRoute('/register');
    const mobile = freshMobile();
    const code = await sendCode(view, mobile);
    await fill(view, '短信验证码', code);
    await fillDetails(view, { userType: 1 });
    server.use(http.post(`*${MemberApi.register}`, () => HttpResponse.error()));

    await view.events.click(submitButton());

    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining('无法连接服务器，请稍后重试'),
      ),
    );
    expect(field('手机号')).toHaveValue(mobile);
    expect(field('短信验证码')).toHaveValue(code);
    expect(field('密码')).toHaveValue(PASSWORD);
    expect(screen.getByRole('radio', { name: '外贸企业' })).toBeChecked();
    expect(memberOf(mobile)).toBeUndefined();

    server.resetHandlers();
    await view.events.click(submitButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/subBaseInfo'));
  });

  it('binds the new account to WeChat when opened from an unbound WeChat return', async () => {
    const bind = wechatCallback(db, 'mock-wechat-reg-test', 'bind-ticket-reg', now());
    expect(bind.ok).toBe(true);
    const view = await renderRoute('/');
    await view.router.navigate('/register', { state: { bindTicket: 'bind-ticket-reg' } });
    expect(await screen.findByText('注册完成后，新账号将与你的微信账号绑定')).toBeVisible();
    const mobile = freshMobile();
    const code = await sendCode(view, mobile);
    await fill(view, '短信验证码', code);
    await fillDetails(view, { userType: 1 });

    await view.events.click(submitButton());

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/subBaseInfo'));
    expect(memberOf(mobile)?.wechatOpenId).toBe('reg-test');
  });

  it('lets a user pick the type from the keyboard', async () => {
    const { events } = await renderRoute('/register');
    const group = screen.getByRole('radiogroup', { name: '企业类型' });
    within(group).getByRole('radio', { name: '外贸企业' }).focus();

    await events.keyboard('{ArrowDown}');

    expect(within(group).getByRole('radio', { name: '货代企业' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '货代企业' })).toHaveAccessibleDescription(
      /参与招标报价/,
    );
  });

  it('links the terms in a new tab', async () => {
    await renderRoute('/register', { locale: 'en-US' });
    const terms = screen.getByRole('link', { name: /terms of service/ });
    expect(terms).toHaveAttribute('href', '/other/clause');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('sends a logged-in member to the member centre', async () => {
    const { router } = await renderRoute('/register', { member: 'newbie' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/personalCenter'));
  });

  it('sends no call with a stale stored token, and a 4098 to the code keeps the form', async () => {
    storeStaleSession();
    const calls = recordSentTokens();
    answerNextSmsCodeExpired();
    const view = await renderRoute('/register');
    const mobile = freshMobile();
    await fill(view, '手机号', mobile);
    await fill(view, '图形验证码', await captchaAnswer());
    const spent = lastCaptcha(db)?.key;
    await fillDetails(view, { userType: 2 });

    await view.events.click(sendButton());

    await waitFor(() =>
      expect(field('短信验证码')).toHaveAccessibleDescription('登录已过期，请重新登录'),
    );
    expect(view.router.state.location.pathname).toBe('/register');
    expect(field('手机号')).toHaveValue(mobile);
    expect(field('企业名称')).toHaveValue('宁波测试国际物流有限公司');

    await fill(view, '图形验证码', await captchaAnswer(spent));
    await view.events.click(sendButton());
    let code = '';
    await waitFor(() => {
      code = lastSms(db, mobile)?.code ?? '';
      expect(code).not.toBe('');
    });
    await fill(view, '短信验证码', code);
    await view.events.click(submitButton());

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/subBaseInfo'));
    const sent = accountFormCalls(calls);
    expect(sent.map((call) => call.path)).toContain(MemberApi.register);
    expect(sent.filter((call) => call.token !== null)).toEqual([]);
  });

  it('keeps neither the password nor the SMS code in local or session storage, during or after', async () => {
    // Tests store entries plain (production encrypts them), so the raw texts show what was kept.
    const stored = () =>
      JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } });
    const holdsCode = (code: string) => new RegExp(`(?<![0-9])${code}(?![0-9])`);
    const view = await renderRoute('/register');
    const mobile = freshMobile();
    const code = await sendCode(view, mobile);
    await fill(view, '短信验证码', code);
    await fillDetails(view, { userType: 2 });

    expect(stored()).not.toContain(PASSWORD);
    expect(stored()).not.toMatch(holdsCode(code));

    await view.events.click(submitButton());

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/subBaseInfo'));
    // The session is stored by now: storage was written after the form was sent.
    expect(getToken()).toBeTruthy();
    expect(stored()).toContain(mobile);
    expect(stored()).not.toContain(PASSWORD);
    expect(stored()).not.toMatch(holdsCode(code));
  });
});
