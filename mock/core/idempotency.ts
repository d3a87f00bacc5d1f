import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX } from '@/contract/http';

import { memberOfToken } from '../domains/auth/tokens';

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

/** The first successful answer kept under `key`, if any. */
export function replayed(db: Db, key: string | undefined): Reply | undefined {
  return key === undefined ? undefined : db.requestReplies[key]?.reply;
}

/** Keeps a successful answer under `key` (the oldest go first beyond KEPT). */
export function remember(db: Db, key: string | undefined, reply: Reply, now: number): void {
  if (key === undefined || reply.kind !== 'ok') return;
  const kept = { ...db.requestReplies, [key]: { reply: reply satisfies OkReply, at: now } };
  const newest = Object.entries(kept)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, KEPT);
  db.requestReplies = Object.fromEntries(newest);
}
