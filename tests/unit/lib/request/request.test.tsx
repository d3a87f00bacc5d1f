import { ignored } from '@/contract/schema';
import { setLocale } from '@/lib/i18n/locale';
import { request } from '@/lib/request';
import { setTokens } from '@/lib/session/token-storage';
import { server } from '@mock/node';

import { api, http, ok } from './harness';

const TOKENS = { access_token: 'access-1', refresh_token: 'refresh-1' };

describe('request', () => {
  it('sends the stored token in the `token` header when a token is stored', async () => {
    setTokens(TOKENS);
    server.use(http.get(api('/probe'), ({ request }) => ok(request.headers.get('token'))));

    await expect(request.get('/probe', ignored)).resolves.toBe('access-1');
  });

  it('sends no token header when the call is no-token', async () => {
    setTokens(TOKENS);
    server.use(http.get(api('/probe'), ({ request }) => ok(request.headers.get('token'))));

    await expect(request.get('/probe', ignored, undefined, { noToken: true })).resolves.toBeNull();
  });

  it('sends no token header when no token is stored', async () => {
    server.use(http.get(api('/probe'), ({ request }) => ok(request.headers.get('token'))));

    await expect(request.get('/probe', ignored)).resolves.toBeNull();
  });

  it.each([
    ['another host', 'https://storage.example.com/probe', 'https://storage.example.com/probe'],
    ['a path that leaves the API by dot segments', '/../files/probe', '*/files/probe'],
    ['a path that leaves the API by encoded dots', '/%2e%2e/files/probe', '*/files/probe'],
  ])('sends no token header to %s', async (_, url, pattern) => {
    setTokens(TOKENS);
    const seen: (string | null)[] = [];
    server.use(
      http.get(pattern, ({ request }) => {
        seen.push(request.headers.get('token'));
        return ok(null);
      }),
    );

    await request.get(url, ignored);

    expect(seen).toEqual([null]);
  });

  it('sends the current locale as Accept-Language when the locale changes', async () => {
    server.use(
      http.get(api('/probe'), ({ request }) => ok(request.headers.get('accept-language'))),
    );
    setLocale('en-US');
    await expect(request.get('/probe', ignored)).resolves.toBe('en-US');

    setLocale('zh-CN');
    await expect(request.get('/probe', ignored)).resolves.toBe('zh-CN');
  });

  it('asks for English after Arabic, which the server may not write', async () => {
    server.use(
      http.get(api('/probe'), ({ request }) => ok(request.headers.get('accept-language'))),
    );
    setLocale('ar-EG');
    await expect(request.get('/probe', ignored)).resolves.toBe('ar-EG, en-US;q=0.8');
    setLocale('zh-CN');
  });

  it('sends GET parameters as the query string when given', async () => {
    server.use(
      http.get(api('/probe'), ({ request }) => ok(new URL(request.url).searchParams.toString())),
    );

    await expect(request.get('/probe', ignored, { current: 2, name: '上海' })).resolves.toBe(
      `current=2&name=${encodeURIComponent('上海')}`,
    );
  });

  it('sends a POST body as JSON when given an object', async () => {
    server.use(
      http.post(api('/probe'), async ({ request }) =>
        ok({ type: request.headers.get('content-type'), body: await request.json() }),
      ),
    );

    await expect(request.post('/probe', ignored, { mobile: '13800000001' })).resolves.toEqual({
      type: expect.stringContaining('application/json'),
      body: { mobile: '13800000001' },
    });
  });

  it('resolves with `data` when the envelope carries data', async () => {
    server.use(http.get(api('/probe'), () => ok({ id: '7' })));

    await expect(request.get('/probe', ignored)).resolves.toEqual({ id: '7' });
  });

  it('resolves with `result` when the envelope carries result (oauth calls)', async () => {
    server.use(http.post(api('/probe'), () => ok({ access_token: 'a' }, 'result')));

    await expect(request.post('/probe', ignored)).resolves.toEqual({ access_token: 'a' });
  });
});
