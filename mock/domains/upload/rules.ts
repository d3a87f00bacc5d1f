import { claimedKind, FILE_KINDS, kindOfBytes, type FileKind } from '@/contract/upload/file-type';
import { UPLOAD_KINDS, UPLOAD_MAX_BYTES } from '@/contract/upload/limits';

import { accept, invalid, type RuleResult } from '../../core/result';

import type { Db } from '../../core/schema';
import type { UploadRow } from './schema';

export interface FileFacts {
  name: string;
  /** The declared MIME type ('' when the client gave none). */
  type: string;
  size: number;
}

/**
 * A kind the upload call stores (jpg, png, webp, pdf), ≤ 5 MB, whose first bytes are what its name
 * (or, without an extension, its declared type) says: a renamed file is refused like a wrong type.
 * `head` is the file's first bytes.
 */
export function checkUpload<T extends FileFacts>(
  file: T | undefined,
  head: Uint8Array,
): RuleResult<{ file: T; ext: string; contentType: string }> {
  if (!file) return invalid('file', 'field.required');
  const kind: FileKind | undefined = claimedKind(file);
  if (!kind || !UPLOAD_KINDS.includes(kind)) return invalid('file', 'upload.type');
  if (file.size === 0) return invalid('file', 'upload.empty');
  if (file.size > UPLOAD_MAX_BYTES) {
    return invalid('file', 'upload.size', { maxMb: UPLOAD_MAX_BYTES / 1024 / 1024 });
  }
  if (kindOfBytes(head) !== kind) return invalid('file', 'upload.content');
  const { mime, extensions } = FILE_KINDS[kind];
  return accept({ file, ext: extensions[0] ?? kind, contentType: mime });
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
