import { pageOf, type RepliesOf } from '@/contract/schema';

import { EnterpriseDetailSchema, EnterpriseSummarySchema } from './types';

import type { DirectoryApi } from './paths';

/** The reply of each directory call, by its key in DirectoryApi. */
export const DirectoryReplies = {
  page: pageOf(EnterpriseSummarySchema),
  detail: EnterpriseDetailSchema,
} as const satisfies RepliesOf<typeof DirectoryApi>;
