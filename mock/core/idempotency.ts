import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX } from '@/contract/http';

import { memberOfToken } from './registry';

import type { OkReply, Reply } from './envelope';
import type { Db } from './schema';

/** Answers kept: far more than any retry needs, and bounded for the browser's storage. */
const KEPT = 200;

/**
 * Where a call's first answer is kept: its idempotency key, for the member the token names (a
 * member logged in again after a 4098 retries with a new token) and the call's path. None for a
 * call without a usable key.
 */
export function replayKey(db: Db, request: Request, path: string, now: number): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER)?.trim() ?? '';
  if (!key || key.length > IDEMPOTENCY_KEY_MAX) return undefined;
  const token = request.headers.get('token');
  const who = memberOfToken(db, token, now)?.id ?? `token:${token ?? ''}`;
  return `${who}|${path}|${key}`;
}

/** Answers still being worked out, by key (in this process: the one that holds the database). */
const answering = new Map<string, Promise<Reply>>();

/**
 * The answer to a call kept under `key`: the first successful answer kept, else the one being
 * worked out now (a retry that arrives while the first request is still being answered waits for
 * it and gets the same), else `work()`'s, kept when successful. Without a key, `work()`'s.
 */
export async function answerOnce(
  db: Db,
  key: string | undefined,
  now: number,
  work: () => Promise<Reply>,
): Promise<Reply> {
  if (key === undefined) return work();
  const kept = db.requestReplies[key]?.reply;
  if (kept) return kept;
  const running = answering.get(key);
  if (running) return running;
  const answer = work().then((reply) => {
    remember(db, key, reply, now);
    return reply;
  });
  answering.set(key, answer);
  try {
    return await answer;
  } finally {
    answering.delete(key);
  }
}

/** Keeps a successful answer under `key` (the oldest go first beyond KEPT). */
function remember(db: Db, key: string, reply: Reply, now: number): void {
  if (reply.kind !== 'ok') return;
  const kept = { ...db.requestReplies, [key]: { reply: reply satisfies OkReply, at: now } };
  const newest = Object.entries(kept)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, KEPT);
  db.requestReplies = Object.fromEntries(newest);
}
