import type { RepliesOf } from '@/contract/schema';

import { AttentionSchema, PlatformFiguresSchema } from './types';

import type { HomeApi } from './paths';

/** The reply of each home call, by its key in HomeApi. */
export const HomeReplies = {
  overview: PlatformFiguresSchema,
  attention: AttentionSchema,
} as const satisfies RepliesOf<typeof HomeApi>;
