import type { PayMethod } from '@/contract/order/types';
import { isTransportError } from '@/lib/request';
import { newRequestId } from '@/utils/request-id';

/** One attempt to pay: the method chosen and the request id the server deduplicates on. */
export interface PayAttempt {
  method: PayMethod;
  requestId: string;
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
