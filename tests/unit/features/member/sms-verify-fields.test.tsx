import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider, Form, Input } from 'antd';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';

import { CaptchaApi } from '@/contract/auth/paths';
import { API_PREFIX } from '@/contract/http';
import { MemberApi } from '@/contract/member/paths';
import { SmsVerifyFields } from '@/features/member/components/sms-verify-fields';
import { mobileRules } from '@/features/member/utils/rules';
import { resetCountdowns } from '@/hooks/use-countdown';
import { FeedbackBridge } from '@/lib/request/feedback-bridge';
import { getToken, setTokens } from '@/lib/session';
import { db } from '@mock/core/store';
import { lastCaptcha } from '@mock/domains/auth/captcha';
import { lastSms } from '@mock/domains/auth/sms';
import { server } from '@mock/node';

import { WithoutAntdStyles } from '../../../utils/antd-styles';
import { zhCN } from '../../../utils/catalogues';
import { STALE_TOKENS } from '../../../utils/stale-session';

import type { IntlShape } from 'react-intl';

function Harness() {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="vertical">
      <MobileField />
      <SmsVerifyFields form={form} scene="register" />
    </Form>
  );
}

function MobileField() {
  return (
    <Form.Item name="mobile" label="手机号" rules={mobileRules(fakeIntl)}>
      <Input />
    </Form.Item>
  );
}

const fakeIntl = {
  formatMessage: ({ id }: { id: keyof typeof zhCN }) => zhCN[id],
} as unknown as IntlShape;

function renderFields() {
  const events = userEvent.setup();
  const view = render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <FeedbackBridge />
          <Harness />
        </App>
      </ConfigProvider>
    </IntlProvider>,
    { wrapper: WithoutAntdStyles },
  );
  return { ...view, events };
}

/** The answer of the captcha now on screen (the mock issued it last). */
async function captchaAnswer(previousKey?: string) {
  await screen.findByRole('img', { name: /图形验证码/ });
  let captcha = lastCaptcha(db);
  await waitFor(() => {
    captcha = lastCaptcha(db);
    expect(captcha?.key).not.toBe(previousKey);
  });
  return { key: captcha?.key, answer: captcha?.answer ?? '' };
}

const sendButton = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ });
const MOBILE = '13955550001';

beforeEach(() => resetCountdowns());

/** Counts the requests to `path` from now to the end of the test. */
function countRequests(path: string): { readonly count: number } {
  const counter = { count: 0 };
  const record = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) counter.count += 1;
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return counter;
}

describe('SmsVerifyFields', () => {
  it('sends the code after the captcha, then counts down from 60 and loads a new captcha', async () => {
    const { events } = renderFields();
    const first = await captchaAnswer();
    await events.type(screen.getByLabelText('手机号'), MOBILE);
    await events.type(screen.getByLabelText('图形验证码'), first.answer);

    await events.click(sendButton());

    await waitFor(() => expect(sendButton()).toHaveTextContent(/^(60|59) 秒后重新获取$/));
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(sendButton()).toHaveFocus();
    expect(lastSms(db, MOBILE)?.scene).toBe('register');
    expect(await screen.findByText(/验证码已发送至 139\*\*\*\*0001/)).toBeVisible();
    // The captcha was spent by the send: it is cleared and a new one is shown.
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
    await captchaAnswer(first.key);
  });

  it('does not count down when the send is refused, and says why next to the captcha', async () => {
    const { events } = renderFields();
    await captchaAnswer();
    await events.type(screen.getByLabelText('手机号'), MOBILE);
    await events.type(screen.getByLabelText('图形验证码'), '0000');

    await events.click(sendButton());

    await waitFor(() =>
      expect(screen.getByLabelText('图形验证码')).toHaveAccessibleDescription(/验证码/),
    );
    expect(sendButton()).toHaveTextContent('获取验证码');
    expect(sendButton()).toBeEnabled();
    expect(lastSms(db, MOBILE)).toBeUndefined();
    expect(screen.getByLabelText('手机号')).toHaveValue(MOBILE);
  });

  it('asks for the mobile number and the captcha before sending anything', async () => {
    let sends = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(MemberApi.getSmsCode)) sends += 1;
    });
    const { events } = renderFields();
    await captchaAnswer();

    await events.click(sendButton());

    await waitFor(() =>
      expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('请输入手机号'),
    );
    expect(screen.getByLabelText('图形验证码')).toHaveAccessibleDescription(/请输入图形验证码/);
    expect(sends).toBe(0);
    server.events.removeAllListeners();
  });

  it('shows the server limit (4009) next to the SMS code and keeps the button usable', async () => {
    server.use(
      http.post(`*${API_PREFIX}${MemberApi.getSmsCode}`, () =>
        HttpResponse.json({
          code: 4009,
          message: '今日发送次数已达上限（10 次），请明天再试',
          data: null,
        }),
      ),
    );
    const { events } = renderFields();
    const { answer } = await captchaAnswer();
    await events.type(screen.getByLabelText('手机号'), MOBILE);
    await events.type(screen.getByLabelText('图形验证码'), answer);

    await events.click(sendButton());

    await waitFor(() =>
      expect(screen.getByLabelText('短信验证码')).toHaveAccessibleDescription(
        '今日发送次数已达上限（10 次），请明天再试',
      ),
    );
    expect(sendButton()).toBeEnabled();
  });

  it('checks the captcha and sends the code once when the button is pressed twice at once', async () => {
    const checks = countRequests(CaptchaApi.captchaCheck);
    const sends = countRequests(MemberApi.getSmsCode);
    const { events } = renderFields();
    const { answer } = await captchaAnswer();
    await events.type(screen.getByLabelText('手机号'), MOBILE);
    await events.type(screen.getByLabelText('图形验证码'), answer);

    // A double click: the second press lands on the button the first one's press set loading.
    act(() => {
      sendButton().click();
      sendButton().click();
    });

    await waitFor(() => expect(sendButton()).toHaveTextContent(/秒后重新获取$/));
    expect(checks.count).toBe(1);
    expect(sends.count).toBe(1);
    expect(lastSms(db, MOBILE)?.scene).toBe('register');
  });

  it('offers a retry when the captcha cannot be fetched, and shows a new one from it', async () => {
    server.use(
      http.get(`*${API_PREFIX}${CaptchaApi.captcha}`, () => HttpResponse.error(), { once: true }),
    );
    const { events } = renderFields();

    const retry = await screen.findByRole('button', { name: '验证码加载失败，点击重试' });
    expect(retry).toHaveTextContent('重试');
    await events.click(retry);

    await captchaAnswer();
    expect(screen.getByRole('button', { name: '换一张' })).toBeEnabled();
  });

  it('offers a retry when the captcha image cannot be shown, and shows a new one from it', async () => {
    const { events } = renderFields();
    const first = await captchaAnswer();

    fireEvent.error(screen.getByRole('img', { name: /图形验证码/ }));

    const retry = await screen.findByRole('button', { name: '验证码加载失败，点击重试' });
    expect(screen.queryByRole('img', { name: /图形验证码/ })).not.toBeInTheDocument();
    await events.click(retry);
    await captchaAnswer(first.key);
  });

  it('keeps a stored session when the captcha call answers 4098, and offers a retry', async () => {
    setTokens(STALE_TOKENS);
    server.use(
      http.get(
        `*${API_PREFIX}${CaptchaApi.captcha}`,
        () => HttpResponse.json({ code: 4098, message: '登录已过期', data: null }),
        { once: true },
      ),
    );
    const { events } = renderFields();

    const retry = await screen.findByRole('button', { name: '验证码加载失败，点击重试' });
    expect(getToken()).toBe(STALE_TOKENS.access_token);
    await events.click(retry);
    await captchaAnswer();
  });
});
