import { screen } from '@testing-library/react';

import { StorageKeys } from '@/config/constants';
import { ignored } from '@/contract/schema';
import { request, TransportError } from '@/lib/request';
import { setTokens } from '@/lib/session/token-storage';
import { appStorage } from '@/lib/storage';
import { server } from '@mock/node';

import { api, http, HttpResponse, renderFeedback, run } from './harness';

const TOKENS = { access_token: 'access-1', refresh_token: 'refresh-1' };
const SERVER_ERROR = '服务器出错了，请稍后重试';

const json = (body: unknown) =>
  new HttpResponse(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

// The rule (src/lib/request/envelope.ts): a reply is the server's envelope only when `code` is a
// number, and only code 200 is a success. Anything else a 200 can carry is a server error: the
// call rejects with a TransportError (never a TypeError from reading a missing field), one generic
// toast says so, and the session stays (a string "4098" is not the server ending it).
describe('a 200 reply whose body is not a usable envelope', () => {
  beforeEach(() => {
    window.history.pushState(null, '', '/business/myBid');
    setTokens(TOKENS);
  });
  afterEach(() => window.history.pushState(null, '', '/'));

  it.each<[string, () => Response]>([
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    [
      'an empty JSON body',
      () => new HttpResponse('', { headers: { 'Content-Type': 'application/json' } }),
    ],
    ['null', () => json(null)],
    ['a JSON string', () => json('ok')],
    ['a JSON array', () => json([{ code: 200 }])],
    ['text that is not JSON', () => HttpResponse.text('OK')],
    ['JSON without code', () => json({ message: '成功', data: { id: 't1' } })],
    ['code "200" as a string', () => json({ code: '200', message: 'ok', data: { id: 't1' } })],
    ['code "4098" as a string', () => json({ code: '4098', message: '登录已过期' })],
    ['code null', () => json({ code: null, data: { id: 't1' } })],
  ])('rejects %s as a server error, keeping the session', async (_, reply) => {
    const { destinations } = renderFeedback();
    server.use(http.get(api('/probe'), reply));

    const error = await run(() => request.get('/probe', ignored)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ kind: 'server', status: 200 });
    expect(await screen.findByText(SERVER_ERROR)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(appStorage.get(StorageKeys.token)).toBe(TOKENS.access_token);
    expect(destinations).toEqual([]);
  });
});

describe('a 200 reply with a success envelope', () => {
  it.each<[string, unknown, unknown]>([
    ['data', { code: 200, message: 'ok', data: { id: 't1' } }, { id: 't1' }],
    ['result (the oauth calls)', { code: 200, message: 'ok', result: { id: 't2' } }, { id: 't2' }],
    ['result beside data: null', { code: 200, data: null, result: { id: 't3' } }, { id: 't3' }],
    ['data: null and no result', { code: 200, data: null }, null],
    ['neither data nor result', { code: 200, message: 'ok' }, undefined],
    ['data that is falsy', { code: 200, data: 0, result: 5 }, 0],
  ])('resolves with its payload when it carries %s', async (_, body, payload) => {
    renderFeedback();
    server.use(http.get(api('/probe'), () => json(body)));

    await expect(run(() => request.get('/probe', ignored))).resolves.toEqual(payload);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
