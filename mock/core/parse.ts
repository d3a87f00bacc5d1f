import { DEFAULT_PAGE_SIZE, BizCode } from '@/contract/http';

import { ReplyError, fail } from './envelope';

/** A body or query value as a string ('' when absent or not a string). */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * An integer query parameter in [min, max], `fallback` when absent; anything else is a 4000
 * naming the parameter.
 */
export function intParam(
  query: URLSearchParams,
  name: string,
  fallback: number,
  [min, max]: [number, number],
): number {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ReplyError(
      fail(BizCode.validation, 'field.range', { field: name, params: { min, max } }),
    );
  }
  return value;
}

/** Paging parameters of every list: `current` from 1, `size` 1–1000 (default 10). */
export function pageParams(query: URLSearchParams): { current: number; size: number } {
  return {
    current: intParam(query, 'current', 1, [1, 100_000]),
    size: intParam(query, 'size', DEFAULT_PAGE_SIZE, [1, 1000]),
  };
}
