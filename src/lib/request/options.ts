/** Per-call flags (loading toast, no error toast, no token, no login redirect). */
export interface RequestOptions {
  /** Show the loading toast while the call runs. */
  showLoading?: boolean;
  /** Do not toast a failure: the caller shows it (for example next to a form field). */
  skipErrorToast?: boolean;
  /** Do not send the `token` header. */
  noToken?: boolean;
  /** On 4098, reject without clearing the tokens or going to the login page. */
  skipLoginRedirect?: boolean;
  /** Aborting it cancels the call: it rejects with a `canceled` TransportError and toasts nothing. */
  signal?: AbortSignal;
  /** Milliseconds; REQUEST_TIMEOUT_MS by default (an upload's grows with its size). */
  timeout?: number;
  /** Told the whole-number percentage of the body sent so far (uploads). */
  onProgress?: (percent: number) => void;
  /**
   * Send this token instead of the stored one: a call made for a session whose storage is already
   * cleared (the logout call).
   */
  token?: string;
  /** The call may outlive the page (the browser sends it even while the tab closes). */
  keepalive?: boolean;
  /**
   * A creation's key: the server answers a repeat with the same key (a double click, a retry after
   * a time-out) with its first answer instead of creating again.
   */
  idempotencyKey?: string;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Read by the interceptors. */
    requestOptions?: RequestOptions;
  }
}
