import { accept, invalid, type RuleResult } from '../../core/result';

import type { Db, UploadRow } from '../../core/schema';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Accepted extensions and the type each is served with. */
export const UPLOAD_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export interface FileFacts {
  name: string;
  /** The declared MIME type ('' when the client gave none). */
  type: string;
  size: number;
}

const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * jpg/png/webp/pdf, ≤ 5 MB. The extension decides, and a declared type must agree with it; a name
 * without an extension (a Blob sent as "blob") is judged by its declared type.
 */
export function checkUpload<T extends FileFacts>(
  file: T | undefined,
): RuleResult<{ file: T; ext: string; contentType: string }> {
  if (!file) return invalid('file', 'field.required');
  const named = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const contentType = named === undefined ? file.type : UPLOAD_TYPES[named];
  const ext = contentType ? EXTENSION_OF[contentType] : undefined;
  if (!contentType || !ext || (file.type && file.type !== contentType)) {
    return invalid('file', 'upload.type');
  }
  if (file.size === 0) return invalid('file', 'upload.empty');
  if (file.size > MAX_UPLOAD_BYTES) {
    return invalid('file', 'upload.size', { maxMb: MAX_UPLOAD_BYTES / 1024 / 1024 });
  }
  return accept({ file, ext, contentType });
}

export function storeUpload(db: Db, row: UploadRow): UploadRow {
  db.uploads[row.key] = row;
  return row;
}

/** `<key>.<ext>` from a served file name, if it is a stored upload. */
export function findUpload(db: Db, fileName: string): UploadRow | undefined {
  const [key, ext] = fileName.split('.');
  const row = key ? db.uploads[key] : undefined;
  return row && row.ext === ext ? row : undefined;
}
