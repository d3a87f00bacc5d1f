import { http, HttpResponse, type HttpHandler } from 'msw';

import { API_PREFIX, BizCode } from '@/contract/http';

import { now } from './clock';
import { ReplyError, fail, toEnvelope, type Reply } from './envelope';
import { answerOnce, replayKey } from './idempotency';
import { applyLatency } from './latency';
import { languageOf, type Lang } from './messages';
import { settleAll } from './registry';
import { db, persist } from './store';

export interface Ctx {
  request: Request;
  lang: Lang;
  query: URLSearchParams;
  /** The `token` header, if any. */
  token: string | null;
  now: number;
  /** The JSON body as an object ({} when empty); a body that is not a JSON object gives 4000. */
  json: () => Promise<Record<string, unknown>>;
}

type Resolver = (ctx: Ctx) => Reply | Promise<Reply>;

/** Hears every successful reply of an endpoint, with the path it answered (tests check it). */
export type ReplyListener = (path: string, data: unknown) => void;

let replyListener: ReplyListener | undefined;

/** Lets `listener` hear every successful reply (one at a time; undefined stops). */
export function listenToReplies(listener: ReplyListener | undefined): void {
  replyListener = listener;
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Falls through to the 4000 below.
  }
  throw new ReplyError(fail(BizCode.validation, 'body.invalid', { field: 'body' }));
}

/**
 * One API call: `*${API_PREFIX}${path}`. Adds the configured latency, settles time-based state,
 * turns thrown guard replies into envelopes and anything unexpected into 5000, and saves the
 * database (browser) before answering. The HTTP status is always 200.
 */
export function endpoint(method: 'get' | 'post', path: string, resolve: Resolver): HttpHandler {
  return http[method](`*${API_PREFIX}${path}`, async ({ request }) => {
    await applyLatency(db.settings.latencyMs);
    const lang = languageOf(request);
    const time = now();
    settleAll(db, time);
    const answer = async (): Promise<Reply> => {
      try {
        return await resolve({
          request,
          lang,
          query: new URL(request.url).searchParams,
          token: request.headers.get('token'),
          now: time,
          json: () => readJson(request),
        });
      } catch (error) {
        if (error instanceof ReplyError) return error.reply;
        console.error('[mock] handler failed', method.toUpperCase(), path, error);
        return fail(BizCode.server, 'server.error');
      }
    };
    // A repeated creation (same member, call and idempotency key) gets its first answer again.
    const replayAs = method === 'post' ? replayKey(db, request, path, time) : undefined;
    const reply = await answerOnce(db, replayAs, time, answer);
    persist();
    if (reply.kind === 'ok') replyListener?.(path, reply.data);
    return HttpResponse.json(toEnvelope(reply, lang), {
      status: 200,
      headers: { 'Cache-Control': 'no-store' },
    });
  });
}
