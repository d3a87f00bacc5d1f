/** Coupons: the mock's reply messages (registered with the domain) and the names of their fields. */
import type { TemplateAction, TemplateStatus } from '@/contract/coupon/types';

import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const couponMessages = texts.couponMessages satisfies Record<string, Text>;

/** The names of the coupon calls' fields, given to each 4000 as its `label`. */
export const COUPON_FIELD_LABELS: Record<string, Text> = texts.COUPON_FIELD_LABELS;

export const TEMPLATE_STATUS_TEXT: Record<TemplateStatus, Text> = texts.TEMPLATE_STATUS_TEXT;

export const TEMPLATE_ACTION_TEXT: Record<TemplateAction, Text> = texts.TEMPLATE_ACTION_TEXT;
