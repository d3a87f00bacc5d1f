import { BizCode } from '@/contract/http';

import { reject, type Rejection } from '../../core/result';
import { INVOICE_FIELD_LABELS } from './messages';

import type { MessageId, Params } from '../../core/messages';

/**
 * A 4000 for an invoice call's `field`, its message naming the field in the invoice's own words
 * (the shared field names mean other things elsewhere: `title`, `type`, `id`).
 */
export function invoiceInvalid(
  field: string,
  messageId: MessageId = 'field.invalid',
  params: Params = {},
): Rejection {
  const label = INVOICE_FIELD_LABELS[field];
  return reject(BizCode.validation, messageId, {
    field,
    params: { ...(label ? { label } : {}), ...params },
  });
}

/** 4009 with `messageId`. */
export function invoiceConflict(messageId: MessageId, params?: Params): Rejection {
  return reject(BizCode.conflict, messageId, params ? { params } : {});
}
