import * as v from 'valibot';

import { listOf, pageOf, type RepliesOf } from '@/contract/schema';

import { SailingSchema, ScheduleMetaSchema } from './types';

import type { ScheduleApi } from './paths';

/** The reply of each sailing-schedule call, by its key in ScheduleApi. */
export const ScheduleReplies = {
  page: pageOf(SailingSchema),
  /** At most 300 sailings, ETD ascending. */
  week: v.pipe(listOf(SailingSchema), v.maxLength(300)),
  meta: ScheduleMetaSchema,
} as const satisfies RepliesOf<typeof ScheduleApi>;
