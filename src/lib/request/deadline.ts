import { UPLOAD_TIMEOUT_MS, UPLOAD_TIMEOUT_PER_MB_MS } from '@/config/constants';

/** The abort reason of a call that ran out of time. */
export class DeadlineExceeded extends Error {
  override readonly name = 'DeadlineExceeded';
}

/**
 * A signal that aborts when `outer` aborts or after `ms`. The time-out does not rely on the
 * transport (XMLHttpRequest's own `timeout` is not honoured by every environment, msw's included).
 */
export function withDeadline(
  outer: AbortSignal | undefined,
  ms: number,
): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DeadlineExceeded(`${ms} ms`)), ms);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

/** Whether a call's signal was aborted by its deadline. */
export function isDeadlineAbort(signal: unknown): boolean {
  return (
    typeof signal === 'object' &&
    signal !== null &&
    (signal as { reason?: unknown }).reason instanceof DeadlineExceeded
  );
}

const MB = 1024 * 1024;

/** An upload's time-out: UPLOAD_TIMEOUT_MS plus UPLOAD_TIMEOUT_PER_MB_MS per started MB sent. */
export function uploadTimeoutMs(bytes: number): number {
  return UPLOAD_TIMEOUT_MS + Math.ceil(bytes / MB) * UPLOAD_TIMEOUT_PER_MB_MS;
}
