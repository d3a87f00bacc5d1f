import { http } from 'msw';
import { onTestFinished } from 'vitest';

import { API_PREFIX } from '@/contract/http';
import { server } from '@mock/node';

export interface HeldReplies {
  /** How many requests reached the server so far. */
  readonly count: number;
  /** Lets every held request (and any later one) on to the mock's own handler. */
  release: () => void;
}

/**
 * A slow server for one API path: each POST to `path` (a contract path, without the prefix) waits
 * until `release()`, then goes on to the mock's own handler, which stores what it does. Released at
 * the end of the test at the latest, so no request outlives it.
 */
export function holdReplies(path: string): HeldReplies {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { count: 0, release: () => release() };
  server.use(
    http.post(`*${API_PREFIX}${path}`, async () => {
      held.count += 1;
      await gate;
      // Nothing returned: msw hands the request to the next handler, the mock's.
      return undefined;
    }),
  );
  onTestFinished(() => release());
  return held;
}
