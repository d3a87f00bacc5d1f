/**
 * The wire format every call shares: where the API lives, the reply envelope and its business
 * codes. In the app only lib/request reads these; everything else gets `T` or a BizError.
 */

/** Every API path sits under this prefix. */
export const API_PREFIX = '/trading-api';
/**
 * A creation call may carry this header: the same key from the same member on the same call gets
 * the first successful answer again, and nothing is created twice (a double click, a retry after a
 * time-out). 1 to 64 characters; another value counts as none.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 64;

/** A paged list answers this many rows when the query does not say. */
export const DEFAULT_PAGE_SIZE = 10;

/** Business codes; the HTTP status is always 200. */
export const BizCode = {
  ok: 200,
  validation: 4000,
  forbidden: 4003,
  notFound: 4004,
  conflict: 4009,
  /** Not logged in, or the token is invalid or expired. */
  authFailure: 4098,
  server: 5000,
} as const;

export type FailureCode = Exclude<(typeof BizCode)[keyof typeof BizCode], 200>;

/** The server's reply envelope. */
export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data?: T;
  result?: T;
}

/** Paged list query: `current` is 1-based, `size` defaults to DEFAULT_PAGE_SIZE. */
export interface PageQuery {
  current?: number;
  size?: number;
}

/** The direction of a sorted list. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** Detail of a 4000 (validation) reply: which field was refused. */
export interface FieldErrorData {
  field: string;
}
