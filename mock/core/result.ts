import { BizCode, type FailureCode } from '@/contract/http';

import type { MessageId, Params } from './messages';

/** Why a rule refused: the code, the message, and for 4000 the refused field. */
export interface Rejection {
  ok: false;
  code: FailureCode;
  messageId: MessageId;
  field?: string;
  params?: Params;
}

export type RuleResult<T> = { ok: true; value: T } | Rejection;

export function accept<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function reject(
  code: FailureCode,
  messageId: MessageId,
  options: { field?: string; params?: Params } = {},
): Rejection {
  return { ok: false, code, messageId, ...options };
}

/** A 4000 for `field`: the message names the field. */
export function invalid(
  field: string,
  messageId: MessageId = 'field.invalid',
  params?: Params,
): Rejection {
  return reject(BizCode.validation, messageId, params ? { field, params } : { field });
}
