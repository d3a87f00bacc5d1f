import type { ApiEnvelope } from '@/contract/http';

const MAX_MESSAGE_LENGTH = 300;
const HTML_PATTERN = /<\/?[a-z!][^>]*>/i;

/** Whether a reply body is the server's envelope `{ code, message, data | result }`. */
export function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number'
  );
}

/**
 * The payload of a successful envelope: `data`, else `result` (the oauth calls use `result`); a
 * `data: null` without `result` stays null.
 */
export function unwrap<T>(envelope: ApiEnvelope<T>): T {
  const { data, result } = envelope;
  return (data === undefined || data === null ? (result ?? data) : data) as T;
}

/**
 * A body's `message` when it is fit to show a person: a short plain text. Proxies and servers
 * sometimes put an HTML page or a stack trace there.
 */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  if (typeof message !== 'string') return undefined;
  const text = message.trim();
  if (!text || text.length > MAX_MESSAGE_LENGTH || HTML_PATTERN.test(text)) return undefined;
  return text;
}
