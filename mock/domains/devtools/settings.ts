import { BizCode } from '@/contract/http';

import { accept, reject, type RuleResult } from '../../core/result';

import type { Db, Settings } from '../../core/schema';

export const MAX_TTL_S = 365 * 24 * 3600;
export const MAX_LATENCY_MS = 30_000;
export const MAX_REVIEW_S = 24 * 3600;
export const MAX_PAYMENT_S = 3600;

function ttl(value: unknown): number | undefined {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_TTL_S
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

/**
 * Devtools config: token lifetimes (seconds) for tokens issued from now on, latency (ms) and the
 * automatic certification review delay (seconds, 0 = decided only from /test) and the simulated
 * payment delay (seconds, 0 = confirmed only from /test).
 */
export function applySettings(db: Db, body: Record<string, unknown>): RuleResult<Settings> {
  const next: Settings = { ...db.settings };
  for (const key of ['accessTokenTtl', 'refreshTokenTtl'] as const) {
    if (body[key] === undefined) continue;
    const value = ttl(body[key]);
    if (value === undefined) {
      return reject(BizCode.validation, 'field.range', {
        field: key,
        params: { min: 1, max: MAX_TTL_S },
      });
    }
    next[key] = value;
  }
  if (body.latencyMs !== undefined) {
    const value = latency(body.latencyMs);
    if (!value) {
      return reject(BizCode.validation, 'field.range', {
        field: 'latencyMs',
        params: { min: 0, max: MAX_LATENCY_MS },
      });
    }
    next.latencyMs = value;
  }
  if (body.certReviewSeconds !== undefined) {
    const value = body.certReviewSeconds;
    if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_REVIEW_S) {
      return reject(BizCode.validation, 'field.range', {
        field: 'certReviewSeconds',
        params: { min: 0, max: MAX_REVIEW_S },
      });
    }
    next.certReviewSeconds = value as number;
  }
  if (body.paymentSeconds !== undefined) {
    const value = body.paymentSeconds;
    if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_PAYMENT_S) {
      return reject(BizCode.validation, 'field.range', {
        field: 'paymentSeconds',
        params: { min: 0, max: MAX_PAYMENT_S },
      });
    }
    next.paymentSeconds = value as number;
  }
  db.settings = next;
  return accept(next);
}
