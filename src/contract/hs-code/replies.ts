import { listOf, pageOf, type RepliesOf } from '@/contract/schema';

import { HsCodeSchema, HsMetaSchema, HsNodeSchema } from './types';

import type { HsCodeApi } from './paths';

/** The reply of each HS code call, by its key in HsCodeApi. */
export const HsCodeReplies = {
  search: pageOf(HsCodeSchema),
  tree: listOf(HsNodeSchema),
  meta: HsMetaSchema,
} as const satisfies RepliesOf<typeof HsCodeApi>;
