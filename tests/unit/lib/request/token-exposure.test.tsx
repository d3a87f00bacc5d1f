import { format } from 'node:util';

import { screen } from '@testing-library/react';
import { delay } from 'msw';

import { ignored } from '@/contract/schema';
import { request, type RequestOptions } from '@/lib/request';
import { setTokens } from '@/lib/session/token-storage';
import { server } from '@mock/node';

import { api, fail, http, HttpResponse, renderFeedback, run } from './harness';

// Distinct values: any text that holds one of them leaked the session.
const TOKENS = { access_token: 'tok-access-7f3a9c', refresh_token: 'tok-refresh-51be04' };
const SECRETS = Object.values(TOKENS);

/** Everything a failed call leaves for a person or a log to read. */
interface Exposure {
  error: unknown;
  console: string[];
  destinations: string[];
}

/** An error as a logger or an error reporter would write it: its text, its JSON, its stack. */
function textsOf(error: unknown): string[] {
  if (!(error instanceof Error)) return [String(error)];
  return [
    String(error),
    error.message,
    error.stack ?? '',
    JSON.stringify(error),
    JSON.stringify(error, Object.getOwnPropertyNames(error)),
    format('%o', error),
  ];
}

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;

/** Runs a call that fails while the tokens are stored; collects what the console got. */
async function failingCall(call: () => Promise<unknown>): Promise<Exposure> {
  const { destinations } = renderFeedback();
  const logged: string[] = [];
  for (const method of CONSOLE_METHODS) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(format(...args));
    });
  }
  const error = await run(call).then(
    () => new Error('the call succeeded'),
    (reason: unknown) => reason,
  );
  // The toast of the failure (role alert): its text is read below with the whole page.
  await screen.findByRole('alert');
  return { error, console: logged, destinations };
}

function expectNoToken(exposure: Exposure) {
  const texts = [
    ...textsOf(exposure.error),
    document.body.textContent ?? '',
    ...exposure.console,
    ...exposure.destinations,
  ];
  for (const secret of SECRETS) {
    expect(texts.filter((text) => text.includes(secret))).toEqual([]);
  }
}

const HTML_502 = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
const options: RequestOptions = { timeout: 50 };

describe('a failed call never shows or logs the token', () => {
  beforeEach(() => {
    window.history.pushState(null, '', '/business/myBid?tab=won');
    setTokens(TOKENS);
  });
  afterEach(() => {
    window.history.pushState(null, '', '/');
    vi.restoreAllMocks();
  });

  // The token goes in a header of the request; each row fails in another way.
  it.each<[string, () => Response | Promise<Response>]>([
    ['a business error', () => fail(5000, '服务繁忙', { field: 'title' })],
    ['a refusal of the session (4098)', () => fail(4098, '登录已过期，请重新登录')],
    ['an HTML 502 page', () => HttpResponse.html(HTML_502, { status: 502 })],
    ['a 404 without a body', () => new HttpResponse(null, { status: 404 })],
    [
      'a JSON error with a message',
      () => HttpResponse.json({ message: '维护中' }, { status: 503 }),
    ],
    ['a 200 that is no envelope', () => HttpResponse.text('not json')],
    ['no reply at all', () => HttpResponse.error()],
    ['no answer in time', () => delay('infinite').then(() => HttpResponse.error())],
  ])('when the reply is %s', async (_, reply) => {
    const sent: { url: string; token: string | null }[] = [];
    server.use(
      http.post(api('/probe'), ({ request }) => {
        sent.push({ url: request.url, token: request.headers.get('token') });
        return reply();
      }),
    );

    const exposure = await failingCall(() => request.post('/probe', ignored, { a: 1 }, options));

    // The call did carry the token (in its header only), so a leak had something to leak.
    expect(sent).toEqual([
      { url: expect.not.stringContaining('tok-') as string, token: TOKENS.access_token },
    ]);
    expectNoToken(exposure);
  });

  it('when an upload fails', async () => {
    server.use(http.post(api('/upload'), () => fail(5000, '上传失败')));
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'a.pdf');

    expectNoToken(await failingCall(() => request.upload('/upload', ignored, form)));
  });

  it('when a file download is refused', async () => {
    server.use(http.get('*/files/a.pdf', () => fail(4003, '无权下载')));

    expectNoToken(await failingCall(() => request.file('/files/a.pdf')));
  });
});
