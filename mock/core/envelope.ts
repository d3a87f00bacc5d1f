import type { Page, FailureCode } from '@/contract/http';
import { BizCode } from '@/contract/http';

import { renderMessage, type Lang, type MessageId, type Params } from './messages';
import { type Rejection, type RuleResult } from './result';

/** Where a success reply puts its payload: `data`, or `result` for the oauth calls. */
export type PayloadKey = 'data' | 'result';

export interface OkReply {
  kind: 'ok';
  data: unknown;
  key: PayloadKey;
}

export interface FailReply {
  kind: 'fail';
  code: FailureCode;
  messageId: MessageId;
  field?: string;
  params?: Params;
}

export type Reply = OkReply | FailReply;

export function ok(data: unknown, key: PayloadKey = 'data'): OkReply {
  return { kind: 'ok', data: data ?? null, key };
}

export function fail(
  code: FailureCode,
  messageId: MessageId,
  options: { field?: string; params?: Params } = {},
): FailReply {
  return { kind: 'fail', code, messageId, ...options };
}

export function fromRejection({ code, messageId, field, params }: Rejection): FailReply {
  return {
    kind: 'fail',
    code,
    messageId,
    ...(field ? { field } : {}),
    ...(params ? { params } : {}),
  };
}

/**
 * ok() with the accepted value as the client sees it (`view`, the value itself by default), or
 * fail() for a refused rule result: every handler answers a rule this way.
 */
export function reply<T>(
  result: RuleResult<T>,
  view: (value: T) => unknown = (value) => value,
  key: PayloadKey = 'data',
): Reply {
  return result.ok ? ok(view(result.value), key) : fromRejection(result);
}

/** A guard's refusal, thrown so handlers stay linear; the endpoint wrapper turns it into a reply. */
export class ReplyError extends Error {
  constructor(readonly reply: FailReply) {
    super(reply.messageId);
  }
}

/** The JSON body the client receives. */
export function toEnvelope(value: Reply, lang: Lang): Record<string, unknown> {
  if (value.kind === 'ok') {
    return { code: BizCode.ok, message: renderMessage('ok', lang), [value.key]: value.data };
  }
  return {
    code: value.code,
    message: renderMessage(value.messageId, lang, value.params, value.field),
    data: value.field ? { field: value.field } : null,
  };
}

/** One page of `items`; `current` is 1-based. */
export function page<T>(items: readonly T[], current: number, size: number): Page<T> {
  const start = (current - 1) * size;
  return { records: items.slice(start, start + size), total: items.length, current, size };
}
