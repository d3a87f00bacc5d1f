import { env } from '@/config/env';
import { wechatConfig } from '@/config/wechat';
import { LOGIN_PATH } from '@/lib/session';

import { createWechatLogin, type PendingWechatLogin, wechatLoginSaved } from './wechat-state';

/** Where WeChat sends the user back: the login page, without any query (the state keeps the rest). */
export function wechatRedirectUri(origin: string = window.location.origin): string {
  return `${origin}${LOGIN_PATH}`;
}

/** WeChat's QR-code login page for the website app `appId`. */
export function wechatAuthorizeUrl(input: { appId: string; state: string; origin?: string }) {
  const query = new URLSearchParams({
    appid: input.appId,
    redirect_uri: wechatRedirectUri(input.origin),
    response_type: 'code',
    scope: wechatConfig.scope,
    state: input.state,
  });
  return `${wechatConfig.authorizeUrl}?${query.toString()}#wechat_redirect`;
}

/**
 * The address WeChat sends the user back to: `/login?code=&state=`, or without `code` when the
 * user refused (the simulated consent screen of a build with the mock answers the same way).
 */
export function wechatReturnHref(state: string, code?: string): string {
  const query = new URLSearchParams(code ? { code, state } : { state });
  return `${LOGIN_PATH}?${query.toString()}`;
}

interface BeginOptions {
  /** Defaults to `VITE_WECHAT_APP_ID`. */
  appId?: string;
  /** Leaves the app for WeChat (a full page load). */
  leave?: (url: string) => void;
}

/**
 * Starts a WeChat login: keeps a new state with the return address, then leaves for WeChat's
 * authorize page. Without an app id nothing is left and the caller simulates WeChat's consent:
 * only a build with the mock can lack one (a production build refuses to: build/build-env.ts).
 */
export async function beginWechatLogin(
  reject: string | null,
  { appId = env.wechatAppId, leave = (url) => window.location.assign(url) }: BeginOptions = {},
): Promise<{ simulate: boolean; pending: PendingWechatLogin }> {
  const pending = createWechatLogin(reject);
  if (!appId) return { simulate: true, pending };
  // The page is left: the attempt must be written (encrypted) first.
  await wechatLoginSaved();
  leave(wechatAuthorizeUrl({ appId, state: pending.state }));
  return { simulate: false, pending };
}
