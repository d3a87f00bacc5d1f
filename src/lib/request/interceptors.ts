import AxiosError from 'axios/unsafe/core/AxiosError.js';
import buildFullPath from 'axios/unsafe/core/buildFullPath.js';

import { API_PREFIX, BizCode, IDEMPOTENCY_KEY_HEADER } from '@/contract/http';
import { acceptLanguage, getLocale } from '@/lib/i18n/locale';
import { getToken } from '@/lib/session/token-storage';

import { isDeadlineAbort } from './deadline';
import { isEnvelope, messageOf } from './envelope';
import { BizError, TransportError } from './errors';
import { settleFailure } from './failure';
import { keepaliveAdapter } from './keepalive-adapter';

import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

const TOKEN_HEADER = 'token';

/**
 * Whether the call goes to the API on this origin (`/trading-api/…`): the only place the session's
 * token may go. A file on another path of this site (an object-storage address the server named)
 * is fetched without it.
 */
function goesToApi(config: InternalAxiosRequestConfig): boolean {
  try {
    const address = buildFullPath(config.baseURL, config.url, config.allowAbsoluteUrls);
    const target = new URL(address, window.location.href);
    return target.origin === window.location.origin && target.pathname.startsWith(`${API_PREFIX}/`);
  } catch {
    return false;
  }
}

/**
 * Adds the `token` header (the stored token, or the one the call names; none for a no-token call
 * or a call outside the API), the current locale and a creation's idempotency key. A keepalive
 * call goes through fetch, which can outlive the page.
 */
export function attachHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const options = config.requestOptions ?? {};
  const token = options.noToken || !goesToApi(config) ? undefined : (options.token ?? getToken());
  if (token) config.headers.set(TOKEN_HEADER, token);
  config.headers.set('Accept-Language', acceptLanguage(getLocale()));
  if (options.idempotencyKey) config.headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
  if (options.keepalive) {
    config.adapter = keepaliveAdapter;
    config.fetchOptions = { ...config.fetchOptions, keepalive: true };
    // fetch outside a browser page resolves no relative address: name the page's origin.
    config.baseURL = new URL(config.baseURL ?? '', window.location.href).href;
  }
  return config;
}

function sentTokenOf(config: InternalAxiosRequestConfig | undefined): string | undefined {
  const value = config?.headers?.get(TOKEN_HEADER);
  return typeof value === 'string' && value ? value : undefined;
}

/** Applies the failure policy (session end on 4098, toast) to a failed call, then rejects with it. */
export function failCall(
  error: BizError | TransportError,
  config: InternalAxiosRequestConfig | undefined,
): never {
  settleFailure(error, config?.requestOptions ?? {}, sentTokenOf(config));
  throw error;
}

/**
 * A file in reply to a file GET passes; a JSON body in its place is no file: the envelope of a
 * refusal (servers answer a refused download with one), else a server error.
 */
function checkFile(response: AxiosResponse): AxiosResponse {
  const type: unknown = response.headers['content-type'];
  if (typeof type !== 'string' || !/json/i.test(type)) return response;
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(response.data as ArrayBuffer));
  } catch {
    body = undefined;
  }
  if (isEnvelope(body) && body.code !== BizCode.ok) {
    const error = new BizError(body.code, messageOf(body) ?? '', body.data ?? body.result);
    return failCall(error, response.config);
  }
  return failCall(new TransportError('server', response.status), response.config);
}

/** A 2xx reply: code 200 passes; another code is a BizError; a body that is no envelope is a server error. */
export function checkEnvelope(response: AxiosResponse): AxiosResponse {
  if (response.config.responseType === 'arraybuffer') return checkFile(response);
  const body: unknown = response.data;
  if (!isEnvelope(body))
    return failCall(new TransportError('server', response.status), response.config);
  if (body.code !== BizCode.ok) {
    const error = new BizError(body.code, messageOf(body) ?? '', body.data ?? body.result);
    return failCall(error, response.config);
  }
  return response;
}

/** Turns what axios throws into a BizError (an envelope on a non-2xx reply) or a TransportError. */
export function toFailure(error: unknown): BizError | TransportError {
  if (!(error instanceof AxiosError)) return new TransportError('network');
  if (error.code === AxiosError.ETIMEDOUT || isDeadlineAbort(error.config?.signal)) {
    return new TransportError('timeout');
  }
  // ECONNABORTED without a time-out: the browser aborted the call (the page is unloading).
  if (error.code === AxiosError.ERR_CANCELED || error.code === AxiosError.ECONNABORTED) {
    return new TransportError('canceled');
  }
  const { response } = error;
  if (response) {
    const body: unknown = response.data;
    if (isEnvelope(body) && body.code !== BizCode.ok) {
      return new BizError(body.code, messageOf(body) ?? '', body.data ?? body.result);
    }
    const kind = response.status >= 500 ? 'server' : 'http';
    return new TransportError(kind, response.status, messageOf(body));
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new TransportError('offline');
  }
  return new TransportError('network');
}

export function rejectFailure(error: unknown): never {
  const config = error instanceof AxiosError ? error.config : undefined;
  return failCall(toFailure(error), config);
}
