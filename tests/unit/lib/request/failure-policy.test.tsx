import { screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';

import { ignored } from '@/contract/schema';
import { BizError, isTransportError, request, TransportError } from '@/lib/request';
import { server } from '@mock/node';

import { api, fail, http, HttpResponse, renderFeedback, run } from './harness';

const HTML_PAGE = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';

describe('request failures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('toasts the server message and rejects with a BizError when the code is not 200', async () => {
    renderFeedback();
    server.use(http.post(api('/probe'), () => fail(4009, '该投标已截止', { tenderId: 't1' })));

    const error = await run(() => request.post('/probe', ignored)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BizError);
    expect(error).toMatchObject({ code: 4009, message: '该投标已截止', data: { tenderId: 't1' } });
    expect(await screen.findByText('该投标已截止')).toBeInTheDocument();
  });

  it.each([
    ['an image with a handler', '<img src=x onerror="window.__xss=1">上传失败', 'img'],
    ['a script', '<script>window.__xss=1</script>保存失败', 'script'],
    ['a link', '<a href="javascript:window.__xss=1">点此</a>重试', 'a'],
  ])(
    'toasts the generic text for a server message holding %s, creating no element',
    async (_, message, tag) => {
      renderFeedback();
      server.use(http.post(api('/probe'), () => fail(5000, message)));

      await run(() => request.post('/probe', ignored)).catch(() => undefined);

      expect(await screen.findByText('出错了，请稍后重试')).toBeInTheDocument();
      // A script or a handler attribute has no role: only a selector finds one.
      // eslint-disable-next-line testing-library/no-node-access
      expect(document.body.querySelectorAll(`${tag}, [onerror]`)).toHaveLength(0);
      expect((window as { __xss?: number }).__xss).toBeUndefined();
    },
  );

  it('shows angle brackets in a server message as the characters they are', async () => {
    renderFeedback();
    const message = '报价须 <= 预算 & > 0（运价单位 </柜>）';
    server.use(http.post(api('/probe'), () => fail(4000, message)));

    await run(() => request.post('/probe', ignored)).catch(() => undefined);

    expect((await screen.findByText(message)).textContent).toBe(message);
  });

  it('does not toast when the call suppresses error toasts', async () => {
    renderFeedback();
    server.use(http.get(api('/probe'), () => fail(4000, '手机号格式不正确', { field: 'mobile' })));

    await expect(
      run(() => request.get('/probe', ignored, undefined, { skipErrorToast: true })),
    ).rejects.toMatchObject({
      code: 4000,
    });
    // The next toast proves the toaster works and the first one was never shown.
    server.use(http.get(api('/other'), () => fail(4004, '记录不存在')));
    await run(() => request.get('/other', ignored)).catch(() => undefined);
    expect(await screen.findByText('记录不存在')).toBeInTheDocument();
    expect(screen.queryByText('手机号格式不正确')).not.toBeInTheDocument();
  });

  it('shows one toast when the same message fails twice', async () => {
    renderFeedback();
    server.use(http.get(api('/probe'), () => fail(5000, '服务繁忙')));

    await run(() =>
      Promise.allSettled([request.get('/probe', ignored), request.get('/probe', ignored)]),
    );
    await screen.findByText('服务繁忙');
    await run(() => request.get('/probe', ignored)).catch(() => undefined);

    expect(screen.getAllByText('服务繁忙')).toHaveLength(1);
  });

  it('toasts the time-out message when the server does not answer in time', async () => {
    renderFeedback();
    server.use(http.get(api('/probe'), () => delay('infinite')));

    const error = await run(() => request.get('/probe', ignored, undefined, { timeout: 50 })).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(await screen.findByText('请求超时，请检查网络后重试')).toBeInTheDocument();
  });

  it('toasts the offline message when the browser is offline', async () => {
    renderFeedback();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get(api('/probe'), () => HttpResponse.error()));

    await expect(run(() => request.get('/probe', ignored))).rejects.toMatchObject({
      kind: 'offline',
    });
    expect(await screen.findByText('网络不可用，请检查网络连接后重试')).toBeInTheDocument();
  });

  it('toasts the network message when no reply comes while online', async () => {
    renderFeedback();
    server.use(http.get(api('/probe'), () => HttpResponse.error()));

    await expect(run(() => request.get('/probe', ignored))).rejects.toMatchObject({
      kind: 'network',
    });
    expect(await screen.findByText('无法连接服务器，请稍后重试')).toBeInTheDocument();
  });

  it('toasts the server-error message and never the HTML when a 5xx reply is an HTML page', async () => {
    renderFeedback();
    server.use(http.get(api('/probe'), () => HttpResponse.html(HTML_PAGE, { status: 502 })));

    await expect(run(() => request.get('/probe', ignored))).rejects.toMatchObject({
      kind: 'server',
      status: 502,
    });
    expect(await screen.findByText('服务器出错了，请稍后重试')).toBeInTheDocument();
    expect(screen.queryByText(/Bad Gateway/)).not.toBeInTheDocument();
  });

  it('toasts the status when another HTTP error has no usable body', async () => {
    renderFeedback();
    server.use(http.get(api('/probe'), () => new HttpResponse('Not Found', { status: 404 })));

    await expect(run(() => request.get('/probe', ignored))).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    expect(await screen.findByText('请求失败（404），请稍后重试')).toBeInTheDocument();
  });

  it('toasts the body message when an HTTP error reply is JSON with a message', async () => {
    renderFeedback();
    server.use(
      http.get(api('/probe'), () =>
        HttpResponse.json({ message: '网关维护中，请十分钟后再试' }, { status: 503 }),
      ),
    );

    await expect(run(() => request.get('/probe', ignored))).rejects.toMatchObject({
      kind: 'server',
      status: 503,
    });
    expect(await screen.findByText('网关维护中，请十分钟后再试')).toBeInTheDocument();
  });

  it('treats an envelope on an HTTP error reply as a business error with its code', async () => {
    renderFeedback();
    server.use(
      http.get(api('/probe'), () =>
        HttpResponse.json({ code: 4003, message: '仅货代企业可报价' }, { status: 403 }),
      ),
    );

    await expect(run(() => request.get('/probe', ignored))).rejects.toMatchObject({
      name: 'BizError',
      code: 4003,
    });
    expect(await screen.findByText('仅货代企业可报价')).toBeInTheDocument();
  });

  it('toasts the server-error message when a 200 reply is not an envelope', async () => {
    renderFeedback();
    server.use(http.get(api('/probe'), () => HttpResponse.html(HTML_PAGE)));

    await expect(run(() => request.get('/probe', ignored))).rejects.toMatchObject({
      kind: 'server',
    });
    expect(await screen.findByText('服务器出错了，请稍后重试')).toBeInTheDocument();
  });

  it('rejects quietly when the call is canceled', async () => {
    renderFeedback();
    server.use(http.get(api('/probe'), () => delay('infinite')));
    const controller = new AbortController();

    const pending = run(() =>
      request.get('/probe', ignored, undefined, { signal: controller.signal }),
    );
    controller.abort();
    const error = await pending.catch((e: unknown) => e);

    expect(isTransportError(error) && error.kind).toBe('canceled');
    server.use(http.get(api('/other'), () => fail(4004, '记录不存在')));
    await run(() => request.get('/other', ignored)).catch(() => undefined);
    await screen.findByText('记录不存在');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows toasts in English when the app is in English', async () => {
    renderFeedback('en-US');
    server.use(http.get(api('/probe'), () => HttpResponse.error()));

    await run(() => request.get('/probe', ignored)).catch(() => undefined);

    expect(
      await screen.findByText('Cannot reach the server. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('request failures before the toasts are bound', () => {
  it('rejects without a toast and without crashing when no FeedbackBridge is rendered', async () => {
    server.use(http.get(api('/probe'), () => fail(5000, '服务繁忙')));

    await expect(run(() => request.get('/probe', ignored))).rejects.toBeInstanceOf(BizError);
    await waitFor(() => expect(screen.queryByText('服务繁忙')).not.toBeInTheDocument());
  });
});
