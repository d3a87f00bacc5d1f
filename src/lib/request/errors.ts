import { BizCode } from '@/contract/http';
import type { FieldErrorData } from '@/contract/http';

export { BizCode };

/** The server answered with a business code other than 200. `message` is the server's text. */
export class BizError<D = unknown> extends Error {
  override readonly name = 'BizError';
  readonly code: number;
  readonly data: D | undefined;

  constructor(code: number, message: string, data?: D) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/**
 * `contract`: the server answered with success, but its payload does not match the call's schema
 * (a field missing, null or of another type): no usable reply.
 */
export type TransportErrorKind =
  'timeout' | 'offline' | 'network' | 'http' | 'server' | 'contract' | 'canceled';

/**
 * No usable reply: time-out, no network, an HTTP error status without an envelope, a payload that
 * does not match the contract, or canceled.
 */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly kind: TransportErrorKind;
  readonly status: number | undefined;
  /** A `message` from the reply's JSON body, when it had one. */
  readonly serverMessage: string | undefined;

  constructor(kind: TransportErrorKind, status?: number, serverMessage?: string) {
    // Without a server message there is no text fit to show: `describeError` gives one.
    super(serverMessage ?? '');
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** Whether `error` is a business error, optionally of one code. */
export function isBizError(error: unknown, code?: number): error is BizError {
  return error instanceof BizError && (code === undefined || error.code === code);
}

export function isTransportError(error: unknown): error is TransportError {
  return error instanceof TransportError;
}

/** Not logged in, or the token is invalid or expired (4098). */
export function isAuthFailure(error: unknown): error is BizError {
  return isBizError(error, BizCode.authFailure);
}

/** The field a validation failure (4000) refused, if the server named one. */
export function fieldOf(error: unknown): string | undefined {
  if (!isBizError(error, BizCode.validation)) return undefined;
  const data = error.data as Partial<FieldErrorData> | null | undefined;
  return typeof data?.field === 'string' && data.field ? data.field : undefined;
}
