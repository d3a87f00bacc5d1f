import { DOWNLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@/config/constants';
import type { ApiEnvelope } from '@/contract/http';

import { client } from './client';
import { withDeadline } from './deadline';
import { unwrap } from './envelope';
import { startLoading } from './toast';

import type { RequestOptions } from './options';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';

/** One call with the loading toast, time-out and cancellation the options ask for. */
async function call<R>(
  config: AxiosRequestConfig,
  options: RequestOptions,
  defaultTimeout: number,
): Promise<AxiosResponse<R>> {
  // Dismissed in every case: success, business error, transport error, cancel.
  const stopLoading = options.showLoading ? startLoading() : undefined;
  const timeout = options.timeout ?? defaultTimeout;
  const deadline = withDeadline(options.signal, timeout);
  try {
    return await client.request<R>({
      ...config,
      signal: deadline.signal,
      timeout,
      requestOptions: options,
    });
  } finally {
    deadline.dispose();
    stopLoading?.();
  }
}

async function send<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<T> {
  const response = await call<ApiEnvelope<T>>(config, options, REQUEST_TIMEOUT_MS);
  return unwrap(response.data);
}

async function fetchFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await call<ArrayBuffer>(
    // Bytes, not a Blob: the same in every XMLHttpRequest (jsdom's Blob cannot be streamed).
    { method: 'GET', url: path, baseURL: '', responseType: 'arraybuffer' },
    options,
    DOWNLOAD_TIMEOUT_MS,
  );
  const type: unknown = response.headers['content-type'];
  return new Blob([response.data], { type: typeof type === 'string' ? type : '' });
}

/**
 * Calls under `/trading-api`. Each resolves with the envelope's `data` (or `result`) on code 200 and
 * rejects with a `BizError` (another code) or a `TransportError` (no usable reply).
 */
export const request = {
  /** GET with query parameters. */
  get: <T>(url: string, params?: object, options?: RequestOptions) =>
    send<T>({ method: 'GET', url, params }, options),
  /** POST with a JSON body. */
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    send<T>({ method: 'POST', url, data: body }, options),
  /** POST multipart form data. */
  upload: <T>(url: string, formData: FormData, options?: RequestOptions) =>
    send<T>({ method: 'POST', url, data: formData }, options),
  /**
   * GET a file the server named (an invoice PDF) by its own path on this origin, outside
   * `/trading-api`, with the token: the file's bytes. An envelope in its place is a refusal.
   */
  file: fetchFile,
};

export {
  BizCode,
  BizError,
  TransportError,
  fieldOf,
  isAuthFailure,
  isBizError,
  isTransportError,
} from './errors';
export type { TransportErrorKind } from './errors';
export { describeError } from './failure';
export { useDescribeError } from './use-describe-error';
export { bindNavigator } from './go-login';
export type { LoginNavigator } from './go-login';
export { notify, toastError, toastMessage } from './toast';
export type { ToastText, ToastType } from './toast';
export type { RequestOptions } from './options';
