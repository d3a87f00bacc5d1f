import { pageOf, type RepliesOf } from '@/contract/schema';

import { BidSchema, MyBidSchema } from './types';

import type { BidApi } from './paths';

/** The reply of each bid call, by its key in BidApi. */
export const BidReplies = {
  submit: BidSchema,
  revise: BidSchema,
  withdraw: BidSchema,
  detail: BidSchema,
  mine: pageOf(MyBidSchema),
} as const satisfies RepliesOf<typeof BidApi>;
