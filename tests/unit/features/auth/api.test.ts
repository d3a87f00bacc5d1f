// @vitest-environment jsdom
// The app's request client sends its calls from a page (relative URLs).
import { http, HttpResponse } from 'msw';

import { SessionApi } from '@/contract/auth/paths';
import { API_PREFIX } from '@/contract/http';
import { passwordLogin } from '@/features/auth/api';
import { CaptchaApi, checkCaptcha, getCaptcha } from '@/lib/captcha';
import { fieldOf } from '@/lib/request';
import { getToken, setTokens } from '@/lib/session';
import { server } from '@mock/node';

const api = (path: string) => `*${API_PREFIX}${path}`;
const LOGIN = {
  grantType: 'password',
  userType: 'PC',
  username: 'shipper',
  password: 'Trade2026',
  captchaKey: 'k1',
  captchaCode: 'AB12',
} as const;

describe('auth api', () => {
  beforeEach(() => setTokens({ access_token: 'stale', refresh_token: 'stale-refresh' }));

  it('fetches a captcha without sending a token', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.get(api(CaptchaApi.captcha), ({ request }) => {
        tokens.push(request.headers.get('token'));
        return HttpResponse.json({
          code: 200,
          message: 'ok',
          result: { captchaKey: 'k1', image: 'data:image/svg+xml,x', expiresIn: 120 },
        });
      }),
    );

    await expect(getCaptcha()).resolves.toMatchObject({ captchaKey: 'k1' });
    expect(tokens).toEqual([null]);
  });

  it('rejects a wrong captcha answer naming the field', async () => {
    server.use(
      http.post(api(CaptchaApi.captchaCheck), () =>
        HttpResponse.json({ code: 4000, message: '验证码错误', data: { field: 'captchaCode' } }),
      ),
    );

    const error = await checkCaptcha({ captchaKey: 'k1', captchaCode: 'XXXX' }).catch(
      (e: unknown) => e,
    );

    expect(fieldOf(error)).toBe('captchaCode');
  });

  it('logs in with the password body, no token, and gives back the token pair', async () => {
    const sent: { body: unknown; token: string | null }[] = [];
    server.use(
      http.post(api(SessionApi.token), async ({ request }) => {
        sent.push({ body: await request.json(), token: request.headers.get('token') });
        return HttpResponse.json({
          code: 200,
          message: 'ok',
          result: {
            access_token: 'a',
            refresh_token: 'r',
            token_type: 'bearer',
            expires_in: 7200,
            refresh_expires_in: 2_592_000,
          },
        });
      }),
    );

    await expect(passwordLogin(LOGIN)).resolves.toMatchObject({
      access_token: 'a',
      refresh_token: 'r',
    });
    expect(sent).toEqual([{ body: LOGIN, token: null }]);
  });

  it('keeps the stored tokens when the login call itself gets 4098', async () => {
    server.use(
      http.post(api(SessionApi.token), () => HttpResponse.json({ code: 4098, message: '未登录' })),
    );

    await expect(passwordLogin(LOGIN)).rejects.toMatchObject({ code: 4098 });
    expect(getToken()).toBe('stale');
  });
});
