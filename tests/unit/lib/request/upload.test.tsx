import { File as NodeFile } from 'node:buffer';

import { delay } from 'msw';

import { ignored } from '@/contract/schema';
import { request, TransportError, uploadTimeoutMs } from '@/lib/request';
import { server } from '@mock/node';

import { api, http, ok } from './harness';

const MB = 1024 * 1024;

/** A macrotask of the real clock: lets the call's promises settle while the fake timers stand. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * msw reads request bodies with Node's fetch classes, which cannot read jsdom's FormData; a
 * browser has one set of classes. So the form here is Node's.
 */
async function formWith(bytes: number): Promise<FormData> {
  const form = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  form.delete('a');
  const file = new NodeFile([new Uint8Array(bytes)], 'scan.pdf', { type: 'application/pdf' });
  form.append('file', file as unknown as Blob, 'scan.pdf');
  return form;
}

describe('uploadTimeoutMs', () => {
  it.each([
    [0, 60_000],
    [1, 70_000],
    [MB, 70_000],
    [MB + 1, 80_000],
    [5 * MB, 110_000],
  ])('gives %i bytes %i ms', (bytes, ms) => {
    expect(uploadTimeoutMs(bytes)).toBe(ms);
  });
});

describe('request.upload', () => {
  afterEach(() => vi.useRealTimers());

  it('times out after 60 s plus 10 s per started MB, not after the 10 s of other calls', async () => {
    const form = await formWith(1.5 * MB);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.post(api('/upload-probe'), () => delay('infinite')));
    let outcome: unknown = 'pending';

    void request.upload('/upload-probe', ignored, form, { skipErrorToast: true }).catch((error) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(80_000 - 1);
    await settle();
    expect(outcome).toBe('pending');

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(outcome).toBeInstanceOf(TransportError));
    expect(outcome).toMatchObject({ kind: 'timeout' });
  });

  it('tells onProgress the whole percentage sent, ending at 100', async () => {
    const form = await formWith(64 * 1024);
    server.use(http.post(api('/upload-probe'), () => ok({ url: '/mock-oss/a.pdf' })));
    const seen: number[] = [];

    await expect(
      request.upload('/upload-probe', ignored, form, {
        onProgress: (percent) => seen.push(percent),
      }),
    ).resolves.toEqual({ url: '/mock-oss/a.pdf' });
    expect(seen.at(-1)).toBe(100);
    expect(seen.every((percent) => Number.isInteger(percent) && percent >= 0)).toBe(true);
  });

  it('rejects as canceled when its signal aborts', async () => {
    const form = await formWith(1024);
    server.use(http.post(api('/upload-probe'), () => delay('infinite')));
    const controller = new AbortController();

    const call = request.upload('/upload-probe', ignored, form, { signal: controller.signal });
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'TransportError', kind: 'canceled' });
  });
});
