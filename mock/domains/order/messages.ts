/** The order calls' reply messages (registered with the domain), and why an order was cancelled. */
import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const orderMessages = texts.orderMessages satisfies Record<string, Text>;

/** Why an order was cancelled, as its notification says it. */
export const ORDER_CANCEL_REASONS: Record<'payer' | 'timeout', Text> = texts.orderCancelReasons;
