import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';

import { CaptchaApi, SessionApi } from '@/contract/auth/paths';
import { API_PREFIX } from '@/contract/http';
import { MemberApi } from '@/contract/member/paths';
import { setTokens } from '@/lib/session';
import { server } from '@mock/node';

/** Tokens the mock never issued: a session that expired on the server. */
export const STALE_TOKENS = {
  access_token: 'stale-access-token',
  refresh_token: 'stale-refresh-token',
} as const;

/**
 * Leaves an expired session in storage for the page about to render. The start-up check of the
 * current user meets a server error, so the stale token stays stored while the page is used
 * (a 4098 there would clear it at once and hide what the page's own calls send).
 */
export function storeStaleSession(): void {
  setTokens(STALE_TOKENS);
  server.use(
    http.get(`*${API_PREFIX}${SessionApi.currentUser}`, ({ request }) =>
      // A new session's check (after a login on the page) goes to the mock as usual.
      request.headers.get('token') === STALE_TOKENS.access_token
        ? HttpResponse.json({ code: 5000, message: '服务器繁忙', data: null })
        : undefined,
    ),
  );
}

export interface SentCall {
  path: string;
  /** The `token` header, if the call carried one. */
  token: string | null;
}

/** Every API call the page makes from now to the end of the test, with the token it carried. */
export function recordSentTokens(): SentCall[] {
  const calls: SentCall[] = [];
  const record = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(API_PREFIX)) return;
    calls.push({ path: pathname.slice(API_PREFIX.length), token: request.headers.get('token') });
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return calls;
}

/** The calls of the login, register and password-reset forms. */
const ACCOUNT_FORM_PATHS: readonly string[] = [
  CaptchaApi.captcha,
  CaptchaApi.captchaCheck,
  MemberApi.getSmsCode,
  MemberApi.checkSmsCode,
  MemberApi.register,
  MemberApi.resetPassword,
  SessionApi.token,
];

/**
 * The calls the account forms made (not the app's own start-up calls, which carry the stored
 * token by rule: the current user and the reference lists).
 */
export function accountFormCalls(calls: readonly SentCall[]): SentCall[] {
  return calls.filter((call) => ACCOUNT_FORM_PATHS.includes(call.path));
}

/** The expiry message a server sends with 4098. */
export const EXPIRED_MESSAGE = '登录已过期，请重新登录';

/** The next SMS-code request is answered 4098, as a server would answer a token it expired. */
export function answerNextSmsCodeExpired(): void {
  server.use(
    http.post(
      `*${API_PREFIX}${MemberApi.getSmsCode}`,
      () => HttpResponse.json({ code: 4098, message: EXPIRED_MESSAGE, data: null }),
      { once: true },
    ),
  );
}
