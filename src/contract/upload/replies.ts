import { type RepliesOf } from '@/contract/schema';

import { UploadResultSchema } from './types';

import type { UploadApi } from './paths';

/** The reply of each upload call, by its key in UploadApi. */
export const UploadReplies = {
  upload: UploadResultSchema,
} as const satisfies RepliesOf<typeof UploadApi>;
