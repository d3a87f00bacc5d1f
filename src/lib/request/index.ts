import { DOWNLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@/config/constants';
import type { ApiEnvelope } from '@/contract/http';
import type { Infer, ReplySchema } from '@/contract/schema';

import { client } from './client';
import { uploadTimeoutMs, withDeadline } from './deadline';
import { parseReply } from './reply';
import { startLoading } from './toast';

import type { RequestOptions } from './options';
import type { AxiosProgressEvent, AxiosRequestConfig, AxiosResponse } from 'axios';

/** The whole percentage sent: 100 only once every byte is out. */
function percentSent({ loaded, total, progress }: AxiosProgressEvent): number {
  const share = total ? loaded / total : (progress ?? 0);
  return Math.min(100, Math.max(0, Math.floor(share * 100)));
}

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
  const { onProgress } = options;
  try {
    return await client.request<R>({
      ...config,
      signal: deadline.signal,
      timeout,
      requestOptions: options,
      ...(onProgress && { onUploadProgress: (event) => onProgress(percentSent(event)) }),
    });
  } finally {
    deadline.dispose();
    stopLoading?.();
  }
}

async function send<S extends ReplySchema>(
  config: AxiosRequestConfig,
  reply: S,
  options: RequestOptions = {},
  defaultTimeout = REQUEST_TIMEOUT_MS,
): Promise<Infer<S>> {
  const response = await call<ApiEnvelope<unknown>>(config, options, defaultTimeout);
  return parseReply(response, reply);
}

/** The bytes of the files in a form. Duck-typed: a test may send another host's File class. */
function filesSize(formData: FormData): number {
  let bytes = 0;
  formData.forEach((value) => {
    if (typeof value !== 'string') bytes += value.size;
  });
  return bytes;
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
 * Calls under `/trading-api`, each with the schema of its reply (`XReplies.call` of its contract
 * domain). Each resolves with the envelope's `data` (or `result`) on code 200, parsed with that
 * schema, and rejects with a `BizError` (another code) or a `TransportError` (no usable reply,
 * including a payload that does not match the schema).
 */
export const request = {
  /** GET with query parameters. */
  get: <S extends ReplySchema>(url: string, reply: S, params?: object, options?: RequestOptions) =>
    send({ method: 'GET', url, params }, reply, options),
  /** POST with a JSON body. */
  post: <S extends ReplySchema>(url: string, reply: S, body?: unknown, options?: RequestOptions) =>
    send({ method: 'POST', url, data: body }, reply, options),
  /**
   * POST multipart form data, by default with a time-out that fits its files (`uploadTimeoutMs`);
   * `onProgress` hears how much is sent.
   */
  upload: <S extends ReplySchema>(
    url: string,
    reply: S,
    formData: FormData,
    options?: RequestOptions,
  ) =>
    send(
      { method: 'POST', url, data: formData },
      reply,
      options,
      uploadTimeoutMs(filesSize(formData)),
    ),
  /**
   * GET a file the server named (an invoice PDF) by its own path on this origin, outside
   * `/trading-api` and so without the token (its address is the credential, like a signed
   * object-storage URL): the file's bytes. An envelope in its place is a refusal.
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
export { describeError, endRefusedSession } from './failure';
export { uploadTimeoutMs } from './deadline';
export { useDescribeError } from './use-describe-error';
export { bindNavigator } from './go-login';
export type { LoginNavigator } from './go-login';
export { notify, toastError, toastMessage } from './toast';
export type { ToastText, ToastType } from './toast';
export type { RequestOptions } from './options';
