import { screen, waitFor } from '@testing-library/react';

import { ignored } from '@/contract/schema';
import { request } from '@/lib/request';
import { server } from '@mock/node';

import { api, deferred, fail, http, HttpResponse, ok, renderFeedback, run } from './harness';

// The seed's loading toast text: 'loading' (加载中 in Chinese).
const LOADING = '加载中';

describe('request loading toast', () => {
  function holdReply(reply: () => Response) {
    const held = deferred();
    server.use(
      http.get(api('/probe'), async () => {
        await held.promise;
        return reply();
      }),
    );
    return held;
  }

  async function expectLoadingDismissedAfter(reply: () => Response) {
    const held = holdReply(reply);
    await run(async () => {
      const call = request
        .get('/probe', ignored, undefined, { showLoading: true })
        .catch(() => undefined);
      expect(await screen.findByText(LOADING)).toBeInTheDocument();
      held.release();
      await call;
      await waitFor(() => expect(screen.queryByText(LOADING)).not.toBeInTheDocument());
    });
  }

  it('shows the loading toast while the call runs and dismisses it when it succeeds', async () => {
    renderFeedback();
    await expectLoadingDismissedAfter(() => ok({ id: '1' }));
  });

  it("reads 'loading' in English, as the seed names it", async () => {
    renderFeedback('en-US');
    const held = holdReply(() => ok({ id: '1' }));
    await run(async () => {
      const call = request.get('/probe', ignored, undefined, { showLoading: true });
      expect(await screen.findByText('loading')).toBeInTheDocument();
      held.release();
      await call;
    });
  });

  it('dismisses the loading toast when the call fails with a business error', async () => {
    renderFeedback();
    await expectLoadingDismissedAfter(() => fail(4009, '状态冲突'));
    expect(await screen.findByText('状态冲突')).toBeInTheDocument();
  });

  it('dismisses the loading toast when the call fails in transport', async () => {
    renderFeedback();
    await expectLoadingDismissedAfter(() => HttpResponse.error());
    expect(await screen.findByText('无法连接服务器，请稍后重试')).toBeInTheDocument();
  });

  // A gateway in front of the server answers 502/504 with its own HTML page: the call rejects,
  // the loading toast goes, and one generic toast says the server failed (never the page itself).
  it.each([
    [502, '<!doctype html><html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>'],
    [504, '<html><head><title>504 Gateway Time-out</title></head><body>504</body></html>'],
  ])(
    'dismisses the loading toast and toasts one generic text for an HTML %i page',
    async (status, page) => {
      renderFeedback();
      const held = holdReply(() => HttpResponse.html(page, { status }));
      await run(async () => {
        const call = request.get('/probe', ignored, undefined, { showLoading: true });
        const outcome = call.catch((error: unknown) => error);
        expect(await screen.findByText(LOADING)).toBeInTheDocument();
        held.release();
        expect(await outcome).toMatchObject({ name: 'TransportError', kind: 'server', status });
        await expect(call).rejects.toBeDefined();
        await waitFor(() => expect(screen.queryByText(LOADING)).not.toBeInTheDocument());
      });

      expect(await screen.findByText('服务器出错了，请稍后重试')).toBeInTheDocument();
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(document.body.textContent).not.toMatch(/Gateway|nginx|<\/?[a-z]/i);
    },
  );

  it('shows one loading toast for calls that load at once, until the last one settles', async () => {
    renderFeedback();
    const first = deferred();
    const second = deferred();
    server.use(
      http.get(api('/first'), async () => {
        await first.promise;
        return ok(1);
      }),
      http.get(api('/second'), async () => {
        await second.promise;
        return ok(2);
      }),
    );

    await run(async () => {
      const calls = [
        request.get('/first', ignored, undefined, { showLoading: true }),
        request.get('/second', ignored, undefined, { showLoading: true }),
      ];
      await screen.findByText(LOADING);
      expect(screen.getAllByText(LOADING)).toHaveLength(1);

      first.release();
      await calls[0];
      expect(screen.getByText(LOADING)).toBeInTheDocument();

      second.release();
      await calls[1];
      await waitFor(() => expect(screen.queryByText(LOADING)).not.toBeInTheDocument());
    });
  });

  it('shows no loading toast when the call does not ask for one', async () => {
    renderFeedback();
    const held = holdReply(() => ok(null));

    await run(async () => {
      const call = request.get('/probe', ignored);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
      held.release();
      await call;
    });
  });
});
