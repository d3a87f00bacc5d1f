import { charCount } from '@/contract/common/text-length';
import { CONTAINER_TYPES, type ContainerType } from '@/contract/common/trade';

import { invalid, type Rejection, type RuleResult } from './result';

import type { Member } from './registry';
import type { Db } from './schema';

/** A request body as the rules read it. */
export type Input = Record<string, unknown>;

/**
 * A signed-in member's write: what a call that changes the store does with the member, the request
 * body and the instant, giving the row it stored or the refusal.
 */
export type MemberWrite<T> = (db: Db, member: Member, body: Input, now: number) => RuleResult<T>;

export function isContainerType(value: unknown): value is ContainerType {
  return CONTAINER_TYPES.includes(value as ContainerType);
}

export function oneOf<T extends string>(value: unknown, values: readonly T[]): value is T {
  return typeof value === 'string' && values.includes(value as T);
}

/** A field that must be one of `values`: the value, or its refusal (required when missing, else invalid). */
export function choice<T extends string>(
  body: Input,
  field: string,
  values: readonly T[],
): Rejection | T {
  const value = body[field];
  if (oneOf(value, values)) return value;
  return invalid(field, value ? 'field.invalid' : 'field.required');
}

/** Trimmed text of at most `max` characters; `required` refuses an empty one. */
export function text(
  body: Input,
  field: string,
  max: number,
  required: boolean,
): Rejection | string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    return required ? invalid(field, 'field.required') : undefined;
  }
  if (typeof value !== 'string') return invalid(field);
  const trimmed = value.trim();
  if (!trimmed) return required ? invalid(field, 'field.required') : undefined;
  if (charCount(trimmed) > max) return invalid(field, 'field.tooLong', { max });
  return trimmed;
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as Rejection).ok === false;
}

/** An integer in [min, max], else a 4000 naming `field`. */
export function intIn(value: unknown, field: string, min: number, max: number): Rejection | number {
  if (value === undefined || value === null || value === '')
    return invalid(field, 'field.required');
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    return invalid(field, 'field.range', { min, max });
  }
  return value as number;
}
