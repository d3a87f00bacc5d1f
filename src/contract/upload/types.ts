import * as v from 'valibot';

import { count, filled } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

export const UploadResultSchema = v.object({
  /** Absolute or root-relative URL under VITE_OSS_BASE_URL. */
  url: filled,
  name: filled,
  size: count,
  contentType: filled,
});
export type UploadResult = Infer<typeof UploadResultSchema>;
