import type { PayMethod } from '@/contract/order/types';
import { isTransportError } from '@/lib/request';

/** One attempt to pay: the method chosen and the request id the server deduplicates on. */
export interface PayAttempt {
  method: PayMethod;
  requestId: string;
}

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); a site
 * served over plain HTTP still has `getRandomValues`.
 */
export function newRequestId(
  source: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The attempt a click on Pay belongs to: the unfinished one if the method is the same (a retry after
 * a time-out must reuse its id, so the server returns the payment it may already have started),
 * otherwise a new one.
 */
export function attemptFor(
  current: PayAttempt | undefined,
  method: PayMethod,
  makeId: () => string = () => newRequestId(),
): PayAttempt {
  if (current && current.method === method) return current;
  return { method, requestId: makeId() };
}

/**
 * What is left of an attempt after its request failed: kept when the reply may not have arrived (time-out,
 * network), so the retry is the same request; dropped when the server answered.
 */
export function attemptAfterFailure(attempt: PayAttempt, error: unknown): PayAttempt | undefined {
  if (isTransportError(error) && error.kind !== 'http') return attempt;
  return undefined;
}
