import type { TableShapes } from '../../core/schema';
/** Uploaded files. Times are epoch ms. */

export interface UploadRow {
  key: string;
  name: string;
  ext: string;
  contentType: string;
  size: number;
  memberId: string;
  createdAt: number;
  /** Base64 bytes; absent when a persisted copy could not keep them. */
  data?: string;
}

declare module '../../core/schema' {
  interface Tables {
    uploads: Record<string, UploadRow>;
  }
}

/** The upload tables, empty (registered with the domain). */
export const uploadTables: TableShapes = { uploads: {} };
