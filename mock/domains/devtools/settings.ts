import { BizCode } from '@/contract/http';

import { accept, reject, type RuleResult } from '../../core/result';

import type { Db, Settings } from '../../core/schema';

export const MAX_TTL_S = 365 * 24 * 3600;
export const MAX_LATENCY_MS = 30_000;
export const MAX_REVIEW_S = 24 * 3600;
export const MAX_PAYMENT_S = 3600;

/** A whole number from `min` to `max`, else undefined. */
function whole(min: number, max: number) {
  return (value: unknown): number | undefined =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? (value as number)
      : undefined;
}

function latency(value: unknown): [number, number] | undefined {
  const pair = typeof value === 'number' ? [value, value] : value;
  if (!Array.isArray(pair) || pair.length !== 2) return undefined;
  const [min, max] = pair as unknown[];
  const valid = [min, max].every(
    (item) => Number.isInteger(item) && (item as number) >= 0 && (item as number) <= MAX_LATENCY_MS,
  );
  return valid && (min as number) <= (max as number) ? [min as number, max as number] : undefined;
}

type Setting = keyof Settings;

/**
 * Each setting a body may change: how its value is read and the range a refusal names (4000). They
 * are checked in this order, so the first wrong one is the one refused.
 */
const READERS: {
  readonly [K in Setting]: readonly [
    read: (value: unknown) => Settings[K] | undefined,
    min: number,
    max: number,
  ];
} = {
  accessTokenTtl: [whole(1, MAX_TTL_S), 1, MAX_TTL_S],
  refreshTokenTtl: [whole(1, MAX_TTL_S), 1, MAX_TTL_S],
  latencyMs: [latency, 0, MAX_LATENCY_MS],
  certReviewSeconds: [whole(0, MAX_REVIEW_S), 0, MAX_REVIEW_S],
  paymentSeconds: [whole(0, MAX_PAYMENT_S), 0, MAX_PAYMENT_S],
};

/** Sets `key` in `next` from the body; a refusal when the body's value is out of range. */
function readSetting<K extends Setting>(
  next: Settings,
  body: Record<string, unknown>,
  key: K,
): RuleResult<null> {
  if (body[key] === undefined) return accept(null);
  const [read, min, max] = READERS[key];
  const value = read(body[key]);
  if (value === undefined) {
    return reject(BizCode.validation, 'field.range', { field: key, params: { min, max } });
  }
  next[key] = value;
  return accept(null);
}

/**
 * Devtools config: token lifetimes (seconds) for tokens issued from now on, latency (ms) and the
 * automatic certification review delay (seconds, 0 = decided only from /test) and the simulated
 * payment delay (seconds, 0 = confirmed only from /test).
 */
export function applySettings(db: Db, body: Record<string, unknown>): RuleResult<Settings> {
  const next: Settings = { ...db.settings };
  for (const key of Object.keys(READERS) as Setting[]) {
    const read = readSetting(next, body, key);
    if (!read.ok) return read;
  }
  db.settings = next;
  return accept(next);
}
