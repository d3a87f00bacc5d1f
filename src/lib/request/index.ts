import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import type { ApiEnvelope } from '@/contract/http';

import { client } from './client';
import { withDeadline } from './deadline';
import { unwrap } from './envelope';
import { startLoading } from './toast';

import type { RequestOptions } from './options';
import type { AxiosRequestConfig } from 'axios';

async function send<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<T> {
  // Dismissed in every case: success, business error, transport error, cancel.
  const stopLoading = options.showLoading ? startLoading() : undefined;
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const deadline = withDeadline(options.signal, timeout);
  try {
    const response = await client.request<ApiEnvelope<T>>({
      ...config,
      signal: deadline.signal,
      timeout,
      requestOptions: options,
    });
    return unwrap(response.data);
  } finally {
    deadline.dispose();
    stopLoading?.();
  }
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
