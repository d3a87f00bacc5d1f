import { pageOf, type RepliesOf } from '@/contract/schema';

import { NewsDetailSchema, NewsSummarySchema } from './types';

import type { NewsApi } from './paths';

/** The reply of each news call, by its key in NewsApi. */
export const NewsReplies = {
  page: pageOf(NewsSummarySchema),
  detail: NewsDetailSchema,
} as const satisfies RepliesOf<typeof NewsApi>;
