/** The server's reply envelope. Only lib/request reads it; everything else gets `T`. */
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
