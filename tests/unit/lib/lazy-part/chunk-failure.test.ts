import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { chunkFailureOf, chunkFailureText } from '@/lib/lazy-part/chunk-failure';
import { withChunkTimeout } from '@/lib/lazy-part/chunk-timeout';

/** The error of a chunk that has not arrived after the 120 s time-out (on a fake clock). */
async function timedOut(): Promise<unknown> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const failed = withChunkTimeout(new Promise(() => undefined), CHUNK_LOAD_TIMEOUT_MS).catch(
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
  vi.useRealTimers();
  return failed;
}

describe('which chunk load error a failed lazy load is', () => {
  it.each([
    // Vite's preload helper, when a chunk's style sheet fails (and style-retry.ts, likewise).
    ['Unable to preload CSS for https://example.com/assets/login-x.css', 'style'],
    ['Unable to preload CSS for /assets/drawer-x.css', 'style'],
    // The browsers' failed script import.
    ['Failed to fetch dynamically imported module: https://example.com/assets/a.js', 'script'],
    ['error loading dynamically imported module: https://example.com/assets/a.js', 'script'],
    ['Importing a module script failed.', 'script'],
    // Only the start counts: a script whose URL mentions CSS is still a script.
    ['Failed to fetch dynamically imported module: /assets/Unable to preload CSS.js', 'script'],
  ] as const)('"%s" is a %s failure', (message, expected) => {
    expect(chunkFailureOf(new TypeError(message))).toBe(expected);
  });

  it('the 120 s time-out is a script failure', async () => {
    expect(chunkFailureOf(await timedOut())).toBe('script');
  });

  it.each([
    ['a string', 'Unable to preload CSS for /assets/a.css', 'style'],
    ['something that is no error', { status: 404 }, 'script'],
    ['nothing', undefined, 'script'],
  ] as const)('%s is a %s failure', (_name, error, expected) => {
    expect(chunkFailureOf(error)).toBe(expected);
  });

  it('names a message of its own for each', async () => {
    expect(chunkFailureText(new Error('Unable to preload CSS for /a.css'))).toBe(
      'layout.chunk.style',
    );
    expect(chunkFailureText(await timedOut())).toBe('layout.chunk.script');
  });
});
