// @vitest-environment jsdom
// The authorize address returns to this page's origin.
import { env } from '@/config/env';
import {
  beginWechatLogin,
  wechatAuthorizeUrl,
  wechatReturnHref,
} from '@/features/member/utils/wechat-authorize';
import { bindTicketOf, wechatRegisterState } from '@/features/member/utils/wechat-bind-ticket';
import { takeWechatLogin } from '@/features/member/utils/wechat-state';

describe('wechatAuthorizeUrl', () => {
  it("is WeChat's QR login page with the app id, the login page as redirect and the state", () => {
    const href = wechatAuthorizeUrl({
      appId: 'wx123',
      state: 'ab'.repeat(16),
      origin: 'https://freight.example.com',
    });
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx123',
      redirect_uri: 'https://freight.example.com/login',
      response_type: 'code',
      scope: 'snsapi_login',
      state: 'ab'.repeat(16),
    });
    expect(url.hash).toBe('#wechat_redirect');
  });
});

describe('wechatReturnHref', () => {
  it('returns with code and state when allowed, with the state only when refused', () => {
    expect(wechatReturnHref('s1', 'c-1')).toBe('/login?code=c-1&state=s1');
    expect(wechatReturnHref('s1')).toBe('/login?state=s1');
  });
});

describe('bindTicketOf', () => {
  it.each([
    [wechatRegisterState('t1'), 't1'],
    [{ bindTicket: '' }, undefined],
    [{ bindTicket: 42 }, undefined],
    [null, undefined],
    ['t1', undefined],
  ])('reads the ticket of %j', (state, ticket) => {
    expect(bindTicketOf(state)).toBe(ticket);
  });
});

describe('beginWechatLogin', () => {
  it('keeps a new state, then leaves for WeChat with it when an app id is set', async () => {
    const leave = vi.fn();
    const { simulate, pending } = await beginWechatLogin('/business', { appId: 'wx123', leave });

    expect(simulate).toBe(false);
    expect(leave).toHaveBeenCalledTimes(1);
    const url = new URL(String(leave.mock.calls[0]?.[0]));
    expect(url.hostname).toBe('open.weixin.qq.com');
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(url.searchParams.get('redirect_uri')).toBe(`${location.origin}/login`);
    expect(takeWechatLogin(pending.state)).toEqual({ ok: true, pending });
  });

  it('stays in the app (simulated consent) without an app id', async () => {
    const leave = vi.fn();
    const { simulate, pending } = await beginWechatLogin(null, { appId: '', leave });

    expect(simulate).toBe(true);
    expect(leave).not.toHaveBeenCalled();
    expect(pending.reject).toBeNull();
    expect(takeWechatLogin(pending.state).ok).toBe(true);
  });

  it('has no app id in Vitest, a build with the mock: it simulates WeChat', () => {
    expect(env.mockEnabled).toBe(true);
    expect(env.wechatAppId).toBe('');
  });
});
