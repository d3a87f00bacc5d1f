import { BizCode } from '@/contract/http';

import { reject, type Rejection } from '../../core/result';
import { isoCst } from '../../core/time';
import { COUPON_FIELD_LABELS } from './messages';

import type { MessageId, Params } from '../../core/messages';

/**
 * A 4000 for a coupon call's `field`, its message naming the field in the coupon's own words
 * (the shared field names mean other things elsewhere: `code`, `quantity`, `id`).
 */
export function couponInvalid(
  field: string,
  messageId: MessageId = 'field.invalid',
  params: Params = {},
): Rejection {
  const label = COUPON_FIELD_LABELS[field];
  return reject(BizCode.validation, messageId, {
    field,
    params: { ...(label ? { label } : {}), ...params },
  });
}

/** 4009 with `messageId`. */
export function couponConflict(messageId: MessageId, params?: Params): Rejection {
  return reject(BizCode.conflict, messageId, params ? { params } : {});
}

/** An instant in a message: 'YYYY-MM-DD HH:mm', China time. */
export function whenText(ms: number): string {
  return isoCst(ms).slice(0, 16).replace('T', ' ');
}
