import { CaptchaApi, SessionApi } from '@/contract/auth/paths';
import type { TokenResult } from '@/contract/auth/types';
import { API_PREFIX } from '@/contract/http';
import { MemberApi } from '@/contract/member/paths';
import { setNow } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { lastSms } from '@mock/domains/auth/sms';

/** Where the mock answers in these tests (msw matches any origin). */
export const ORIGIN = 'http://localhost';

/** A fixed "now" for the mock: 2026-01-10 10:00 China time. */
export const T0 = Date.UTC(2026, 0, 10, 2, 0, 0);

export function freezeClock(at = T0): void {
  setNow(at);
}

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data?: T;
  result?: T;
}

/** The data of a successful reply; anything else fails the test with the code and message. */
export function dataOf<T>(reply: Envelope<T>, what: string): T {
  const data = reply.data ?? reply.result;
  if (reply.code !== 200 || data === undefined) {
    throw new Error(`${what} failed: ${reply.code} ${reply.message}`);
  }
  return data;
}

interface CallOptions {
  body?: unknown;
  /** Raw body (FormData, text, bytes) sent as is, with `contentType` if given. */
  raw?: BodyInit;
  contentType?: string;
  token?: string;
  /** The `Accept-Language` header, as a browser writes it ('en-US', 'ar-EG, en-US;q=0.8'). */
  lang?: string;
  query?: Record<string, string | number>;
  /** More headers, as a client would send them (an idempotency key). */
  headers?: Record<string, string>;
}

/** One call to the mock API through msw/node, the way the app's client sends it. */
export async function call<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  { body, raw, contentType, token, lang, query, headers: extra }: CallOptions = {},
): Promise<Envelope<T>> {
  const url = new URL(`${ORIGIN}${API_PREFIX}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (contentType) headers['Content-Type'] = contentType;
  if (token) headers.token = token;
  if (lang) headers['Accept-Language'] = lang;
  Object.assign(headers, extra);
  const response = await fetch(url, {
    method,
    headers,
    ...(raw !== undefined
      ? { body: raw }
      : body !== undefined
        ? { body: JSON.stringify(body) }
        : {}),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope<T>;
}

/** Fetches a captcha and answers it right; returns what a login or SMS request then sends. */
export async function passCaptcha(): Promise<{ captchaKey: string; captchaCode: string }> {
  const issued = await call<{ captchaKey: string }>('GET', CaptchaApi.captcha);
  const captchaKey = issued.result?.captchaKey ?? '';
  const captchaCode = db.captchas[captchaKey]?.answer ?? '';
  const checked = await call('POST', CaptchaApi.captchaCheck, {
    body: { captchaKey, captchaCode },
  });
  expect(checked.code).toBe(200);
  return { captchaKey, captchaCode };
}

/** Password login through the API (captcha included). */
export async function login(
  username: string,
  password: string,
  lang?: 'zh-CN' | 'en-US',
): Promise<Envelope<TokenResult>> {
  const captcha = await passCaptcha();
  return call<TokenResult>('POST', SessionApi.token, {
    body: { grantType: 'password', userType: 'PC', username, password, ...captcha },
    ...(lang ? { lang } : {}),
  });
}

/**
 * A multipart/form-data body built by hand: jsdom's FormData reaches msw through Vitest's
 * compatibility layer, which drops file names.
 */
export function multipart(
  parts: { name: string; filename?: string; type?: string; content: Uint8Array | string }[],
): { raw: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = '----mock-test-boundary-7f3a';
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(
      encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
    );
    chunks.push(typeof part.content === 'string' ? encoder.encode(part.content) : part.content);
    chunks.push(encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const raw = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    raw.set(chunk, offset);
    offset += chunk.length;
  }
  return { raw, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Asks for an SMS code (captcha included) and returns the code the mock "sent". */
export async function smsCodeFor(mobile: string, scene: string): Promise<string> {
  const reply = await call('POST', MemberApi.getSmsCode, {
    body: { mobile, scene, ...(await passCaptcha()) },
  });
  expect(reply.code).toBe(200);
  return lastSms(db)?.code ?? '';
}
