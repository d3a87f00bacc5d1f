import { pageOf, type RepliesOf } from '@/contract/schema';

import { OrderSchema, PaymentSchema } from './types';

import type { OrderApi } from './paths';

/** The reply of each order call, by its key in OrderApi. */
export const OrderReplies = {
  detail: OrderSchema,
  mine: pageOf(OrderSchema),
  pay: PaymentSchema,
  cancel: OrderSchema,
} as const satisfies RepliesOf<typeof OrderApi>;
