import { screen } from '@testing-library/react';
import { delay } from 'msw';

import { ignored } from '@/contract/schema';
import { notify, request, toastError, TransportError } from '@/lib/request';
import { server } from '@mock/node';

import { api, http, renderFeedback } from './harness';

/** A macrotask of the real clock: lets React commit and run effects while the fake timers stand. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('request time-out', () => {
  afterEach(() => vi.useRealTimers());

  it('rejects with a time-out 10 s after sending by default, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(api('/probe'), () => delay('infinite')));
    let outcome: unknown = 'pending';

    void request
      .get('/probe', ignored, undefined, { skipErrorToast: true })
      .catch((error: unknown) => {
        outcome = error;
      });
    await vi.advanceTimersByTimeAsync(9_999);
    await settle();
    expect(outcome).toBe('pending');

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(outcome).toBeInstanceOf(TransportError));
    expect(outcome).toMatchObject({ kind: 'timeout' });
  });
});

describe('toast durations', () => {
  let actEnvironment: boolean | undefined;
  beforeEach(() => {
    // antd's toasts update from outside React, as in the app (see `run` in the harness).
    actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  /**
   * Shows a toast under a fake clock (antd counts a toast's time with Date and animation frames)
   * and checks it is on screen 50 ms before `seconds` and gone 50 ms after. Frame by frame, with
   * React rendering in between, as in a browser.
   */
  async function expectShownFor(seconds: number, show: () => void, text: string) {
    renderFeedback();
    vi.useFakeTimers({ toFake: ['Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const start = Date.now();
    const runUntil = async (ms: number) => {
      while (Date.now() - start < ms) {
        await vi.advanceTimersByTimeAsync(16);
        await settle();
      }
    };
    show();
    expect(await screen.findByText(text)).toBeInTheDocument();

    await runUntil(seconds * 1000 - 50);
    expect(screen.getByText(text)).toBeInTheDocument();

    await runUntil(seconds * 1000 + 50);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  }

  it('shows an error message for 3 s', async () => {
    await expectShownFor(3, () => toastError('服务繁忙'), '服务繁忙');
  });

  it('shows a notification for 4.5 s', async () => {
    await expectShownFor(4.5, () => notify('success', '认证已通过'), '认证已通过');
  });
});
