import { entityId, ignored, listOf, pageOf, type RepliesOf } from '@/contract/schema';

import { FavouriteSchema } from './types';

import type { FavouriteApi } from './paths';

/** The reply of each favourite call, by its key in FavouriteApi. */
export const FavouriteReplies = {
  page: pageOf(FavouriteSchema),
  /** Which of the target ids asked about I have favourited. */
  check: listOf(entityId),
  add: FavouriteSchema,
  remove: ignored,
} as const satisfies RepliesOf<typeof FavouriteApi>;
